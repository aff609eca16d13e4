import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { passwordResetSchema } from '@counterpart/domain/schemas/auth'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link as RouterLink, useParams, useSearchParams } from 'react-router'
import { FormTextField } from '../../components/form-text-field.tsx'
import { applyServerErrors } from '../../lib/form-errors.ts'
import { useResetPassword } from './api/reset-password.ts'
import { AuthCard } from './components/auth-card.tsx'

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
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <FormTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          fullWidth
          margin="normal"
        />
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
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'space-between' }}>
          <Button component={RouterLink} to="/login">
            Back to login
          </Button>
          <Button type="submit" variant="contained" loading={reset.isPending}>
            Update New Password
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  )
}
