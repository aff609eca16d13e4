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

const REASON_OPTIONS = ADJUSTMENT_REASONS.map((reason) => ({ value: reason, label: ADJUSTMENT_REASON_LABELS[reason] }))

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
  return (
    <Dialog
      open
      onClose={adjust.isPending ? undefined : onClose}
      aria-labelledby="adjust-stock-title"
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="adjust-stock-title">Adjust stock of {product.name}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            A positive change adds units (found), a negative one takes them out (damaged, lost, theft).
          </DialogContentText>
          <FormErrorsAlert messages={otherErrors} />
          <Grid container spacing={2}>
            {select(
              'warehouse_id',
              (warehouses.data ?? []).map((warehouse) => ({ value: warehouse.id, label: warehouse.name })),
              { cell: CELL.half },
            )}
            {field('qty', {
              cell: CELL.half,
              type: 'number',
              helperText: 'For example −2 or 3',
              slotProps: { htmlInput: { inputMode: 'numeric' } },
            })}
            {select('reason', REASON_OPTIONS, { cell: CELL.half })}
            {field('note', { cell: CELL.half })}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={adjust.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={adjust.isPending}>
            Adjust
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
