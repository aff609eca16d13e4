import SendIcon from '@mui/icons-material/Send'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { SEND_MAIL_LABELS, sendMailSchema } from '@counterpart/domain/schemas/reports'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '../../../components/form-text-field.tsx'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { useSendMail } from '../api/send-mail.ts'

/** Spec 001 §2, §5: the quick mail (email, subject, message) with the server's errors under the fields. */
export function QuickMailForm() {
  const { t } = useTranslation('dashboard')
  const send = useSendMail()
  const form = useZodForm(sendMailSchema, { defaultValues: { email: '', subject: '', message: '' } })
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await send.mutateAsync(values)
      showSnackbar(answer.message, 'success')
      form.reset()
    } catch (error) {
      applyServerErrors(error, form)
    }
  })
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('dashboard:mail.title')}
        </Typography>
        <Stack component="form" aria-label={t('dashboard:mail.label')} noValidate spacing={2} onSubmit={submit}>
          <FormTextField control={form.control} name="email" label={SEND_MAIL_LABELS.email} type="email" fullWidth />
          <FormTextField control={form.control} name="subject" label={SEND_MAIL_LABELS.subject} fullWidth />
          <FormTextField
            control={form.control}
            name="message"
            label={SEND_MAIL_LABELS.message}
            multiline
            minRows={4}
            fullWidth
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={send.isPending}>
              {t('dashboard:mail.send')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  )
}
