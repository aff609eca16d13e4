import Typography from '@mui/material/Typography'
import { passwordEmailSchema, type PasswordEmailInput } from '@counterpart/domain/schemas/auth'
import { useForm } from 'react-hook-form'
import { applyServerErrors } from '../../lib/form-errors.ts'
import { useSendResetLink } from './api/send-reset-link.ts'
import { AuthCard } from './components/auth-card.tsx'
import { AccountEmailField, PasswordForm } from './components/password-form.tsx'
import { useTranslation } from 'react-i18next'
import { zodFormResolver } from '../../lib/use-zod-form.ts'

export function ForgetPasswordPage() {
  const { t } = useTranslation('auth')
  const form = useForm({
    resolver: zodFormResolver<PasswordEmailInput>(passwordEmailSchema),
    defaultValues: { email: '' },
  })
  const sendLink = useSendResetLink()

  const submit = form.handleSubmit((values) => {
    sendLink.mutate(values, { onError: (error) => applyServerErrors(error, form) })
  })

  return (
    <AuthCard title={t('auth:forget.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('auth:forget.intro')}
      </Typography>
      <PasswordForm
        onSubmit={(event) => void submit(event)}
        submitLabel={t('auth:forget.submit')}
        submitting={sendLink.isPending}
      >
        <AccountEmailField control={form.control} name="email" />
      </PasswordForm>
    </AuthCard>
  )
}
