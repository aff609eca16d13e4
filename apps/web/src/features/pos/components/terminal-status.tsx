import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Popover from '@mui/material/Popover'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { tr } from '@counterpart/domain/i18n/translate'
import { OFFLINE_TEXTS } from '@counterpart/domain/schemas/offline-terminal'
import { useId, useState, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../../lib/paths.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import type { OfflineTill } from '../use-offline-till.ts'
import type { TillState } from './till-status.tsx'
import { Trans, useTranslation } from 'react-i18next'

export type StatusTone = 'success' | 'warning' | 'error' | 'neutral'

/** What the chip says in a few words, and its colour: the most pressing state first. */
export function terminalStatusSummary(
  till: TillState | null,
  offline: OfflineTill,
): { label: string; tone: StatusTone } {
  if (offline.refused.length > 0) return { label: OFFLINE_TEXTS.needsAttention(offline.refused.length), tone: 'error' }
  if (offline.offline) {
    return {
      label:
        offline.waiting > 0
          ? tr('pos:status.offlineWaiting', { offline: OFFLINE_TEXTS.offline, count: offline.waiting })
          : OFFLINE_TEXTS.offline,
      tone: 'warning',
    }
  }
  if (offline.waiting > 0) return { label: OFFLINE_TEXTS.waiting(offline.waiting), tone: 'warning' }
  if (till?.blocked) return { label: tr('pos:status.noSession'), tone: 'warning' }
  if (till?.openOn) return { label: tr('pos:status.open', { till: till.openOn }), tone: 'success' }
  if (till) return { label: tr('pos:status.noSession'), tone: 'neutral' }
  return { label: tr('pos:status.online'), tone: 'success' }
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'end', minWidth: 0 }}>
        {children}
      </Typography>
    </Stack>
  )
}

/**
 * The terminal's one status chip (issue 26): the till session, the connection and the catalogue's age in a few
 * words and one colour, with the details in a popover. It sits in the terminal's top row at a fixed size, so
 * nothing it says ever pushes the grid or the ticket down in the middle of a sale. The facts are also in a
 * polite live region for screen readers (and the journeys' `offline-badge`).
 */
export function TerminalStatus({ till, offline }: { till: TillState | null; offline: OfflineTill }) {
  const { t } = useTranslation('pos')
  const { dateTime } = useFormatters()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const popoverId = useId()
  const { label, tone } = terminalStatusSummary(till, offline)
  const facts = [
    offline.offline && OFFLINE_TEXTS.offline,
    offline.waiting > 0 && OFFLINE_TEXTS.waiting(offline.waiting),
    offline.offline &&
      offline.lastContact !== null &&
      OFFLINE_TEXTS.lastInTouch(dateTime(new Date(offline.lastContact))),
    offline.asOf !== null && OFFLINE_TEXTS.pricesAsOf(dateTime(offline.asOf)),
  ].filter((part): part is string => typeof part === 'string')
  const colour = tone === 'neutral' ? 'text.secondary' : `${tone}.main`
  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        onMouseDown={(event) => event.preventDefault()}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? popoverId : undefined}
        aria-label={t('pos:status.chip', { label })}
        data-testid="terminal-status"
        sx={{
          height: 36,
          maxWidth: 240,
          px: 1.25,
          gap: 0.75,
          borderRadius: 5,
          border: 1,
          borderColor: 'divider',
          color: colour,
          bgcolor: 'background.paper',
          fontSize: 13,
          fontWeight: 600,
          justifyContent: 'flex-start',
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        {/* A dot of the state's colour: ringed while offline or waiting, so it does not rest on colour alone. */}
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 10,
            height: 10,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: offline.offline || offline.waiting > 0 ? 'transparent' : 'currentColor',
            border: 2,
            borderColor: 'currentColor',
          }}
        />
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'text.primary' }}
        >
          <bdi>{label}</bdi>
        </Box>
      </ButtonBase>
      <Box
        component="span"
        role="status"
        data-testid="offline-badge"
        sx={{
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clipPath: 'inset(50%)',
          whiteSpace: 'nowrap',
        }}
      >
        {facts.join(' · ')}
      </Box>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { p: 2, width: 320, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Stack spacing={1} role="dialog" aria-label={t('pos:status.title')}>
          <Row label={t('pos:status.till')}>
            {till?.openOn ? (
              <Trans t={t} i18nKey="pos:status.tillOpen" values={{ till: till.openOn }} components={{ b: <bdi /> }} />
            ) : (
              t('pos:status.noSessionShort')
            )}{' '}
            <Typography
              component={RouterLink}
              to={pathOf('Till')}
              onClick={() => setAnchor(null)}
              variant="body2"
              sx={{ color: 'primary.main' }}
            >
              {t('pos:status.tillPage')}
            </Typography>
          </Row>
          <Row label={t('pos:status.connection')}>
            <Box component="span" sx={{ color: offline.offline ? 'warning.main' : 'success.main', fontWeight: 600 }}>
              {offline.offline ? OFFLINE_TEXTS.offline : t('pos:status.online')}
            </Box>
            {offline.offline && offline.lastContact !== null && (
              <Typography variant="caption" component="div" color="text.secondary">
                <bdi>{OFFLINE_TEXTS.lastInTouch(dateTime(new Date(offline.lastContact)))}</bdi>
              </Typography>
            )}
          </Row>
          <Row label={t('pos:status.catalogue')}>
            {offline.asOf !== null ? (
              <bdi>{OFFLINE_TEXTS.pricesAsOf(dateTime(offline.asOf))}</bdi>
            ) : (
              t('pos:status.notKept')
            )}
          </Row>
          {offline.waiting > 0 && <Row label={t('pos:status.outbox')}>{OFFLINE_TEXTS.waiting(offline.waiting)}</Row>}
          {offline.unavailable && (
            <>
              <Box sx={{ borderTop: 1, borderColor: 'divider' }} />
              <Typography variant="body2" color="text.secondary" dir="auto">
                {OFFLINE_TEXTS.unavailable[offline.unavailable]}
              </Typography>
            </>
          )}
          {offline.refused.length > 0 && (
            <>
              <Box sx={{ borderTop: 1, borderColor: 'divider' }} />
              <Typography variant="body2" color="error.main" dir="auto">
                {OFFLINE_TEXTS.needsAttention(offline.refused.length)}
              </Typography>
            </>
          )}
        </Stack>
      </Popover>
    </>
  )
}
