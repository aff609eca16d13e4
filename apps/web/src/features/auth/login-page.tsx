import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { LoginInput } from '@counterpart/domain/schemas/auth'
import { LOGIN_LABELS } from '@counterpart/domain/schemas/auth-labels'
import { useRef, useState, type FormEvent } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { serverFieldErrors } from '../../lib/form-errors.ts'
import { signOutMessage } from '../../lib/sign-out-reasons.ts'
import { useLogin } from './api/login.ts'
import { AuthCard } from './components/auth-card.tsx'
import { OutlinedTextField } from './components/outlined-text-field.tsx'
import { checkLogin, LOGIN_FIELDS, loginFieldError, type LoginErrors, type LoginField } from './login-rules.ts'
import { useTranslation } from 'react-i18next'

/**
 * A plain controlled form rather than react-hook-form with the zod schema (login-rules.ts says why). It
 * behaves as the other forms do: checked on submit, then again as each field is typed, the first wrong
 * field focused, and the server's 422 messages shown under their fields.
 */
export function LoginPage() {
  const { t } = useTranslation('auth')
  const login = useLogin()
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' })
  const [errors, setErrors] = useState<LoginErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({})
  // Set when the app itself signed the user out (a restore of a backup): say why.
  const [searchParams] = useSearchParams()
  const signedOutBecause = signOutMessage(searchParams.get('reason'))

  function showErrors(next: LoginErrors) {
    setErrors(next)
    const first = LOGIN_FIELDS.find((field) => next[field] !== undefined)
    if (first) inputs.current[first]?.focus()
  }

  function change(field: LoginField, value: string) {
    const next = { ...values, [field]: value }
    setValues(next)
    if (submitted) setErrors((current) => ({ ...current, [field]: loginFieldError(field, next) }))
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
    const checked = checkLogin(values)
    if (checked.errors) {
      showErrors(checked.errors)
      return
    }
    setErrors({})
    login.mutate(checked.data, {
      onError: (error) => {
        // A 422 names the email or the password; a message for any other field has nowhere to go.
        const server = serverFieldErrors(error)
        const onForm: LoginErrors = {}
        for (const field of LOGIN_FIELDS) onForm[field] = server[field]
        showErrors(onForm)
      },
    })
  }

  function fieldProps(field: LoginField) {
    return {
      name: field,
      value: values[field],
      onChange: (event: { target: { value: string } }) => change(field, event.target.value),
      inputRef: (input: HTMLInputElement | null) => {
        inputs.current[field] = input
      },
      error: errors[field] !== undefined,
      helperText: errors[field],
    }
  }

  const emailField = fieldProps('email')
  const passwordField = fieldProps('password')

  return (
    <AuthCard title={t('auth:login.title')}>
      {signedOutBecause ? (
        <Typography role="status" variant="body2" color="info.main" sx={{ mb: 2 }}>
          {signedOutBecause}
        </Typography>
      ) : null}
      <Box component="form" noValidate onSubmit={submit}>
        <OutlinedTextField {...emailField} label={LOGIN_LABELS.email} type="email" autoComplete="username" autoFocus />
        <OutlinedTextField
          {...passwordField}
          label={LOGIN_LABELS.password}
          type="password"
          autoComplete="current-password"
        />
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'space-between' }}>
          <Button component={RouterLink} to="/welcome">
            {t('auth:login.home')}
          </Button>
          <Button type="submit" variant="contained" loading={login.isPending}>
            {t('auth:login.submit')}
          </Button>
        </Stack>
        <Typography variant="body2" align="center" sx={{ mt: 3 }}>
          {/* Two sentences, a question and its link, without <Trans>: the sign-in page's download is budgeted. */}
          {t('auth:login.forgot')}{' '}
          <Link component={RouterLink} to="/forget-password">
            {t('auth:login.resetHere')}
          </Link>
        </Typography>
      </Box>
    </AuthCard>
  )
}
