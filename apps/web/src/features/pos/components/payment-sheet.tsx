import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { DEFAULT_GATEWAY } from '@counterpart/domain/constants'
import { fromCents } from '@counterpart/domain/money'
import { dueAfterPayment } from '@counterpart/domain/pricing/pos'
import { POS_MESSAGES } from '@counterpart/domain/schemas/pos-terminal'
import { lazy, Suspense, useState, type KeyboardEvent } from 'react'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { SegmentedChoice } from '../../../components/segmented-choice.tsx'
import { useFormatters } from '../../../lib/use-formatters.ts'
import type { PosCustomer } from '@counterpart/domain/schemas/contacts'
import type { Checkout } from '../use-cart.ts'
import { CustomerPicker } from '../../../components/customer-picker.tsx'
import { GatewaySelect } from './gateway-select.tsx'
import { Keypad, nextAmount, TAP_ATTRIBUTE } from './keypad.tsx'
import { centsOf, type PartPayment } from './payment-amounts.ts'
import { Trans, useTranslation } from 'react-i18next'

export { centsOf } from './payment-amounts.ts'

export { KEYPAD_KEYS } from './keypad.tsx'

/** The largest amount a sale takes (the server's bound on enterAmount), in cents. */
export const MAX_ENTERED_CENTS = 9_999_999_999

/** Tendered above this many times the payable is almost certainly a barcode typed into the amount. */
export const HUGE_TENDER_FACTOR = 1000

/** The notes a customer hands over, in cents: quick cash offers the next round amount of each. */
const ROUND_NOTES = [500, 1000, 2000, 5000, 10000] as const

/**
 * Quick cash, in cents: the exact amount, then the next round 5, 10, 20, 50 and 100 above it (each strictly
 * above, so $325 offers $330, not $325 twice), without repeats, smallest first.
 */
export function quickCash(payable: number): number[] {
  const amounts = new Set<number>([payable])
  for (const note of ROUND_NOTES) amounts.add(Math.floor(payable / note) * note + note)
  return [...amounts].sort((a, b) => a - b)
}

/** How the customer pays: the segmented choice of the sheet. */
export type Tender = 'cash' | 'card' | 'other' | 'account'

/** The wire fields of each choice (spec 001 §3, §4): method true is paid now, false is on account. */
const TENDERS: { value: Tender; label: string }[] = [
  { value: 'cash', label: 'pos:payment.tender.cash' },
  { value: 'card', label: 'pos:payment.tender.card' },
  { value: 'other', label: 'pos:payment.tender.other' },
  { value: 'account', label: 'pos:payment.tender.account' },
]

// Loaded when a payment is split, so the terminal's first load does not carry it.
const PartPayments = lazy(() => import('./part-payments.tsx'))

/** The gateways behind "Other": what is neither cash nor card. */
const OTHER_GATEWAYS = ['cheque', 'other'] as const

/** A calendar day in the browser's calendar, YYYY-MM-DD, `days` after today. */
export function daysFromToday(days: number, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days)
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
}

/** Today in the browser's calendar, YYYY-MM-DD. */
export function today(): string {
  return daysFromToday(0)
}

interface PaymentSheetProps {
  payable: number
  customer: PosCustomer | null
  onCustomer: (customer: PosCustomer | null) => void
  processing: boolean
  /** The till is offline (issue 18): cash or on account only. */
  offline?: boolean
  onProcess: (checkout: Checkout) => void
  onClose: () => void
}

/**
 * The payment sheet (spec 001 §2, §5, §9): how the customer pays as one segmented choice — Cash, Card,
 * Other (cheque or other) or On account, which is the spec's unticked Live: the sale needs a customer
 * and takes a due date, by default the POS setting's days after today — then the amount entered with
 * the keypad (the keyboard works too) or a quick-cash note, and the change. Enter processes, also right
 * after a tap on the keypad or a note.
 */
export function PaymentSheet({
  payable: whole,
  customer,
  onCustomer,
  processing,
  offline = false,
  onProcess,
  onClose,
}: PaymentSheetProps) {
  const { money } = useFormatters()
  const { t } = useTranslation('pos')
  const configs = useConfigs()
  const [amount, setAmount] = useState(fromCents(whole).toFixed(2))
  const [tender, setTender] = useState<Tender>('cash')
  const [otherGateway, setOtherGateway] = useState<string>(OTHER_GATEWAYS[0])
  const [depositGateway, setDepositGateway] = useState<string>(DEFAULT_GATEWAY)
  const [dueDate, setDueDate] = useState(() => daysFromToday(configs.dueDays))
  const [note, setNote] = useState('')
  const [fresh, setFresh] = useState(true)
  const [askHuge, setAskHuge] = useState(false)
  const [parts, setParts] = useState<PartPayment[] | null>(null)
  const live = tender !== 'account'
  // What the sheet's own method takes: the payable less the parts paid another way.
  const payable = whole - (parts ?? []).reduce((sum, part) => sum + part.amount, 0)
  const parsed = centsOf(amount)
  const tooBig = parsed !== null && parsed > MAX_ENTERED_CENTS
  const entered = tooBig ? null : parsed
  const change = entered === null ? null : entered - payable
  const needsCustomer = !live && customer === null
  const short = live && entered !== null && entered > 0 && entered < payable
  const canProcess = !processing && entered !== null && !needsCustomer && !short && (live || dueDate !== '')
  const huge = entered !== null && entered > Math.max(payable, 1) * HUGE_TENDER_FACTOR
  const gateway =
    offline || tender === 'cash'
      ? DEFAULT_GATEWAY
      : tender === 'card'
        ? 'card'
        : tender === 'other'
          ? otherGateway
          : depositGateway

  function type(next: string) {
    setAmount(next)
    setFresh(false)
    setAskHuge(false)
  }

  function choose(next: Tender) {
    if (next === tender) return
    setTender(next)
    // Parts are taken on a sale paid now; on account the deposit is the one payment.
    if (next === 'account') setParts(null)
    // On account nothing need be handed over now (a deposit may be typed); paid at once, the payable.
    setAmount(next === 'account' ? '0' : fromCents(payable).toFixed(2))
    setFresh(true)
    setAskHuge(false)
  }

  function submit(confirmed = false) {
    if (!canProcess || entered === null) return
    if (huge && !confirmed) {
      setAskHuge(true)
      return
    }
    const split = parts !== null && parts.length > 0
    const tenders = split
      ? [
          ...parts.map((part) => ({ gateway: part.gateway, amount: fromCents(part.amount), code: part.code })),
          ...(payable > 0 ? [{ gateway, amount: fromCents(payable), code: '' }] : []),
        ]
      : undefined
    onProcess({
      enterAmount: fromCents(split && gateway !== DEFAULT_GATEWAY ? 0 : entered),
      method: live,
      gateway,
      dueDate,
      note,
      ...(tenders ? { tenders } : {}),
    })
  }

  function splitInto(next: PartPayment[]) {
    setParts(next)
    // The sheet's own method takes what the parts leave.
    const rest = whole - next.reduce((sum, part) => sum + part.amount, 0)
    setAmount(fromCents(rest).toFixed(2))
    setFresh(true)
  }

  /**
   * A tap on the keypad or a note leaves the focus on that button, where Enter would press it again:
   * Enter there processes instead, as it does in the amount field.
   */
  function enterAfterTap(event: KeyboardEvent) {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLElement)) return
    const onTap = event.target.closest(`[${TAP_ATTRIBUTE}]`) !== null
    const onSheet =
      event.target.getAttribute('role') === 'dialog' || event.target.classList.contains('MuiDialog-container')
    if (!onTap && !onSheet) return
    event.preventDefault()
    submit(askHuge)
  }

  return (
    <Dialog
      open
      onClose={processing ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="payment-sheet-title"
      onKeyDown={enterAfterTap}
      slotProps={{
        // On a phone the sheet keeps a small margin; the form inside scrolls its content, not its actions.
        paper: { sx: { m: { xs: 1, sm: 4 }, maxHeight: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' } } },
      }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit(askHuge)
        }}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id="payment-sheet-title" sx={{ pb: 0 }}>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {t('pos:totals.payable')}
          </Typography>
          <Typography component="strong" variant="h4" sx={{ fontWeight: 700, display: 'block' }}>
            <bdi data-testid="payment-payable">{money(fromCents(whole))}</bdi>
          </Typography>
          {parts !== null && parts.length > 0 && (
            <Typography component="span" variant="body1" sx={{ display: 'block' }}>
              <Trans
                t={t}
                i18nKey="pos:payment.leftToPay"
                values={{ amount: money(fromCents(payable)) }}
                components={{ b: <bdi data-testid="payment-left" /> }}
              />
            </Typography>
          )}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            <SegmentedChoice
              label={t('pos:payment.howPays')}
              fullWidth
              value={tender}
              onChange={choose}
              options={TENDERS.map((option) => ({
                ...option,
                label: t(option.label),
                disabled: offline && (option.value === 'card' || option.value === 'other'),
              }))}
            />
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
                alignItems: 'start',
              }}
            >
              <Stack spacing={1.5}>
                <TextField
                  label={live ? t('pos:payment.amountEntered') : t('pos:payment.deposit')}
                  value={amount}
                  onChange={(event) => type(event.target.value)}
                  onFocus={(event) => event.target.select()}
                  error={entered === null || short}
                  helperText={
                    tooBig
                      ? t('pos:payment.tooBig', { amount: money(fromCents(MAX_ENTERED_CENTS)) })
                      : entered === null
                        ? t('pos:parts.invalidAmount')
                        : short
                          ? POS_MESSAGES.enteredTooLittle(money(fromCents(payable)))
                          : undefined
                  }
                  slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': t('pos:payment.amountEntered') } }}
                  autoFocus
                />
                {askHuge && entered !== null && (
                  <Alert
                    severity="warning"
                    action={
                      <Button color="inherit" size="small" onClick={() => submit(true)}>
                        {t('pos:payment.takeIt')}
                      </Button>
                    }
                  >
                    <Trans
                      t={t}
                      i18nKey="pos:payment.huge"
                      values={{
                        entered: money(fromCents(entered)),
                        factor: HUGE_TENDER_FACTOR.toLocaleString(),
                        payable: money(fromCents(payable)),
                      }}
                      components={{ b: <bdi /> }}
                    />
                  </Alert>
                )}
                {tender === 'cash' && (
                  <Box
                    role="group"
                    aria-label={t('pos:payment.quickCash')}
                    // As many notes per row as fit: every amount whole, never a button too narrow for it.
                    sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))' }}
                  >
                    {quickCash(payable).map((cents, index) => (
                      <Button
                        key={cents}
                        variant="outlined"
                        tabIndex={-1}
                        {...{ [TAP_ATTRIBUTE]: true }}
                        aria-label={
                          index === 0 ? t('pos:payment.exact', { amount: money(fromCents(cents)) }) : undefined
                        }
                        sx={{ minWidth: 0, minHeight: 48, px: 0.5, textTransform: 'none', whiteSpace: 'nowrap' }}
                        onClick={() => {
                          type(fromCents(cents).toFixed(2))
                          setFresh(true)
                        }}
                      >
                        <bdi>{money(fromCents(cents))}</bdi>
                      </Button>
                    ))}
                  </Box>
                )}
                <Keypad
                  onKey={(key) => type(nextAmount(amount, key, fresh))}
                  onDelete={() => type(amount.slice(0, -1))}
                  onClear={() => type('')}
                />
              </Stack>
              <Stack spacing={1.5}>
                <CustomerPicker value={customer} onChange={onCustomer} />
                {live && !offline && parts === null && (
                  <Button variant="text" sx={{ alignSelf: 'flex-start' }} onClick={() => setParts([])}>
                    {t('pos:payment.split')}
                  </Button>
                )}
                {live && !offline && parts !== null && (
                  <Suspense fallback={null}>
                    <PartPayments parts={parts} remaining={payable} customer={customer} onChange={splitInto} />
                  </Suspense>
                )}
                {tender === 'other' && (
                  <GatewaySelect value={otherGateway} onChange={setOtherGateway} options={OTHER_GATEWAYS} />
                )}
                {!live && (
                  <>
                    <TextField
                      size="small"
                      type="date"
                      label={t('pos:payment.dueDate')}
                      value={dueDate}
                      onChange={(event) => setDueDate(event.target.value)}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                    {entered !== null && entered > 0 && (
                      <GatewaySelect
                        label={t('pos:payment.depositBy')}
                        value={offline ? DEFAULT_GATEWAY : depositGateway}
                        onChange={setDepositGateway}
                        disabled={offline}
                      />
                    )}
                  </>
                )}
                {needsCustomer && <Alert severity="warning">{POS_MESSAGES.dueNeedsCustomer}</Alert>}
                <TextField
                  size="small"
                  label={t('pos:payment.note')}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
                {live ? (
                  <Typography variant="h6" data-testid="payment-change">
                    <Trans
                      t={t}
                      i18nKey="pos:payment.change"
                      values={{ amount: change === null ? '—' : money(fromCents(Math.max(0, change))) }}
                      components={{ b: <bdi /> }}
                    />
                  </Typography>
                ) : (
                  <Typography variant="h6" data-testid="payment-due" sx={{ color: 'warning.main' }}>
                    <Trans
                      t={t}
                      i18nKey="pos:payment.due"
                      values={{ amount: entered === null ? '—' : money(fromCents(dueAfterPayment(entered, payable))) }}
                      components={{ b: <bdi /> }}
                    />
                  </Typography>
                )}
              </Stack>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions
          sx={{
            // Sticky at the bottom of the sheet: Process is always in sight, whatever the window's height.
            position: 'sticky',
            bottom: 0,
            zIndex: 1,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Button onClick={onClose} disabled={processing}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!canProcess}
            loading={processing}
            sx={{ flex: { xs: 1, sm: 'none' }, minHeight: 48 }}
          >
            {t('pos:payment.process')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
