import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Grid from '@mui/material/Grid'
import {
  ADJUSTMENT_LABELS,
  ADJUSTMENT_REASONS,
  ADJUSTMENT_REASON_LABELS,
  adjustmentInputSchema,
} from '@counterpart/domain/schemas/stock-documents'
import { CELL, bindTextFields } from '../../../components/form-text-field.tsx'
import { bindSelectFields } from '../../../components/form-choice-fields.tsx'
import { FormErrorsAlert } from '../../../components/form-actions.tsx'
import { useWarehouseOptions } from '../../../lib/queries/warehouses.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useSubmitWithServerErrors, useZodForm } from '../../../lib/use-zod-form.ts'
import { useAdjustStock } from '../api/adjust-stock.ts'
import { useTranslation } from 'react-i18next'

/**
 * Adjust stock: one product in one warehouse changed by hand, a signed quantity (−2 takes two out) with its
 * reason and a note. A take-out below zero is refused by the server (409 naming the product) unless the
 * shop allows overselling.
 */
export function AdjustStockDialog({
  product,
  warehouseId,
  onClose,
}: {
  product: { id: number; name: string }
  /** The warehouse to start from (the row the dialog was opened on). */
  warehouseId?: number
  onClose: () => void
}) {
  const warehouses = useWarehouseOptions()
  const adjust = useAdjustStock()
  const { t } = useTranslation('inventory')
  // Built while drawing: the reasons' labels come in the reader's language.
  const reasonOptions = ADJUSTMENT_REASONS.map((reason) => ({ value: reason, label: ADJUSTMENT_REASON_LABELS[reason] }))
  const form = useZodForm(adjustmentInputSchema, {
    defaultValues: {
      product_id: product.id,
      warehouse_id: warehouseId ?? '',
      qty: '',
      reason: 'count',
      note: '',
    },
  })
  const field = bindTextFields(form.control, ADJUSTMENT_LABELS)
  const select = bindSelectFields(form.control, ADJUSTMENT_LABELS)
  const { submit, otherErrors } = useSubmitWithServerErrors(form, async (values) => {
    // The form holds text; the request is the schema's checked output.
    const answer = await adjust.mutateAsync(adjustmentInputSchema.parse(values))
    showSnackbar(answer.message, 'success')
    onClose()
  })
  // Drawn out of the markup, so that the field names read as the keys they are.
  const warehouseSelect = select(
    'warehouse_id',
    (warehouses.data ?? []).map((warehouse) => ({ value: warehouse.id, label: warehouse.name })),
    { cell: CELL.half },
  )
  const qtyField = field('qty', {
    cell: CELL.half,
    type: 'number',
    helperText: t('inventory:adjust.example'),
    slotProps: { htmlInput: { inputMode: 'numeric' } },
  })
  const reasonSelect = select('reason', reasonOptions, { cell: CELL.half })
  const noteField = field('note', { cell: CELL.half })
  return (
    <Dialog
      open
      onClose={adjust.isPending ? undefined : onClose}
      aria-labelledby="adjust-stock-title"
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="adjust-stock-title">{t('inventory:adjust.title', { product: product.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('inventory:adjust.help')}</DialogContentText>
          <FormErrorsAlert messages={otherErrors} />
          <Grid container spacing={2}>
            {warehouseSelect}
            {qtyField}
            {reasonSelect}
            {noteField}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={adjust.isPending}>
            {t('inventory:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={adjust.isPending}>
            {t('inventory:adjust.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
