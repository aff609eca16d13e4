import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { contactName } from '@counterpart/domain/schemas/contacts'
import { BUY_BY_PRODUCT_LINE_LABELS, PURCHASE_LABELS } from '@counterpart/domain/schemas/purchasing'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useWatch } from 'react-hook-form'
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts'
import { ProductPicker, type PickedProduct } from '../../../components/product-picker.tsx'
import { useProductSuppliers } from '../api/get-product-suppliers.ts'
import { lineErrors, liveTotals, type PurchaseLineValues } from './purchase-form-state.ts'
import { PurchaseFooter } from './purchase-header.tsx'
import { usePurchaseSubmit } from './use-purchase-submit.ts'
import { FormErrorsAlert } from '../../../components/form-actions.tsx'

/** BuyByProduct: pick a product, one of its suppliers, a unit cost and the total items. */
export function BuyByProduct() {
  const [product, setProduct] = useState<PickedProduct | null>(null)
  const suppliers = useProductSuppliers(product?.id ?? null)
  const { t } = useTranslation('purchasing')
  const [supplierId, setSupplierId] = useState<number | ''>('')
  const [cost, setCost] = useState('')
  const [qty, setQty] = useState('')
  // A field's message shows once it has been typed in, not on a form just opened.
  const [typed, setTyped] = useState({ cost: false, qty: false })
  const { header, save, saving, otherErrors } = usePurchaseSubmit()
  const headerValues = useWatch({ control: header.control })
  const lines: PurchaseLineValues[] = product
    ? [{ product_id: product.id, name: product.name, sku: product.sku, barcode: '', cost, qty }]
    : []
  // Leaving a purchase being keyed in asks first; saving goes on to its detail page freely.
  useLeaveGuard(product !== null, t('purchasing:buy.leave'), ['/purchase-detail/'])
  const totals = liveTotals({ ...header.getValues(), ...headerValues }, lines, BUY_BY_PRODUCT_LINE_LABELS)
  const errors = lineErrors({ name: product?.name ?? '', cost, qty }, BUY_BY_PRODUCT_LINE_LABELS)
  const costError = typed.cost ? errors.cost : undefined
  const qtyError = typed.qty ? errors.qty : undefined
  // Save needs unit cost and total items (spec 002 §5), and a supplier.
  const canSave = product !== null && supplierId !== '' && totals.totals !== null

  return (
    <Stack spacing={2}>
      <FormErrorsAlert messages={otherErrors} mb={0} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ProductPicker
              value={product}
              onChange={(next) => {
                setProduct(next)
                setSupplierId('')
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              select
              fullWidth
              label={PURCHASE_LABELS.supplier_id}
              value={supplierId}
              disabled={!product}
              onChange={(event) => setSupplierId(Number(event.target.value))}
              helperText={
                product && suppliers.isSuccess && suppliers.data.length === 0
                  ? t('purchasing:buy.noSupplier')
                  : undefined
              }
            >
              {(suppliers.data ?? []).map((supplier) => (
                <MenuItem key={supplier.id} value={supplier.id}>
                  {contactName(supplier)}
                  {supplier.company && ` (${supplier.company})`}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              label={BUY_BY_PRODUCT_LINE_LABELS.cost}
              type="number"
              value={cost}
              onChange={(event) => {
                setCost(event.target.value)
                setTyped((current) => ({ ...current, cost: true }))
              }}
              error={costError !== undefined}
              helperText={costError}
              slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              label={BUY_BY_PRODUCT_LINE_LABELS.qty}
              type="number"
              value={qty}
              onChange={(event) => {
                setQty(event.target.value)
                setTyped((current) => ({ ...current, qty: true }))
              }}
              error={qtyError !== undefined}
              helperText={qtyError}
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
            />
          </Grid>
        </Grid>
        {!product && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('purchasing:buy.pickProduct')}
          </Typography>
        )}
      </Paper>
      <PurchaseFooter
        control={header.control}
        totals={totals}
        canSave={canSave && !saving}
        onSave={() => supplierId !== '' && void save(supplierId, lines)}
      />
    </Stack>
  )
}
