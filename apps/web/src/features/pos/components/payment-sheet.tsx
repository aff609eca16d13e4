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
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { DEFAULT_GATEWAY, GATEWAYS } from '@counterpart/domain/constants'
import { fromCents, toCents } from '@counterpart/domain/money'
import { POS_MESSAGES } from '@counterpart/domain/schemas/pos'
import { useState } from 'react'
import { useFormatters } from '../../../lib/use-formatters.ts'
import type { Checkout } from '../use-cart.ts'

const KEYS = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '0', '00', '.'] as const

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
  hasCustomer: boolean
  processing: boolean
  onProcess: (checkout: Checkout) => void
  onClose: () => void
}

/**
 * The payment sheet (spec 001 §2, §5, §9): the amount entered with a 0-9 keypad (the keyboard works
 * too), the gateway (cash by default), Live ticked for paid now — unticked the sale is on credit, needs
 * a customer and takes a due date (today by default) — and the change.
 */
export function PaymentSheet({ payable, hasCustomer, processing, onProcess, onClose }: PaymentSheetProps) {
  const { money } = useFormatters()
  const [amount, setAmount] = useState(fromCents(payable).toFixed(2))
  const [gateway, setGateway] = useState<string>(DEFAULT_GATEWAY)
  const [live, setLive] = useState(true)
  const [dueDate, setDueDate] = useState(today())
  const [note, setNote] = useState('')
  const [fresh, setFresh] = useState(true)
  const entered = centsOf(amount)
  const change = entered === null ? null : entered - payable
  const needsCustomer = !live && !hasCustomer
  const short = live && entered !== null && entered > 0 && entered < payable
  const canProcess = !processing && entered !== null && !needsCustomer && !short && (live || dueDate !== '')

  function press(key: string) {
    // The first key replaces the suggested amount, like a till.
    setAmount((current) => (fresh ? (key === '.' ? '0.' : key) : current + key))
    setFresh(false)
  }

  function submit() {
    if (!canProcess || entered === null) return
    onProcess({ enterAmount: fromCents(entered), method: live, gateway, dueDate, note })
  }

  return (
    <Dialog
      open
      onClose={processing ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="payment-sheet-title"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <DialogTitle id="payment-sheet-title">
          Payable <strong data-testid="payment-payable">{money(fromCents(payable))}</strong>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            <TextField
              label="Amount entered"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value)
                setFresh(false)
              }}
              onFocus={(event) => event.target.select()}
              error={entered === null || short}
              helperText={
                entered === null
                  ? 'Enter an amount with at most 2 decimals.'
                  : short
                    ? POS_MESSAGES.enteredTooLittle(money(fromCents(payable)))
                    : undefined
              }
              slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': 'Amount entered' } }}
              autoFocus
            />
            <Box
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}
              role="group"
              aria-label="Keypad"
            >
              {KEYS.map((key) => (
                <Button
                  key={key}
                  variant="outlined"
                  onClick={() => press(key)}
                  tabIndex={-1}
                  sx={{ minWidth: 0, fontSize: 18 }}
                >
                  {key}
                </Button>
              ))}
              <Button
                variant="outlined"
                color="warning"
                tabIndex={-1}
                aria-label="Delete last digit"
                onClick={() => setAmount((current) => current.slice(0, -1))}
              >
                <BackspaceIcon fontSize="small" />
              </Button>
              <Button variant="outlined" color="warning" tabIndex={-1} onClick={() => setAmount('')}>
                C
              </Button>
              <Button
                variant="outlined"
                tabIndex={-1}
                sx={{ gridColumn: 'span 2' }}
                onClick={() => setAmount(fromCents(payable).toFixed(2))}
              >
                Exact
              </Button>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                select
                size="small"
                label="Gateway"
                value={gateway}
                onChange={(event) => setGateway(event.target.value)}
                sx={{ minWidth: 130 }}
              >
                {GATEWAYS.map((option) => (
                  <MenuItem key={option} value={option}>
                    {option.charAt(0).toUpperCase() + option.slice(1)}
                  </MenuItem>
                ))}
              </TextField>
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
            <Typography variant="h6" data-testid="payment-change">
              Change: {change === null ? '—' : money(fromCents(change))}
            </Typography>
          </Stack>
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
