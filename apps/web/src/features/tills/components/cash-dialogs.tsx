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
import { useTranslation } from 'react-i18next'

const TITLE = { in: 'tills:cash.in', out: 'tills:cash.out' } as const
const HINT = { in: 'tills:cash.inHint', out: 'tills:cash.outHint' } as const
const RECORD = { in: 'tills:cash.recordIn', out: 'tills:cash.recordOut' } as const

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
  const { t } = useTranslation('tills')
  const form = useZodForm(cashMovementInputSchema, { defaultValues: { direction, amount: '', reason: '' } })
  const { submit, otherErrors } = useSubmitWithServerErrors(form, async (values) => {
    const answer = await record.mutateAsync({ sessionId, input: cashMovementInputSchema.parse(values) })
    showSnackbar(answer.message, 'success')
    onClose()
  })
  return (
    <Dialog open onClose={record.isPending ? undefined : onClose} aria-labelledby="cash-title" maxWidth="xs" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="cash-title">{t(TITLE[direction])}</DialogTitle>
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
              placeholder={t(HINT[direction])}
              required
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={record.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={record.isPending}>
            {t(RECORD[direction])}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

/** The drawer opened without a sale (to give change for a note, say): recorded, with an optional reason. */
export function NoSaleDialog({ sessionId, onClose }: { sessionId: number; onClose: () => void }) {
  const record = useRecordNoSale()
  const { t } = useTranslation('tills')
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
        <DialogTitle id="no-sale-title">{t('tills:cash.noSale')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <FormErrorsAlert messages={otherErrors} />
          <FormTextField
            control={form.control}
            name="reason"
            label={TILL_LABELS.reason}
            placeholder={t('tills:cash.noSaleHint')}
            helperText={t('tills:cash.optional')}
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={record.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={record.isPending}>
            {t('tills:cash.recordNoSale')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
