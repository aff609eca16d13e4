import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { FormEventHandler, ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { Link as RouterLink } from 'react-router'
import { FormTextField } from '../../../components/form-text-field.tsx'
import { useTranslation } from 'react-i18next'

/** A password page's form: its fields, then Back to login on one side and the submit button on the other. */
export function PasswordForm({
  onSubmit,
  submitLabel,
  submitting,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>
  submitLabel: string
  submitting: boolean
  children: ReactNode
}) {
  const { t } = useTranslation('auth')
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {children}
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'space-between' }}>
        <Button component={RouterLink} to="/login">
          {t('auth:backToLogin')}
        </Button>
        <Button type="submit" variant="contained" loading={submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  )
}

/** The account's email, the first field of the forget and reset password forms. */
export function AccountEmailField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>
  name: FieldPath<T>
}) {
  const { t } = useTranslation('auth')
  return (
    <FormTextField
      control={control}
      name={name}
      label={t('auth:email')}
      type="email"
      autoComplete="email"
      autoFocus
      fullWidth
      margin="normal"
    />
  )
}
