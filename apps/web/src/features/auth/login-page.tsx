import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { loginSchema } from '@counterpart/domain/schemas/auth'
import { useForm } from 'react-hook-form'
import { Link as RouterLink } from 'react-router'
import { FormTextField } from '../../components/form-text-field.tsx'
import { applyServerErrors } from '../../lib/form-errors.ts'
import { useLogin } from './api/login.ts'
import { AuthCard } from './components/auth-card.tsx'

export function LoginPage() {
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } })
  const login = useLogin()

  const submit = form.handleSubmit((values) => {
    login.mutate(values, { onError: (error) => applyServerErrors(error, form) })
  })

  return (
    <AuthCard title="Sign in">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <FormTextField
          control={form.control}
          name="email"
          label="Login"
          type="email"
          autoComplete="username"
          autoFocus
          fullWidth
          margin="normal"
        />
        <FormTextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          fullWidth
          margin="normal"
        />
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'space-between' }}>
          <Button component={RouterLink} to="/welcome">
            Home
          </Button>
          <Button type="submit" variant="contained" loading={login.isPending}>
            Login
          </Button>
        </Stack>
        <Typography variant="body2" align="center" sx={{ mt: 3 }}>
          Forgot your password?{' '}
          <Link component={RouterLink} to="/forget-password">
            Reset here
          </Link>
        </Typography>
      </Box>
    </AuthCard>
  )
}
