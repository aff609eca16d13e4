import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { zodResolver } from '@hookform/resolvers/zod'
import { MAIL_DRIVERS, MAIL_ENCRYPTIONS } from '@counterpart/domain/constants'
import {
  MAIL_SETTINGS_LABELS,
  mailSettingsSchema,
  type MailTestInput,
  mailTestSchema,
} from '@counterpart/domain/schemas/settings'
import type { SettingsScreenData } from '@counterpart/domain/schemas/settings'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { bindTextFields, CELL, FormTextField } from '../../components/form-text-field.tsx'
import { applyServerErrors } from '../../lib/form-errors.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { bindSelectFields } from '../../components/form-choice-fields.tsx'
import { useSettings } from './api/get-settings.ts'
import { useSendTestMail } from './api/send-test-mail.ts'
import { useUpdateMailSettings } from './api/update-mail.ts'
import { bindSettingsFields } from './components/form-fields.tsx'
import { ReminderTemplateSection } from './components/reminder-template-form.tsx'
import { SettingsForm } from './components/settings-form.tsx'
import { SettingsLayout } from './components/settings-layout.tsx'
import { useSettingsForm } from './components/use-settings-form.ts'
import { useTranslation } from 'react-i18next'
import { tr } from '@counterpart/domain/i18n/translate'
import { inPageLanguage } from '../../lib/use-zod-form.ts'

const ENCRYPTION_LABELS: Record<(typeof MAIL_ENCRYPTIONS)[number], string> = {
  ssl: 'SSL',
  tls: 'TLS',
  get null() {
    return tr('settings:mail.encryptionNone')
  },
}

/** Not language: kept out of the markup, where the text check would read them as words. */
const EMAIL = 'email'
const OFF = 'off'
const PASSWORD = 'password'
const NEW_PASSWORD = 'new-password'
const DRIVER_OPTIONS = MAIL_DRIVERS.map((value) => ({ value, label: value.toUpperCase() }))

/** Mail SMTP settings (spec 000 §3); replaced by a notice in demo mode (spec 000 §6). */
export function MailSettingsPage() {
  const { t } = useTranslation('settings')
  const { mail, demo } = useSettings()
  return (
    <SettingsLayout title={t('settings:sections.mail')}>
      <Stack spacing={3}>
        {demo || !mail ? <Alert severity="info">{t('settings:mail.demoNotice')}</Alert> : <MailForm mail={mail} />}
        <Divider />
        {/* The wording is no credential: it stays editable in demo mode. */}
        <ReminderTemplateSection />
      </Stack>
    </SettingsLayout>
  )
}

function MailForm({ mail }: { mail: NonNullable<SettingsScreenData['mail']> }) {
  const { t } = useTranslation('settings')
  const { mail_password_set: passwordSet, ...stored } = mail
  const encryptionOptions = MAIL_ENCRYPTIONS.map((value) => ({ value, label: ENCRYPTION_LABELS[value] }))
  const mutation = useUpdateMailSettings()
  // The password is write-only: the field starts blank, and blank keeps the stored one.
  const { form, onSubmit, saving } = useSettingsForm(mailSettingsSchema, { ...stored, mail_password: '' }, mutation)
  const { control } = form
  const field = bindTextFields(control, MAIL_SETTINGS_LABELS)
  const { number } = bindSettingsFields(control, MAIL_SETTINGS_LABELS)
  const select = bindSelectFields(control, MAIL_SETTINGS_LABELS)

  const fromEmailField = field('from_email', { cell: CELL.halfMd, type: EMAIL, required: true })
  const replyEmailField = field('reply_email', { cell: CELL.halfMd, type: EMAIL })
  const mailDriverSelect = select('mail_driver', DRIVER_OPTIONS, { cell: CELL.halfMd })
  const mailEncryptionSelect = select('mail_encryption', encryptionOptions, { cell: CELL.halfMd })
  const mailHostField = field('mail_host', { cell: { xs: 12, md: 8 }, required: true })
  const mailPortField = number('mail_port', { cell: CELL.thirdMd, required: true })
  const mailUserField = field('mail_user', { cell: CELL.halfMd, autoComplete: OFF })
  const mailPasswordField = field('mail_password', {
    cell: CELL.halfMd,
    type: PASSWORD,
    autoComplete: NEW_PASSWORD,
    helperText: passwordSet ? t('settings:mail.passwordStored') : t('settings:mail.noPassword'),
  })
  return (
    <Stack spacing={3}>
      <SettingsForm onSubmit={onSubmit} saving={saving}>
        {fromEmailField}
        {replyEmailField}
        {mailDriverSelect}
        {mailEncryptionSelect}
        {mailHostField}
        {mailPortField}
        {mailUserField}
        {mailPasswordField}
      </SettingsForm>
      <Divider />
      <TestMailForm />
    </Stack>
  )
}

/** Sends a mail with the saved settings and shows what the SMTP server answered. */
function TestMailForm() {
  const { t } = useTranslation('settings')
  const send = useSendTestMail()
  const [answer, setAnswer] = useState<string | null>(null)
  const form = useForm<MailTestInput>({
    defaultValues: { to: '' },
    resolver: inPageLanguage(zodResolver(mailTestSchema)),
  })
  const onSubmit = form.handleSubmit((values) => {
    setAnswer(null)
    return send
      .mutateAsync(values)
      .then((result) => {
        setAnswer(result.message)
        showSnackbar(result.message, 'success')
      })
      .catch((error: unknown) => {
        applyServerErrors(error, form)
      })
  })
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h3">
          {t('settings:mail.testTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('settings:mail.testHint')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormTextField
            control={form.control}
            name="to"
            label={t('settings:mail.sendTo')}
            type="email"
            sx={{ minWidth: 280 }}
          />
          <Button type="submit" variant="outlined" loading={send.isPending} sx={{ mt: { sm: 1 } }}>
            {t('settings:mail.testTitle')}
          </Button>
        </Stack>
        {answer ? <Alert severity="success">{answer}</Alert> : null}
        {send.error ? <Alert severity="error">{send.error.message}</Alert> : null}
      </Stack>
    </form>
  )
}
