import { zodResolver } from '@hookform/resolvers/zod'
import Typography from '@mui/material/Typography'
import { passwordEmailSchema } from '@counterpart/domain/schemas/auth'
import { useForm } from 'react-hook-form'
import { applyServerErrors } from '../../lib/form-errors.ts'
import { useSendResetLink } from './api/send-reset-link.ts'
import { AuthCard } from './components/auth-card.tsx'
import { AccountEmailField, PasswordForm } from './components/password-form.tsx'

export function ForgetPasswordPage() {
  const form = useForm({ resolver: zodResolver(passwordEmailSchema), defaultValues: { email: '' } })
  const sendLink = useSendResetLink()

  const submit = form.handleSubmit((values) => {
    sendLink.mutate(values, { onError: (error) => applyServerErrors(error, form) })
  })

  return (
    <AuthCard title="Forget Password">
      <Typography variant="body2" color="text.secondary">
        Enter the email address of your account; we will send you a link to choose a new password.
      </Typography>
      <PasswordForm
        onSubmit={(event) => void submit(event)}
        submitLabel="Confirm Email"
        submitting={sendLink.isPending}
      >
        <AccountEmailField control={form.control} name="email" />
      </PasswordForm>
    </AuthCard>
  )
}
