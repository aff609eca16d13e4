import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { TILL_SESSION_REQUIRED } from '@counterpart/domain/schemas/till-terminal'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../../lib/paths.ts'
import { useRegisters } from '../../../lib/queries/registers.ts'
import { chosenTillId } from '../../../lib/till.ts'

export interface TillState {
  /** The name of this device's till when it has an open session. */
  openOn: string | null
  /** The shop sells only with an open session, and this device has none: Pay asks for one first. */
  blocked: boolean
}

/** This device's till and whether it may sell; null until the tills are known (the terminal then just sells). */
export function useTillState(): TillState | null {
  const { data } = useRegisters()
  if (!data) return null
  const id = chosenTillId()
  const till = data.registers.find((register) => register.id === id && register.openSession)
  return { openOn: till?.name ?? null, blocked: data.sessionRequired && !till }
}

/** The terminal's till status ("Till 1 · open" / "No till session"), a link to the Till page. */
export function TillStatus({ till }: { till: TillState }) {
  return (
    <Button
      component={RouterLink}
      to={pathOf('Till')}
      variant="outlined"
      color={till.openOn ? 'success' : till.blocked ? 'warning' : 'inherit'}
      sx={{ minHeight: 48, maxWidth: 200 }}
    >
      <bdi style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {till.openOn ? `${till.openOn} · open` : 'No till session'}
      </bdi>
    </Button>
  )
}

/** Pay without an open session where the shop requires one: the way to the Till page (the cart stays). */
export function TillRequiredDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="till-required-title" maxWidth="xs" fullWidth>
      <DialogTitle id="till-required-title">Till session needed</DialogTitle>
      <DialogContent>
        <DialogContentText>{TILL_SESSION_REQUIRED}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button component={RouterLink} to={pathOf('Till')} variant="contained" autoFocus>
          Open the till
        </Button>
      </DialogActions>
    </Dialog>
  )
}
