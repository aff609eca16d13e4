import AddIcon from '@mui/icons-material/Add'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ScheduleIcon from '@mui/icons-material/Schedule'
import VisibilityIcon from '@mui/icons-material/Visibility'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { DEFAULT_GATEWAY, GATEWAYS } from '@counterpart/domain/constants'
import { MESSAGES } from '@counterpart/domain/messages'
import { toCents } from '@counterpart/domain/money'
import { canAddPayment } from '@counterpart/domain/pricing/payments'
import {
  noteInList,
  PAYMENT_LABELS,
  paymentInputSchema,
  type PaymentRecord,
} from '@counterpart/domain/schemas/payments'
import { paymentMethodLabel } from '@counterpart/domain/schemas/tenders'
import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { TableHeadRow } from './table-head-row.tsx'
import { FormActions, FormErrorsAlert } from './form-actions.tsx'
import { pathOf } from '../lib/paths.ts'
import { FormNotesField } from './form-notes-field.tsx'
import { CELL, FormAmountField, FormTextField } from './form-text-field.tsx'
import { RowAction, DeleteRowAction, EditRowAction } from './row-action.tsx'
import { useConfirmedDelete } from './use-confirmed-delete.tsx'
import { useCan } from '../lib/app-configuration.ts'
import { showSnackbar } from '../lib/snackbar.ts'
import { useFormatters } from '../lib/use-formatters.ts'
import { useDeletePayment } from '../lib/queries/delete-payment.ts'
import { useOrderPayments } from '../lib/queries/order-payments.ts'
import { useMakePayment } from '../lib/queries/make-payment.ts'
import { useUpdatePayment } from '../lib/queries/update-payment.ts'
import { useSubmitWithServerErrors, useZodForm } from '../lib/use-zod-form.ts'
import { useTranslation } from 'react-i18next'

interface PaymentFormValues {
  amount: string
  gateway: string
  note: string
  status: boolean
}

function PaymentForm({
  orderId,
  editing,
  due,
  onClose,
}: {
  orderId: number
  editing: PaymentRecord | null
  due: number
  onClose: () => void
}) {
  const { t } = useTranslation('common')
  const make = useMakePayment()
  const update = useUpdatePayment()
  // The amount defaults to what is due; Mark Paid defaults to on (spec 002 §4, §5).
  const form = useZodForm<typeof paymentInputSchema, PaymentFormValues>(paymentInputSchema, {
    defaultValues: editing
      ? { amount: String(editing.amount), gateway: editing.gateway, note: editing.note, status: editing.status }
      : { amount: String(due), gateway: DEFAULT_GATEWAY, note: '', status: true },
  })

  const { submit, otherErrors } = useSubmitWithServerErrors(form, async (values) => {
    const input = paymentInputSchema.parse({ ...values, method: editing ? editing.method : true })
    const answer = editing
      ? await update.mutateAsync({ id: editing.id, input })
      : await make.mutateAsync({ orderId, input })
    showSnackbar(answer.message, 'success')
    onClose()
  })

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ mt: 2 }}
      aria-label={t('common:paymentsPanel.make')}
    >
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {editing ? t('common:paymentsPanel.edit') : t('common:paymentsPanel.make')}
      </Typography>
      <FormErrorsAlert messages={otherErrors} />
      <Grid container spacing={2}>
        <FormAmountField
          cell={CELL.third}
          control={form.control}
          name="amount"
          label={PAYMENT_LABELS.amount}
          step="0.01"
        />
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={form.control} name="gateway" label={PAYMENT_LABELS.gateway} select fullWidth>
            {GATEWAYS.map((gateway) => (
              <MenuItem key={gateway} value={gateway}>
                {paymentMethodLabel(gateway)}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                label={t('common:paymentsPanel.markPaid')}
              />
            )}
          />
        </Grid>
        <FormNotesField cell={12} control={form.control} name="note" label={PAYMENT_LABELS.note} />
      </Grid>
      <FormActions submitLabel={t('common:actions.proceed')} disabled={make.isPending || update.isPending}>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
      </FormActions>
    </Box>
  )
}

/**
 * The payments of one order with what is due (spec 001 §2, spec 002 §2.7): reused by the purchase,
 * sale and refund detail screens. The form stays hidden until Add or Edit opens it; a save reloads
 * the list and closes it.
 */
export function PaymentsPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation('common')
  const panel = useOrderPayments(orderId)
  const { money } = useFormatters()
  const canWrite = useCan('paymentDetails')
  const deletion = useConfirmedDelete<PaymentRecord>(useDeletePayment())
  const [form, setForm] = useState<{ editing: PaymentRecord | null } | null>(null)
  const payments = panel.data?.payments ?? []
  const due = panel.data?.due ?? 0
  const dueCents = toCents(due)

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('common:paymentsPanel.title')}
        </Typography>
        {canWrite && (
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            disabled={!canAddPayment(dueCents) || form !== null}
            onClick={() => setForm({ editing: null })}
          >
            {t('common:paymentsPanel.add')}
          </Button>
        )}
      </Stack>
      {panel.isFetching && <LinearProgress aria-label={t('common:paymentsPanel.loading')} />}
      {panel.isError && <Alert severity="error">{t('common:paymentsPanel.failed')}</Alert>}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('common:paymentsPanel.tableLabel')}>
          <TableHeadRow
            cells={[
              t('common:paymentsPanel.status'),
              t('common:paymentsPanel.method'),
              { label: t('common:paymentsPanel.amount'), align: 'right' },
              t('common:paymentsPanel.gateway'),
              t('common:paymentsPanel.note'),
              { label: t('common:table.actions'), align: 'right' },
            ]}
          />
          <TableBody>
            {panel.isSuccess && payments.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} align="center">
                  {MESSAGES.recordNotFound}
                </TableCell>
              </TableRow>
            )}
            {payments.map((payment) => (
              <TableRow key={payment.id}>
                <TableCell>
                  {payment.status ? (
                    <CheckCircleIcon color="success" aria-label={t('common:paymentsPanel.paid')} fontSize="small" />
                  ) : (
                    <ScheduleIcon color="warning" aria-label={t('common:paymentsPanel.pending')} fontSize="small" />
                  )}
                </TableCell>
                <TableCell>
                  {payment.method ? t('common:paymentsPanel.cash') : t('common:paymentsPanel.onCredit')}
                </TableCell>
                <TableCell align="right">{money(payment.amount)}</TableCell>
                <TableCell>{paymentMethodLabel(payment.gateway)}</TableCell>
                <TableCell>{noteInList(payment.note)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {canWrite && (
                    <EditRowAction
                      label={t('common:paymentsPanel.editRow', { id: payment.id })}
                      size="small"
                      onClick={() => setForm({ editing: payment })}
                    />
                  )}
                  {canWrite && (
                    <RowAction
                      title={t('common:actions.view')}
                      label={t('common:paymentsPanel.viewRow', { id: payment.id })}
                      icon={VisibilityIcon}
                      size="small"
                      to={pathOf('PaymentDetails', { id: payment.id })}
                    />
                  )}
                  {canWrite && (
                    <DeleteRowAction
                      label={t('common:paymentsPanel.deleteRow', { id: payment.id })}
                      size="small"
                      onClick={() => deletion.ask(payment)}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
            {due > 0 && (
              <TableRow>
                <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
                  {t('common:paymentsPanel.due')}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700, color: 'error.main' }}>
                  {money(due)}
                </TableCell>
                <TableCell colSpan={3} />
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      {form && (
        <PaymentForm
          key={form.editing?.id ?? 'new'}
          orderId={orderId}
          editing={form.editing}
          due={due}
          onClose={() => setForm(null)}
        />
      )}
      {deletion.dialog}
    </Paper>
  )
}
