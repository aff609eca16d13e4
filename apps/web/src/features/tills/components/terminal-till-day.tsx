import PointOfSaleIcon from '@mui/icons-material/PointOfSale'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Divider from '@mui/material/Divider'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import type { RegisterRecord } from '@counterpart/domain/schemas/registers'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../../lib/paths.ts'
import { useRegisters } from '../../../lib/queries/registers.ts'
import { chosenTillId } from '../../../lib/till.ts'
import { CashMovementDialog, NoSaleDialog } from './cash-dialogs.tsx'
import { OpenSessionForm } from './open-session-form.tsx'

type TillDialog = 'open' | 'in' | 'out' | 'no-sale' | null

/**
 * The till day at the terminal (issue 26): with no open session on this device's till the terminal asks for
 * the float first (counted note by note, or Not now); the Till menu holds cash in, cash out, no sale, the X
 * report and End of day, the Till page's count that closes the session with its Z.
 */
export function TerminalTillDay() {
  const registers = useRegisters()
  const tillId = chosenTillId()
  const register: RegisterRecord | undefined = registers.data?.registers.find((item) => item.id === tillId)
  const session = register?.openSession ?? null
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  // Asked once when the terminal opens on a till without a session; "Not now" lets the cashier sell meanwhile.
  const [asked, setAsked] = useState(false)
  const [dialog, setDialog] = useState<TillDialog>(null)
  if (!register) return null
  const shown: TillDialog = dialog ?? (!session && !asked ? 'open' : null)

  function choose(next: TillDialog) {
    setAnchor(null)
    setDialog(next)
  }

  function closeDialog() {
    setAsked(true)
    setDialog(null)
  }

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PointOfSaleIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? 'till-menu' : undefined}
        sx={{ minHeight: 48 }}
      >
        Till
      </Button>
      <Menu id="till-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {session
          ? [
              <MenuItem key="in" onClick={() => choose('in')}>
                Cash in
              </MenuItem>,
              <MenuItem key="out" onClick={() => choose('out')}>
                Cash out
              </MenuItem>,
              <MenuItem key="no-sale" onClick={() => choose('no-sale')}>
                No sale
              </MenuItem>,
              <MenuItem key="x" component={RouterLink} to={pathOf('TillReportPrint', { id: session.id })}>
                X report
              </MenuItem>,
              <Divider key="divider" />,
              // The count that closes the day is the Till page's: the cart waits in this browser meanwhile.
              <MenuItem key="close" component={RouterLink} to={pathOf('Till')}>
                End of day
              </MenuItem>,
            ]
          : [
              <MenuItem key="open" onClick={() => choose('open')}>
                Open the till
              </MenuItem>,
            ]}
      </Menu>
      {shown === 'open' && (
        <Dialog open onClose={closeDialog} maxWidth="sm" fullWidth aria-labelledby="open-till-title">
          <DialogTitle id="open-till-title">
            Open <bdi>{register.name}</bdi>
          </DialogTitle>
          <DialogContent>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Count the notes and coins you put in the drawer to start the day: that is the opening float.
            </Typography>
            <OpenSessionForm register={register} bare onOpened={closeDialog} />
          </DialogContent>
          <DialogActions>
            <Button onClick={closeDialog}>Not now</Button>
          </DialogActions>
        </Dialog>
      )}
      {session && (shown === 'in' || shown === 'out') && (
        <CashMovementDialog sessionId={session.id} direction={shown} onClose={closeDialog} />
      )}
      {session && shown === 'no-sale' && <NoSaleDialog sessionId={session.id} onClose={closeDialog} />}
    </>
  )
}
