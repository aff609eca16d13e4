import BackspaceIcon from '@mui/icons-material/Backspace'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { DEFAULT_GATEWAY } from '@counterpart/domain/constants'
import { fromCents, toCents } from '@counterpart/domain/money'
import { dueAfterPayment } from '@counterpart/domain/pricing/pos'
import { POS_MESSAGES } from '@counterpart/domain/schemas/pos-terminal'
import { useState } from 'react'
import { useFormatters } from '../../../lib/use-formatters.ts'
import type { PosCustomer } from '@counterpart/domain/schemas/contacts'
import type { Checkout } from '../use-cart.ts'
import { CustomerPicker } from './customer-picker.tsx'
import { GatewaySelect } from './gateway-select.tsx'

/** The keypad, laid out like a calculator in both reading directions (7 8 9 / 4 5 6 / 1 2 3 / 0 00 .). */
export const KEYPAD_KEYS = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '0', '00', '.'] as const

/** The largest amount a sale takes (the server's bound on enterAmount), in cents. */
export const MAX_ENTERED_CENTS = 9_999_999_999

/** Tendered above this many times the payable is almost certainly a barcode typed into the amount. */
export const HUGE_TENDER_FACTOR = 1000

/** Quick cash: the next round notes above the payable (at most three), in cents. */
export function quickCash(payable: number): number[] {
  const amounts = new Set<number>()
  for (const note of [500, 1000, 2000, 5000, 10000]) {
    const next = Math.ceil(payable / note) * note
    if (next > payable) amounts.add(next)
  }
  return [...amounts].sort((a, b) => a - b).slice(0, 3)
}

/** Today in the browser's calendar, YYYY-MM-DD: the due date's default (spec 001 §9). */
export function today(): string {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}

function centsOf(text: string): number | null {
  if (text.trim() === '') return 0
  if (!/^\d*(\.\d{0,2})?$/.test(text.trim())) return null
  try {
    return toCents(text.trim())
  } catch {
    return null
  }
}

interface PaymentSheetProps {
  payable: number
  customer: PosCustomer | null
  onCustomer: (customer: PosCustomer | null) => void
  processing: boolean
  /** The till is offline (issue 18): cash or on credit only. */
  offline?: boolean
  onProcess: (checkout: Checkout) => void
  onClose: () => void
}

/**
 * The payment sheet (spec 001 §2, §5, §9): the amount entered with a 0-9 keypad (the keyboard works
 * too), the gateway (cash by default), Live ticked for paid now — unticked the sale is on credit, needs
 * a customer and takes a due date (today by default) — and the change.
 */
export function PaymentSheet({
  payable,
  customer,
  onCustomer,
  processing,
  offline = false,
  onProcess,
  onClose,
}: PaymentSheetProps) {
  const { money } = useFormatters()
  const [amount, setAmount] = useState(fromCents(payable).toFixed(2))
  const [gateway, setGateway] = useState<string>(DEFAULT_GATEWAY)
  const [live, setLive] = useState(true)
  const [dueDate, setDueDate] = useState(today())
  const [note, setNote] = useState('')
  const [fresh, setFresh] = useState(true)
  const [askHuge, setAskHuge] = useState(false)
  const parsed = centsOf(amount)
  const tooBig = parsed !== null && parsed > MAX_ENTERED_CENTS
  const entered = tooBig ? null : parsed
  const change = entered === null ? null : entered - payable
  const needsCustomer = !live && customer === null
  const short = live && entered !== null && entered > 0 && entered < payable
  const canProcess = !processing && entered !== null && !needsCustomer && !short && (live || dueDate !== '')
  const huge = entered !== null && entered > Math.max(payable, 1) * HUGE_TENDER_FACTOR

  function type(next: string) {
    setAmount(next)
    setFresh(false)
    setAskHuge(false)
  }

  function press(key: string) {
    // The first key replaces the suggested amount, like a till.
    type(fresh ? (key === '.' ? '0.' : key) : amount + key)
  }

  function submit(confirmed = false) {
    if (!canProcess || entered === null) return
    if (huge && !confirmed) {
      setAskHuge(true)
      return
    }
    onProcess({
      enterAmount: fromCents(entered),
      method: live,
      gateway: offline ? DEFAULT_GATEWAY : gateway,
      dueDate,
      note,
    })
  }

  return (
    <Dialog
      open
      onClose={processing ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="payment-sheet-title"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submit(askHuge)
        }}
      >
        <DialogTitle id="payment-sheet-title" sx={{ pb: 0 }}>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            Payable
          </Typography>
          <Typography component="strong" variant="h4" sx={{ fontWeight: 700, display: 'block' }}>
            <bdi data-testid="payment-payable">{money(fromCents(payable))}</bdi>
          </Typography>
        </DialogTitle>
        <DialogContent>
          <Box
            sx={{
              pt: 1,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <Stack spacing={1.5}>
              <TextField
                label="Amount entered"
                value={amount}
                onChange={(event) => type(event.target.value)}
                onFocus={(event) => event.target.select()}
                error={entered === null || short}
                helperText={
                  tooBig
                    ? `The amount entered may not be greater than ${money(fromCents(MAX_ENTERED_CENTS))}.`
                    : entered === null
                      ? 'Enter an amount with at most 2 decimals.'
                      : short
                        ? POS_MESSAGES.enteredTooLittle(money(fromCents(payable)))
                        : undefined
                }
                slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': 'Amount entered' } }}
                autoFocus
              />
              {askHuge && entered !== null && (
                <Alert
                  severity="warning"
                  action={
                    <Button color="inherit" size="small" onClick={() => submit(true)}>
                      Take it
                    </Button>
                  }
                >
                  <bdi>{money(fromCents(entered))}</bdi> is more than {HUGE_TENDER_FACTOR.toLocaleString()} times the
                  payable <bdi>{money(fromCents(payable))}</bdi>. Was a barcode typed into the amount?
                </Alert>
              )}
              {live && (
                <Stack direction="row" spacing={1} role="group" aria-label="Quick cash">
                  <Button
                    variant="outlined"
                    tabIndex={-1}
                    sx={{ flex: '1 1 0', minWidth: 0, minHeight: 48, px: 0.5 }}
                    onClick={() => type(fromCents(payable).toFixed(2))}
                  >
                    Exact
                  </Button>
                  {quickCash(payable).map((cents) => (
                    <Button
                      key={cents}
                      variant="outlined"
                      tabIndex={-1}
                      sx={{ flex: '1 1 0', minWidth: 0, minHeight: 48, px: 0.5 }}
                      onClick={() => type(fromCents(cents).toFixed(2))}
                    >
                      <bdi>{money(fromCents(cents))}</bdi>
                    </Button>
                  ))}
                </Stack>
              )}
              <Box
                // A calculator reads the same in both directions: the keypad is never mirrored (the dir attribute;
                // a CSS direction would be flipped by the right-to-left style plugin).
                dir="ltr"
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
                role="group"
                aria-label="Keypad"
              >
                {KEYPAD_KEYS.map((key) => (
                  <Button
                    key={key}
                    variant="outlined"
                    onClick={() => press(key)}
                    tabIndex={-1}
                    sx={{ minWidth: 0, minHeight: 56, fontSize: 20 }}
                  >
                    {key}
                  </Button>
                ))}
                <Button
                  variant="outlined"
                  color="warning"
                  tabIndex={-1}
                  aria-label="Delete last digit"
                  sx={{ minHeight: 48 }}
                  onClick={() => type(amount.slice(0, -1))}
                >
                  <BackspaceIcon fontSize="small" />
                </Button>
                <Button
                  variant="outlined"
                  color="warning"
                  tabIndex={-1}
                  aria-label="Clear amount"
                  sx={{ minHeight: 48 }}
                  onClick={() => type('')}
                >
                  C
                </Button>
              </Box>
            </Stack>
            <Stack spacing={1.5}>
              <CustomerPicker value={customer} onChange={onCustomer} />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <GatewaySelect value={offline ? DEFAULT_GATEWAY : gateway} onChange={setGateway} disabled={offline} />
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={live}
                      onChange={(event) => {
                        // On credit nothing need be handed over now; paid at once, the payable is the suggestion.
                        setLive(event.target.checked)
                        setAmount(event.target.checked ? fromCents(payable).toFixed(2) : '0')
                        setFresh(true)
                      }}
                    />
                  }
                  label="Live"
                />
              </Stack>
              {!live && (
                <TextField
                  size="small"
                  type="date"
                  label="Due date"
                  value={dueDate}
                  onChange={(event) => setDueDate(event.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              )}
              {needsCustomer && <Alert severity="warning">{POS_MESSAGES.dueNeedsCustomer}</Alert>}
              <TextField
                size="small"
                label="Payment note"
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
              {live ? (
                <Typography variant="h6" data-testid="payment-change">
                  Change: <bdi>{change === null ? '—' : money(fromCents(Math.max(0, change)))}</bdi>
                </Typography>
              ) : (
                <Typography variant="h6" data-testid="payment-due" sx={{ color: 'warning.main' }}>
                  Due: <bdi>{entered === null ? '—' : money(fromCents(dueAfterPayment(entered, payable)))}</bdi>
                </Typography>
              )}
            </Stack>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={processing}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={!canProcess} loading={processing}>
            Process
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
