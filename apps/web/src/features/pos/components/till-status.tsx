import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { TILL_TERMINAL_MESSAGES } from '@counterpart/domain/schemas/till-terminal'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../../lib/paths.ts'
import { useTills } from '../../../lib/queries/tills.ts'
import { chosenTillId } from '../../../lib/till.ts'
import { useTranslation } from 'react-i18next'

export interface TillState {
  /** The name of this device's till when it has an open session. */
  openOn: string | null
  /** The shop sells only with an open session, and this device has none: Pay asks for one first. */
  blocked: boolean
}

/** This device's till and whether it may sell; null until the tills are known (the terminal then just sells). */
export function useTillState(): TillState | null {
  const { data } = useTills({ heartbeat: true })
  if (!data) return null
  const id = chosenTillId()
  const till = data.tills.find((item) => item.id === id && item.openSession)
  return { openOn: till?.name ?? null, blocked: data.sessionRequired && !till }
}

/**
 * The terminal's till status ("Till 1 · open" / "No till session"), a quiet line under the customer like the
 * scan box's state line beside it, linking to the Till page: it takes no room from the controls' row.
 */
export function TillStatus({ till }: { till: TillState }) {
  const { t } = useTranslation('pos')
  return (
    <Typography
      component={RouterLink}
      to={pathOf('Till')}
      variant="caption"
      data-testid="till-status"
      sx={{
        display: 'flex',
        whiteSpace: 'nowrap',
        px: 1.5,
        color: till.openOn ? 'success.main' : till.blocked ? 'warning.main' : 'text.secondary',
        textDecoration: 'none',
        '&:hover, &:focus-visible': { textDecoration: 'underline' },
      }}
    >
      {/* A long till name gives way to an ellipsis; "open" stays in sight. */}
      {till.openOn ? (
        <>
          <bdi style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{till.openOn}</bdi>
          <span style={{ whiteSpace: 'pre' }}>{t('pos:status.openSuffix')}</span>
        </>
      ) : (
        t('pos:status.noSession')
      )}
    </Typography>
  )
}

/** Pay without an open session where the shop requires one: the way to the Till page (the cart stays). */
export function TillRequiredDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('pos')
  return (
    <Dialog open onClose={onClose} aria-labelledby="till-required-title" maxWidth="xs" fullWidth>
      <DialogTitle id="till-required-title">{t('pos:status.sessionNeeded')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{TILL_TERMINAL_MESSAGES.sessionRequired}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button component={RouterLink} to={pathOf('Till')} variant="contained" autoFocus>
          {t('pos:status.openTill')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
