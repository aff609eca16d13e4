import PaymentsIcon from '@mui/icons-material/Payments'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Divider from '@mui/material/Divider'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import type { TillRecord } from '@counterpart/domain/schemas/tills'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../../lib/paths.ts'
import { useTills } from '../../../lib/queries/tills.ts'
import { chosenTillId } from '../../../lib/till.ts'
import { ACTION_LABEL } from '../../../lib/look.ts'
import { Trans, useTranslation } from 'react-i18next'

type TillDialog = 'open' | null

/**
 * The till day at the terminal (issue 26): with no open session on this device's till the terminal asks for
 * the float first (counted note by note on the Till page, or Not now); the Till menu holds cash in, cash out
 * and no sale (the Till page with that dialog open), the X report and End of day (the Till page's count that
 * closes the session with its Z). The Till page does the work so the terminal stays within its 350 KB budget;
 * the cart waits in this browser meanwhile.
 */
export function TerminalTillDay() {
  const tills = useTills()
  const tillId = chosenTillId()
  const till: TillRecord | undefined = tills.data?.tills.find((item) => item.id === tillId)
  const session = till?.openSession ?? null
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  // Asked when the terminal opens on a till without a session; "Not now" lets the cashier sell meanwhile and
  // holds for this browser tab, so coming back from another page or a reload does not ask again.
  const [asked, setAsked] = useState(() => floatDeclined(tillId))
  // Drawn on the terminal: its words are the pos namespace's, so the terminal does not load the Till page's.
  const { t } = useTranslation('pos')
  if (!till) return null
  const shown: TillDialog = !session && !asked ? 'open' : null

  function closeDialog() {
    declineFloat(tillId)
    setAsked(true)
  }

  return (
    <>
      <Button
        aria-label={t('pos:tillDay.till')}
        startIcon={<PaymentsIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? 'till-menu' : undefined}
        sx={{ minHeight: 48 }}
      >
        <span className={ACTION_LABEL}>{t('pos:tillDay.till')}</span>
      </Button>
      <Menu id="till-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {session
          ? [
              <MenuItem key="in" component={RouterLink} to={`${pathOf('Till')}?cash=in`}>
                {t('pos:tillDay.cashIn')}
              </MenuItem>,
              <MenuItem key="out" component={RouterLink} to={`${pathOf('Till')}?cash=out`}>
                {t('pos:tillDay.cashOut')}
              </MenuItem>,
              <MenuItem key="no-sale" component={RouterLink} to={`${pathOf('Till')}?cash=no-sale`}>
                {t('pos:tillDay.noSale')}
              </MenuItem>,
              <MenuItem key="x" component={RouterLink} to={pathOf('TillReportPrint', { id: session.id })}>
                {t('pos:tillDay.xReport')}
              </MenuItem>,
              <Divider key="divider" />,
              // The count that closes the day is the Till page's: the cart waits in this browser meanwhile.
              <MenuItem key="close" component={RouterLink} to={pathOf('Till')}>
                {t('pos:tillDay.endOfDay')}
              </MenuItem>,
            ]
          : [
              <MenuItem key="open" component={RouterLink} to={pathOf('Till')}>
                {t('pos:tillDay.openTill')}
              </MenuItem>,
            ]}
      </Menu>
      {shown === 'open' && (
        <Dialog open onClose={closeDialog} maxWidth="xs" fullWidth aria-labelledby="open-till-title">
          <DialogTitle id="open-till-title">
            <Trans t={t} i18nKey="pos:tillDay.openTitle" values={{ till: till.name }} components={{ b: <bdi /> }} />
          </DialogTitle>
          <DialogContent>
            <Typography color="text.secondary">{t('pos:tillDay.noSession')}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={closeDialog}>{t('pos:tillDay.notNow')}</Button>
            {/* The count is the Till page's (the terminal's budget); the cart waits in this browser meanwhile. */}
            <Button component={RouterLink} to={pathOf('Till')} variant="contained" autoFocus>
              {t('pos:tillDay.countFloat')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  )
}

const FLOAT_DECLINED_KEY = 'counterpart.float-declined'

/** Whether the cashier said "Not now" to this till's float in this browser tab. */
function floatDeclined(tillId: number | null): boolean {
  try {
    return tillId !== null && sessionStorage.getItem(FLOAT_DECLINED_KEY) === String(tillId)
  } catch {
    return false
  }
}

function declineFloat(tillId: number | null): void {
  try {
    if (tillId !== null) sessionStorage.setItem(FLOAT_DECLINED_KEY, String(tillId))
  } catch {
    // No storage: the terminal asks again next time it opens, as it did before.
  }
}
