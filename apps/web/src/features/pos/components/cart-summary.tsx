import DeleteSweepIcon from '@mui/icons-material/DeleteSweep'
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
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { REGISTER_WIDE } from '../layout.ts'
import type { Cart, SaleExtras } from '../use-cart.ts'

export const CLEAR_CART_QUESTION = 'Are you sure to clear the cart ?'

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
        <DialogTitle>Note and shipping</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Note title" value={values.noteTitle} onChange={set('noteTitle')} autoFocus />
            <TextField label="Sale note" value={values.saleNote} onChange={set('saleNote')} multiline minRows={2} />
            <TextField
              label="Print note"
              value={values.printNote}
              onChange={set('printNote')}
              multiline
              minRows={2}
              helperText="Printed on the receipt"
            />
            <Divider />
            <TextField
              label="Shipping recipient"
              value={values.shippingRecipient}
              onChange={set('shippingRecipient')}
            />
            <TextField
              label="Shipping info"
              value={values.shippingInfo}
              onChange={set('shippingInfo')}
              multiline
              minRows={2}
              helperText="Address and delivery details"
            />
            <TextField
              label="Shipping amount"
              value={values.shippingAmount}
              onChange={set('shippingAmount')}
              error={shippingInvalid}
              helperText={
                shippingInvalid
                  ? `The ${SALE_LABELS.shippingAmount} must be a number with at most 2 decimals.`
                  : undefined
              }
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={shippingInvalid}>
            Save
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

function rateError(value: string): string | undefined {
  const number = Number(value)
  return value.trim() === '' || !Number.isFinite(number) || number < 0 || number > 100 ? 'Between 0 and 100' : undefined
}

/**
 * The ticket's secondary actions, text buttons in its header: the note/shipping dialog and clearing the
 * cart. `onDone` runs when either closes, so the scan box gets the focus back for the next scan.
 */
export function CartActions({ cart, onDone }: { cart: Cart; onDone: () => void }) {
  const [notesOpen, setNotesOpen] = useState(false)
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
          Note
        </Button>
        <Button
          color="error"
          startIcon={<DeleteSweepIcon />}
          disabled={cart.lines.length === 0}
          onClick={() => setConfirmClear(true)}
          sx={{ minHeight: 48 }}
        >
          Clear
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
        title="Clear cart"
        message={CLEAR_CART_QUESTION}
        confirmLabel="Clear"
        onCancel={() => {
          setConfirmClear(false)
          onDone()
        }}
        onConfirm={() => {
          cart.reset()
          setConfirmClear(false)
          onDone()
        }}
      />
    </>
  )
}

/**
 * Tax and discount inputs (defaults from the POS settings; discount disabled with stopDiscount), the
 * totals from the domain formula, the note/shipping dialog, clearing the cart and the Pay button.
 */
export function CartSummary({ cart, onPay }: { cart: Cart; onPay: () => void }) {
  const { stopDiscount, isTaxIncluded } = useConfigs()
  const { money } = useFormatters()
  const { totals } = cart
  const invalid = Boolean(rateError(cart.taxRate) ?? (stopDiscount ? undefined : rateError(cart.discountRate)))

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label="Tax"
          value={cart.taxRate}
          onChange={(event) => cart.setTaxRate(event.target.value)}
          error={Boolean(rateError(cart.taxRate))}
          helperText={isTaxIncluded ? 'Included in prices' : rateError(cart.taxRate)}
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
        <TextField
          size="small"
          label="Discount"
          value={stopDiscount ? '0' : cart.discountRate}
          disabled={stopDiscount}
          onChange={(event) => cart.setDiscountRate(event.target.value)}
          error={!stopDiscount && Boolean(rateError(cart.discountRate))}
          helperText={stopDiscount ? 'Discount is off' : rateError(cart.discountRate)}
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
      </Stack>
      <Box>
        <Row label={`Sub total (${totals.totalItems} items)`} value={money(fromCents(totals.subTotal))} />
        {totals.shippingAmount > 0 && <Row label="Shipping" value={money(fromCents(totals.shippingAmount))} />}
        <Row label={isTaxIncluded ? 'Tax (included)' : 'Tax'} value={money(fromCents(totals.taxAmount))} />
        <Row label="Discount" value={`- ${money(fromCents(totals.discountedAmount))}`} />
        <Divider sx={{ my: 0.5 }} />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            Payable
          </Typography>
          <Typography
            variant="h5"
            component="span"
            sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            data-testid="cart-payable"
          >
            <bdi>{money(fromCents(totals.totalAmount))}</bdi>
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
        sx={{ minHeight: 60, fontSize: '1.25rem', display: 'none', [REGISTER_WIDE]: { display: 'inline-flex' } }}
      >
        Pay
      </Button>
    </Stack>
  )
}
