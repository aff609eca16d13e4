import SendIcon from '@mui/icons-material/Send'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { BALANCE_LABELS, type ReminderDraft } from '@counterpart/domain/schemas/balances'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../lib/api-error.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useReminderDraft, useSendReminder } from '../api/balances.ts'

type Field = 'email' | 'subject' | 'message'

/**
 * The payment reminder of one customer (issue 28, item 7): the shop's wording filled in with what they
 * owe, to read and change before it goes.
 */
export function ReminderDialog({
  customer,
  onClose,
}: {
  customer: { id: number; name: string } | null
  onClose: () => void
}) {
  const { t } = useTranslation('contacts')
  const draft = useReminderDraft(customer?.id ?? null)
  return (
    <Dialog open={customer !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reminder-title">
      <DialogTitle id="reminder-title">
        {customer ? t('contacts:reminder.titleTo', { name: customer.name }) : t('contacts:reminder.title')}
      </DialogTitle>
      {draft.isPending && (
        <DialogContent>
          <CircularProgress aria-label={t('contacts:reminder.loading')} />
        </DialogContent>
      )}
      {draft.isError && (
        <>
          <DialogContent>
            <Alert severity="info">
              {isApiError(draft.error) ? draft.error.message : t('contacts:reminder.loadFailed')}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('contacts:reminder.close')}</Button>
          </DialogActions>
        </>
      )}
      {draft.data && customer && (
        <ReminderForm key={customer.id} customerId={customer.id} draft={draft.data} onClose={onClose} />
      )}
    </Dialog>
  )
}

function ReminderForm({
  customerId,
  draft,
  onClose,
}: {
  customerId: number
  draft: ReminderDraft
  onClose: () => void
}) {
  const { t } = useTranslation('contacts')
  const [values, setValues] = useState<Record<Field, string>>({
    email: draft.email,
    subject: draft.subject,
    message: draft.message,
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const send = useSendReminder()

  async function submit() {
    setErrors({})
    try {
      const answer = await send.mutateAsync({ customerId, ...values })
      showSnackbar(answer.message, 'success')
      onClose()
    } catch (caught) {
      if (isApiError(caught) && caught.status === 422) {
        const fields = caught.errors ?? {}
        setErrors({ email: fields.email?.[0], subject: fields.subject?.[0], message: fields.message?.[0] })
      }
    }
  }

  const field = (name: Field, extra: { multiline?: boolean; type?: string } = {}) => (
    <TextField
      label={BALANCE_LABELS[name]}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={errors[name] !== undefined}
      helperText={
        errors[name] ?? (name === 'email' && values.email === '' ? t('contacts:reminder.noEmail') : undefined)
      }
      required
      fullWidth
      type={extra.type}
      multiline={extra.multiline}
      minRows={extra.multiline ? 8 : undefined}
    />
  )

  // Built before the JSX: the field names are keys, not text.
  const inputs = {
    email: field('email', { type: 'email' }),
    subject: field('subject'),
    message: field('message', { multiline: true }),
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {inputs.email}
          {inputs.subject}
          {inputs.message}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending}>
          {t('contacts:form.cancel')}
        </Button>
        <Button type="submit" variant="contained" startIcon={<SendIcon />} loading={send.isPending}>
          {t('contacts:reminder.send')}
        </Button>
      </DialogActions>
    </form>
  )
}
