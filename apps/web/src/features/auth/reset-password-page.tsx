import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import { passwordResetSchema } from '@counterpart/domain/schemas/auth'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useParams, useSearchParams } from 'react-router'
import { FormTextField } from '../../components/form-text-field.tsx'
import { applyServerErrors } from '../../lib/form-errors.ts'
import { useResetPassword } from './api/reset-password.ts'
import { AuthCard } from './components/auth-card.tsx'
import { AccountEmailField, PasswordForm } from './components/password-form.tsx'

export function ResetPasswordPage() {
  const { token = '' } = useParams()
  // The emailed link may carry the address (?email=...), saving the user from typing it again.
  const [searchParams] = useSearchParams()
  const form = useForm({
    resolver: zodResolver(passwordResetSchema),
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
    <AuthCard title="Reset Password">
      {[...(tokenError ? [tokenError] : []), ...otherErrors].map((message) => (
        <Alert key={message} severity="error" sx={{ mb: 1 }}>
          {message}
        </Alert>
      ))}
      <PasswordForm
        onSubmit={(event) => void submit(event)}
        submitLabel="Update New Password"
        submitting={reset.isPending}
      >
        <AccountEmailField control={form.control} name="email" />
        <FormTextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          fullWidth
          margin="normal"
        />
        <FormTextField
          control={form.control}
          name="password_confirmation"
          label="Password Confirmation"
          type="password"
          autoComplete="new-password"
          fullWidth
          margin="normal"
        />
      </PasswordForm>
    </AuthCard>
  )
}
