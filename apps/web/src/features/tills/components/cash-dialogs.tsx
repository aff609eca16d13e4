import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { TILL_LABELS, cashMovementInputSchema, noSaleInputSchema } from '@counterpart/domain/schemas/tills'
import { FormErrorsAlert } from '../../../components/form-actions.tsx'
import { FormAmountField, FormTextField } from '../../../components/form-text-field.tsx'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useSubmitWithServerErrors, useZodForm } from '../../../lib/use-zod-form.ts'
import { useRecordCash } from '../api/cash-movement.ts'
import { useRecordNoSale } from '../api/no-sale.ts'

const TITLE = { in: 'Cash in', out: 'Cash out' } as const
const HINT = { in: 'e.g. change from the bank', out: 'e.g. banked at noon, paid the window cleaner' } as const

/** Cash put in or taken out of the drawer during the session: the amount and why. */
export function CashMovementDialog({
  sessionId,
  direction,
  onClose,
}: {
  sessionId: number
  direction: 'in' | 'out'
  onClose: () => void
}) {
  const record = useRecordCash()
  const form = useZodForm(cashMovementInputSchema, { defaultValues: { direction, amount: '', reason: '' } })
  const { submit, otherErrors } = useSubmitWithServerErrors(form, async (values) => {
    const answer = await record.mutateAsync({ sessionId, input: cashMovementInputSchema.parse(values) })
    showSnackbar(answer.message, 'success')
    onClose()
  })
  return (
    <Dialog open onClose={record.isPending ? undefined : onClose} aria-labelledby="cash-title" maxWidth="xs" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="cash-title">{TITLE[direction]}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <FormErrorsAlert messages={otherErrors} />
          <Stack spacing={2}>
            <FormAmountField
              control={form.control}
              name="amount"
              label={TILL_LABELS.amount}
              step="0.01"
              required
              autoFocus
            />
            <FormTextField
              control={form.control}
              name="reason"
              label={TILL_LABELS.reason}
              placeholder={HINT[direction]}
              required
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={record.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={record.isPending}>
            {`Record ${TITLE[direction].toLowerCase()}`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

/** The drawer opened without a sale (to give change for a note, say): recorded, with an optional reason. */
export function NoSaleDialog({ sessionId, onClose }: { sessionId: number; onClose: () => void }) {
  const record = useRecordNoSale()
  const form = useZodForm(noSaleInputSchema, { defaultValues: { reason: '' } })
  const { submit, otherErrors } = useSubmitWithServerErrors(form, async (values) => {
    const answer = await record.mutateAsync({ sessionId, reason: values.reason.trim() })
    showSnackbar(answer.message, 'success')
    onClose()
  })
  return (
    <Dialog
      open
      onClose={record.isPending ? undefined : onClose}
      aria-labelledby="no-sale-title"
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="no-sale-title">No sale</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <FormErrorsAlert messages={otherErrors} />
          <FormTextField
            control={form.control}
            name="reason"
            label={TILL_LABELS.reason}
            placeholder="e.g. change for a customer"
            helperText="Optional"
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={record.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={record.isPending}>
            Record no sale
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
