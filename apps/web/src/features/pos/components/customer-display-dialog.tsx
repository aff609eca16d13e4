import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import {
  CUSTOMER_DISPLAY_TEXTS as TEXTS,
  DISPLAY_TILL_PARAM,
  PAIRING_CODE_MINUTES,
} from '@counterpart/domain/schemas/customer-display-texts'
import { pathOf } from '../../../lib/paths.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { chosenTillId } from '../../../lib/till.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { pairedDisplaysQuery } from '../api/get-paired-displays.ts'
import { useShowPairingCode } from '../api/show-pairing-code.ts'
import { useUnpairDisplay } from '../api/unpair-display.ts'

/** The display window's address for this till: it listens on the till's BroadcastChannel (no till: the device's own). */
function displayWindowUrl(tillId: number | null): string {
  return `${pathOf('CustomerDisplay')}?${DISPLAY_TILL_PARAM}=${tillId ?? ''}`
}

/**
 * The customer display's dialog (issue 33, item 5): a display window on this computer, or another device
 * paired by a code; the till's paired displays, each with Unpair. Polls the list while open, so a display
 * paired meanwhile shows up (and the terminal starts publishing to it).
 */
export function CustomerDisplayDialog({ onClose }: { onClose: () => void }) {
  const tillId = chosenTillId()
  const { dateTime } = useFormatters()
  const displays = useQuery({ ...pairedDisplaysQuery(tillId), refetchInterval: 2000, staleTime: 0 })
  const code = useShowPairingCode()
  const unpair = useUnpairDisplay()
  const pairedCount = displays.data?.items.length ?? 0
  const displayAddress = `${window.location.origin}${pathOf('CustomerDisplay')}`
  // A code pairs one display: once one more display is paired, the code on screen is spent.
  const [countAtCode, setCountAtCode] = useState<number | null>(null)
  const { reset } = code
  useEffect(() => {
    if (countAtCode === null || pairedCount <= countAtCode) return
    setCountAtCode(null)
    reset()
  }, [countAtCode, pairedCount, reset])

  function openWindow() {
    const opened = window.open(displayWindowUrl(tillId), 'counterpart-customer-display', 'popup,width=1024,height=768')
    if (opened) onClose()
    else showSnackbar(TEXTS.popupBlocked, 'warning')
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="customer-display-title" maxWidth="sm" fullWidth>
      <DialogTitle id="customer-display-title">{TEXTS.dialogTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={3}>
          <section aria-labelledby="display-here">
            <Typography id="display-here" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {TEXTS.sameComputer}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {TEXTS.sameComputerHint}
            </Typography>
            <Button variant="outlined" onClick={openWindow}>
              {TEXTS.openWindow}
            </Button>
          </section>
          <section aria-labelledby="display-elsewhere">
            <Typography id="display-elsewhere" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {TEXTS.anotherDevice}
            </Typography>
            {tillId === null ? (
              <Typography color="text.secondary">{TEXTS.needsTill}</Typography>
            ) : (
              <>
                <Typography color="text.secondary" sx={{ mb: 1 }}>
                  {TEXTS.anotherDeviceHint[0]} <bdi style={{ overflowWrap: 'anywhere' }}>{displayAddress}</bdi>{' '}
                  {TEXTS.anotherDeviceHint[1]}
                </Typography>
                {code.data ? (
                  <>
                    <Typography
                      data-testid="pairing-code"
                      sx={{
                        fontSize: '2.5rem',
                        fontWeight: 700,
                        letterSpacing: '0.3em',
                        fontVariantNumeric: 'tabular-nums',
                      }}
                    >
                      <bdi>{code.data.code}</bdi>
                    </Typography>
                    <Typography color="text.secondary">{TEXTS.codeValid(PAIRING_CODE_MINUTES)}</Typography>
                  </>
                ) : (
                  <Button
                    variant="outlined"
                    onClick={() => {
                      setCountAtCode(pairedCount)
                      code.mutate()
                    }}
                    disabled={code.isPending}
                  >
                    {TEXTS.showCode}
                  </Button>
                )}
                <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
                  {TEXTS.pairedDisplays}
                </Typography>
                {displays.data?.items.length ? (
                  <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {displays.data.items.map((display) => (
                      <Stack
                        component="li"
                        key={display.id}
                        direction="row"
                        sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 44 }}
                      >
                        <Typography sx={{ flex: 1, minWidth: 0 }}>
                          {TEXTS.displayName(display.id)} · {display.connected ? TEXTS.connected : TEXTS.notConnected} ·{' '}
                          {TEXTS.pairedOn} <bdi>{dateTime(display.paired_at)}</bdi>
                        </Typography>
                        <Button
                          color="error"
                          onClick={() => unpair.mutate(display.id)}
                          aria-label={`${TEXTS.unpair} ${TEXTS.displayName(display.id)}`}
                        >
                          {TEXTS.unpair}
                        </Button>
                      </Stack>
                    ))}
                  </Stack>
                ) : (
                  <Typography color="text.secondary">{TEXTS.noDisplays}</Typography>
                )}
              </>
            )}
          </section>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  )
}
