import DeleteSweepIcon from '@mui/icons-material/DeleteSweep'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import LocalShippingIcon from '@mui/icons-material/LocalShipping'
import PaymentsIcon from '@mui/icons-material/Payments'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Divider from '@mui/material/Divider'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { fromCents } from '@counterpart/domain/money'
import { SALE_LABELS } from '@counterpart/domain/schemas/pos-terminal'
import { useState, type KeyboardEvent } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { TERMINAL_WIDE } from '../layout.ts'
import { rateError } from '../cart-bounds.ts'
import type { Cart, SaleExtras } from '../use-cart.ts'
import { cartNet, clearTradeIn, useTradeIn } from '../trade-in.ts'
import { TradeInButton, TradeInRows } from './trade-in-rows.tsx'
import { useTranslation } from 'react-i18next'

function NoteShippingDialog({
  extras,
  onSave,
  onClose,
}: {
  extras: SaleExtras
  onSave: (extras: SaleExtras) => void
  onClose: () => void
}) {
  const [values, setValues] = useState(extras)
  const { t } = useTranslation('pos')
  const set = (field: keyof SaleExtras) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))
  const shippingInvalid = values.shippingAmount.trim() !== '' && !/^\d+(\.\d{1,2})?$/.test(values.shippingAmount.trim())
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (!shippingInvalid) onSave({ ...values, shippingAmount: values.shippingAmount.trim() || '0' })
        }}
      >
        <DialogTitle>{t('pos:extras.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('pos:extras.noteTitle')}
              value={values.noteTitle}
              onChange={set('noteTitle')}
              autoFocus
            />
            <TextField
              label={t('pos:extras.saleNote')}
              value={values.saleNote}
              onChange={set('saleNote')}
              multiline
              minRows={2}
            />
            <TextField
              label={t('pos:extras.printNote')}
              value={values.printNote}
              onChange={set('printNote')}
              multiline
              minRows={2}
              helperText={t('pos:extras.printNoteHint')}
            />
            <Divider />
            <TextField
              label={t('pos:extras.shippingRecipient')}
              value={values.shippingRecipient}
              onChange={set('shippingRecipient')}
            />
            <TextField
              label={t('pos:extras.shippingInfo')}
              value={values.shippingInfo}
              onChange={set('shippingInfo')}
              multiline
              minRows={2}
              helperText={t('pos:extras.shippingInfoHint')}
            />
            <TextField
              label={t('pos:extras.shippingAmount')}
              value={values.shippingAmount}
              onChange={set('shippingAmount')}
              error={shippingInvalid}
              helperText={
                shippingInvalid
                  ? t('pos:extras.shippingAmountInvalid', { label: SALE_LABELS.shippingAmount })
                  : undefined
              }
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={shippingInvalid}>
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        <bdi>{value}</bdi>
      </Typography>
    </Stack>
  )
}

/**
 * The ticket's secondary actions, text buttons in its header: the note/shipping dialog and clearing the
 * cart. `onDone` runs when either closes, so the scan box gets the focus back for the next scan.
 */
export function CartActions({ cart, onDone }: { cart: Cart; onDone: () => void }) {
  const [notesOpen, setNotesOpen] = useState(false)
  const { t } = useTranslation('pos')
  const [confirmClear, setConfirmClear] = useState(false)
  const hasExtras = Object.entries(cart.extras).some(([key, value]) =>
    key === 'shippingAmount' ? Number(value) > 0 : value !== '',
  )
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button
          startIcon={<LocalShippingIcon />}
          onClick={() => setNotesOpen(true)}
          color={hasExtras ? 'secondary' : 'primary'}
          sx={{ minHeight: 48 }}
        >
          {t('pos:cart.note')}
        </Button>
        {/* Trade-in at the counter (issue 29, item 7). */}
        <TradeInButton disabled={cart.lines.length === 0} onDone={onDone} />
        <Button
          color="error"
          startIcon={<DeleteSweepIcon />}
          disabled={cart.lines.length === 0}
          onClick={() => setConfirmClear(true)}
          sx={{ minHeight: 48 }}
        >
          {t('pos:cart.clear')}
        </Button>
      </Stack>
      {notesOpen && (
        <NoteShippingDialog
          extras={cart.extras}
          onClose={() => {
            setNotesOpen(false)
            onDone()
          }}
          onSave={(extras) => {
            cart.setExtras(extras)
            setNotesOpen(false)
            onDone()
          }}
        />
      )}
      <ConfirmDialog
        open={confirmClear}
        title={t('pos:cart.clearTitle')}
        message={t('pos:cart.clearQuestion')}
        confirmLabel={t('pos:cart.clear')}
        onCancel={() => {
          setConfirmClear(false)
          onDone()
        }}
        onConfirm={() => {
          cart.reset()
          clearTradeIn()
          setConfirmClear(false)
          onDone()
        }}
      />
    </>
  )
}

/** The rate as the ticket's summary shows it ("8.875 %"), or null when it is zero or unreadable. */
function shownRate(label: string, value: string): string | null {
  const number = Number(value)
  return Number.isFinite(number) && number > 0 ? `${label} ${value.trim()} %` : null
}

/**
 * The sale's tax and discount (defaults from the POS settings; discount off with stopDiscount), folded
 * into one "Adjust sale" row that shows the current rates and opens on demand (issue 26: the ticket keeps
 * its room for lines). Enter in a rate commits it: the row folds and `onCommitted` hands the focus back.
 */
function AdjustSale({ cart, onCommitted }: { cart: Cart; onCommitted: () => void }) {
  const { stopDiscount, isTaxIncluded } = useConfigs()
  const [open, setOpen] = useState(false)
  const { t } = useTranslation('pos')
  const taxError = rateError(cart.taxRate, SALE_LABELS.taxRate)
  const discountError = stopDiscount ? undefined : rateError(cart.discountRate, SALE_LABELS.discountRate)
  // A refused rate keeps the row open, so its message stays in sight.
  const expanded = open || Boolean(taxError ?? discountError)
  const summary =
    [
      shownRate(SALE_LABELS.taxRate, cart.taxRate),
      stopDiscount ? null : shownRate(SALE_LABELS.discountRate, cart.discountRate),
    ]
      .filter(Boolean)
      .join(' · ') || t('pos:adjust.taxAndDiscount')
  const commit = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    if (taxError ?? discountError) return
    setOpen(false)
    onCommitted()
  }
  return (
    <Box>
      <Button
        fullWidth
        size="small"
        onClick={() => setOpen(!expanded)}
        aria-expanded={expanded}
        aria-controls="adjust-sale"
        endIcon={<ExpandMoreIcon sx={{ transform: expanded ? 'rotate(180deg)' : undefined }} />}
        sx={{ justifyContent: 'space-between', minHeight: 36, textTransform: 'none' }}
      >
        <Box component="span" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {t('pos:adjust.title')}
        </Box>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          data-testid="adjust-sale-summary"
          noWrap
          sx={{ mx: 1, minWidth: 0 }}
        >
          <bdi>{summary}</bdi>
        </Typography>
      </Button>
      {expanded && (
        <Stack id="adjust-sale" direction="row" spacing={1} sx={{ pt: 1 }}>
          <TextField
            size="small"
            label={SALE_LABELS.taxRate}
            value={cart.taxRate}
            onChange={(event) => cart.setTaxRate(event.target.value)}
            onKeyDown={commit}
            error={Boolean(taxError)}
            helperText={taxError ?? (isTaxIncluded ? t('pos:adjust.taxIncluded') : undefined)}
            sx={{ flex: 1, minWidth: 0 }}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
          />
          <TextField
            size="small"
            label={SALE_LABELS.discountRate}
            value={stopDiscount ? '0' : cart.discountRate}
            disabled={stopDiscount}
            onChange={(event) => cart.setDiscountRate(event.target.value)}
            onKeyDown={commit}
            error={Boolean(discountError)}
            helperText={stopDiscount ? t('pos:adjust.discountOff') : discountError}
            sx={{ flex: 1, minWidth: 0 }}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
          />
        </Stack>
      )}
    </Box>
  )
}

/**
 * The ticket's foot, pinned under the lines: the "Adjust sale" row, the totals from the domain formula
 * (the tax, discount and shipping rows only when they hold something) and the Pay button.
 */
export function CartSummary({ cart, onPay, onCommitted }: { cart: Cart; onPay: () => void; onCommitted: () => void }) {
  const { stopDiscount, isTaxIncluded } = useConfigs()
  const { money } = useFormatters()
  const { t } = useTranslation('pos')
  const { totals } = cart
  const invalid = Boolean(
    rateError(cart.taxRate, SALE_LABELS.taxRate) ??
    (stopDiscount ? undefined : rateError(cart.discountRate, SALE_LABELS.discountRate)),
  )
  const adjusted = totals.shippingAmount > 0 || totals.taxAmount > 0 || totals.discountedAmount > 0
  const tradeIn = useTradeIn()

  return (
    <Stack spacing={1}>
      <AdjustSale cart={cart} onCommitted={onCommitted} />
      <Box>
        {adjusted && (
          <Row
            label={t('pos:totals.subTotal', { count: totals.totalItems })}
            value={money(fromCents(totals.subTotal))}
          />
        )}
        {totals.shippingAmount > 0 && (
          <Row label={t('pos:totals.shipping')} value={money(fromCents(totals.shippingAmount))} />
        )}
        {totals.taxAmount > 0 && (
          <Row
            label={isTaxIncluded ? t('pos:totals.taxIncluded') : t('pos:totals.tax')}
            value={money(fromCents(totals.taxAmount))}
          />
        )}
        {totals.discountedAmount > 0 && (
          <Row label={t('pos:totals.discount')} value={`- ${money(fromCents(totals.discountedAmount))}`} />
        )}
        {adjusted && <Divider sx={{ my: 0.5 }} />}
        {/* A trade-in's line (a minus) and what is left to pay: Payable below is the net (issue 29, item 7). */}
        <TradeInRows totalCents={totals.totalAmount} />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            {t('pos:totals.payable')}
          </Typography>
          <Typography
            variant="h5"
            component="span"
            sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            data-testid="cart-payable"
          >
            <bdi>{money(fromCents(cartNet(totals.totalAmount, tradeIn).net))}</bdi>
          </Typography>
        </Stack>
      </Box>
      <Button
        variant="contained"
        size="large"
        startIcon={<PaymentsIcon />}
        disabled={cart.lines.length === 0 || invalid}
        onClick={onPay}
        // Below 769 px the sticky bar under the tiles carries Pay instead.
        sx={{ minHeight: 56, fontSize: '1.25rem', display: 'none', [TERMINAL_WIDE]: { display: 'inline-flex' } }}
      >
        {t('pos:ticket.pay')}
      </Button>
    </Stack>
  )
}
