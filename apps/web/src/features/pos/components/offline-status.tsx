import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { OFFLINE_TEXTS } from '@counterpart/domain/schemas/offline-terminal'
import { useEffect, useState } from 'react'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import type { OfflineTill } from '../use-offline-till.ts'

/** The POS setting's default (offsrv adds offlineWarnMinutes to the POS settings; older servers lack it). */
const DEFAULT_WARN_MINUTES = 30

/** Re-renders every half minute while `on`: the offline-too-long warning comes without any other change. */
function useClock(on: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!on) return
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [on])
  return now
}

/**
 * The till's sync line under the till status (issue 18): offline, sales waiting to sync, when the server last
 * answered and how old the prices are. Quiet, like the scan box's state line.
 */
export function OfflineBadge({ till }: { till: OfflineTill }) {
  const { dateTime } = useFormatters()
  const parts = [
    till.offline && OFFLINE_TEXTS.offline,
    till.waiting > 0 && OFFLINE_TEXTS.waiting(till.waiting),
    till.offline && till.lastContact !== null && OFFLINE_TEXTS.lastInTouch(dateTime(new Date(till.lastContact))),
    till.asOf !== null && OFFLINE_TEXTS.pricesAsOf(dateTime(till.asOf)),
  ].filter((part): part is string => typeof part === 'string')
  if (parts.length === 0) return null
  return (
    <Typography
      variant="caption"
      component="div"
      role="status"
      data-testid="offline-badge"
      sx={{ px: 1.5, color: till.offline || till.waiting > 0 ? 'warning.main' : 'text.secondary' }}
    >
      {parts.map((part, index) => (
        <span key={part}>
          {index > 0 && ' · '}
          {/* One block per fact: a narrow or right-to-left line wraps between them, never inside a time. */}
          <bdi style={{ display: 'inline-block' }}>{part}</bdi>
        </span>
      ))}
    </Typography>
  )
}

/**
 * What the cashier must know: offline limits, offline too long, why offline selling is unavailable, refused
 * sales. Issue 26: they float over the bottom of the product grid (each can be put away; the status chip keeps
 * saying it), so a notice arriving in the middle of a sale never pushes the grid or the ticket down. The reason
 * offline selling is unavailable while online is in the status chip's details; here only for screen readers.
 */
export function OfflineNotices({ till }: { till: OfflineTill }) {
  const configs = useConfigs() as { offlineWarnMinutes?: number }
  const { dateTime } = useFormatters()
  const now = useClock(till.offline)
  const [dismissed, setDismissed] = useState<readonly string[]>([])
  const warnMinutes = configs.offlineWarnMinutes ?? DEFAULT_WARN_MINUTES
  const tooLong = till.offline && till.lastContact !== null && now - till.lastContact > warnMinutes * 60_000
  // A notice put away comes back when it says something new (another count of refused sales, offline again).
  const key = (name: string) => `${name}:${till.offline}:${till.refused.length}`
  const shown = (name: string) => !dismissed.includes(key(name))
  const dismiss = (name: string) => () => setDismissed((list) => [...list, key(name)])
  const showLimits = till.offline && till.unavailable === null && shown('limits')
  const showTooLong = tooLong && shown('tooLong')
  const showUnavailable = till.unavailable && till.offline && shown('unavailable')
  const showRefused = till.refused.length > 0 && shown('refused')
  return (
    <>
      {till.unavailable && !till.offline && (
        <Typography
          variant="caption"
          data-testid="offline-unavailable"
          sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' }}
        >
          {OFFLINE_TEXTS.unavailable[till.unavailable]}
        </Typography>
      )}
      <Stack
        spacing={1}
        sx={{
          position: 'fixed',
          insetInlineStart: 16,
          bottom: 16,
          zIndex: (theme) => theme.zIndex.modal - 1,
          width: 420,
          maxWidth: 'calc(100vw - 32px)',
          pointerEvents: 'none',
          '& > *': { pointerEvents: 'auto', boxShadow: 6 },
        }}
      >
        {showLimits && (
          <Alert severity="info" onClose={dismiss('limits')}>
            {OFFLINE_TEXTS.limits}
          </Alert>
        )}
        {showTooLong && (
          <Alert severity="warning" onClose={dismiss('tooLong')}>
            {OFFLINE_TEXTS.tooLong(warnMinutes)}
          </Alert>
        )}
        {showUnavailable && till.unavailable && (
          <Alert severity="warning" onClose={dismiss('unavailable')}>
            {OFFLINE_TEXTS.unavailable[till.unavailable]}
          </Alert>
        )}
        {showRefused && (
          <Alert severity="error" data-testid="offline-refused" onClose={dismiss('refused')}>
            {OFFLINE_TEXTS.needsAttention(till.refused.length)}
            {till.refused.map((entry) => (
              <Typography key={entry.clientId} variant="body2">
                <bdi>{dateTime(entry.soldAt)}</bdi>: <span dir="auto">{entry.message}</span>
              </Typography>
            ))}
          </Alert>
        )}
      </Stack>
    </>
  )
}
