import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { passwordEmailSchema } from '@counterpart/domain/schemas/auth'
import { useForm } from 'react-hook-form'
import { Link as RouterLink } from 'react-router'
import { FormTextField } from '../../components/form-text-field.tsx'
import { applyServerErrors } from '../../lib/form-errors.ts'
import { useSendResetLink } from './api/send-reset-link.ts'
import { AuthCard } from './components/auth-card.tsx'

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
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'space-between' }}>
          <Button component={RouterLink} to="/login">
            Back to login
          </Button>
          <Button type="submit" variant="contained" loading={sendLink.isPending}>
            Confirm Email
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  )
}
