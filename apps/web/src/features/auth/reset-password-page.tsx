import Alert from '@mui/material/Alert'
import { passwordResetSchema, type PasswordResetInput } from '@counterpart/domain/schemas/auth'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useParams, useSearchParams } from 'react-router'
import { FormTextField } from '../../components/form-text-field.tsx'
import { applyServerErrors } from '../../lib/form-errors.ts'
import { useResetPassword } from './api/reset-password.ts'
import { AuthCard } from './components/auth-card.tsx'
import { AccountEmailField, PasswordForm } from './components/password-form.tsx'
import { useTranslation } from 'react-i18next'
import { zodFormResolver } from '../../lib/use-zod-form.ts'

export function ResetPasswordPage() {
  const { t } = useTranslation('auth')
  const { token = '' } = useParams()
  // The emailed link may carry the address (?email=...), saving the user from typing it again.
  const [searchParams] = useSearchParams()
  const form = useForm({
    resolver: zodFormResolver<PasswordResetInput>(passwordResetSchema),
    defaultValues: { token, email: searchParams.get('email') ?? '', password: '', password_confirmation: '' },
  })
  const reset = useResetPassword()
  // Errors about fields the page has no input for (an expired token) are shown above the form.
  const [otherErrors, setOtherErrors] = useState<string[]>([])
  const tokenError = form.formState.errors.token?.message

  const submit = form.handleSubmit((values) => {
    setOtherErrors([])
    reset.mutate(values, { onError: (error) => setOtherErrors(applyServerErrors(error, form)) })
  })

  return (
    <AuthCard title={t('auth:reset.title')}>
      {[...(tokenError ? [tokenError] : []), ...otherErrors].map((message) => (
        <Alert key={message} severity="error" sx={{ mb: 1 }}>
          {message}
        </Alert>
      ))}
      <PasswordForm
        onSubmit={(event) => void submit(event)}
        submitLabel={t('auth:reset.submit')}
        submitting={reset.isPending}
      >
        <AccountEmailField control={form.control} name="email" />
        <FormTextField
          control={form.control}
          name="password"
          label={t('auth:reset.password')}
          type="password"
          autoComplete="new-password"
          fullWidth
          margin="normal"
        />
        <FormTextField
          control={form.control}
          name="password_confirmation"
          label={t('auth:reset.passwordConfirmation')}
          type="password"
          autoComplete="new-password"
          fullWidth
          margin="normal"
        />
      </PasswordForm>
    </AuthCard>
  )
}
