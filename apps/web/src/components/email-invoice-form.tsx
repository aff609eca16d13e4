import SendIcon from '@mui/icons-material/Send'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { isApiError } from '../lib/api-error.ts'
import { showSnackbar } from '../lib/snackbar.ts'
import { useEmailSaleInvoice } from '../lib/queries/email-sale-invoice.ts'
import { useTranslation } from 'react-i18next'

/**
 * The email field and its send button (spec 001 §5, spec 002 §2.6): disabled without an address; the
 * server's 422 shows under the field, a mail server failure in the snackbar.
 */
export function EmailInvoiceForm({
  orderId,
  initialEmail = '',
  sendLabel = 'Send',
  onSent,
}: {
  orderId: number
  initialEmail?: string
  sendLabel?: string
  onSent?: () => void
}) {
  const { t } = useTranslation('common')
  const [email, setEmail] = useState(initialEmail)
  const [error, setError] = useState<string | undefined>(undefined)
  const send = useEmailSaleInvoice()

  async function submit() {
    setError(undefined)
    try {
      const answer = await send.mutateAsync({ id: orderId, emailTo: email.trim() })
      showSnackbar(answer.message, 'success')
      onSent?.()
    } catch (caught) {
      if (isApiError(caught) && caught.status === 422) setError(caught.errors?.emailTo?.[0] ?? caught.message)
      else if (isApiError(caught) && caught.status === 502) showSnackbar(caught.message, 'error')
    }
  }

  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault()
        if (email.trim()) void submit()
      }}
    >
      <TextField
        size="small"
        type="email"
        label={t('common:email.label')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error !== undefined}
        helperText={error}
        sx={{ flex: 1 }}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<SendIcon />}
        disabled={email.trim() === ''}
        loading={send.isPending}
      >
        {sendLabel}
      </Button>
    </Stack>
  )
}

/** The Transactions' email-invoice dialog with its Send Now button, prefilled with the customer's address. */
export function EmailInvoiceDialog({
  orderId,
  email = '',
  onClose,
}: {
  orderId: number
  email?: string
  onClose: () => void
}) {
  const { t } = useTranslation('common')
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('common:email.title')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <EmailInvoiceForm
          orderId={orderId}
          initialEmail={email}
          sendLabel={t('common:email.sendNow')}
          onSent={onClose}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
