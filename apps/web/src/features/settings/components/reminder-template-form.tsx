import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  BALANCE_LABELS,
  REMINDER_PLACEHOLDERS,
  reminderTemplateSchema,
  type ReminderTemplate,
} from '@counterpart/domain/schemas/balances'
import { FormTextField } from '../../../components/form-text-field.tsx'
import { QueryStatus } from '../../../components/query-status.tsx'
import { useReminderTemplate, useSaveReminderTemplate } from '../api/reminder-template.ts'
import { SettingsStackForm } from './settings-form.tsx'
import { useSettingsForm } from './use-settings-form.ts'
import { useTranslation } from 'react-i18next'

/**
 * The payment reminder's wording (issue 28, item 7), sent from Who owes what. The words in braces are
 * filled in per customer; the person sending can still change the text before it goes.
 */
export function ReminderTemplateSection() {
  const { t } = useTranslation('settings')
  const template = useReminderTemplate()
  return (
    <Stack spacing={2} component="section" aria-labelledby="reminder-template-title">
      <Typography variant="subtitle1" component="h3" id="reminder-template-title">
        {t('settings:reminder.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('settings:reminder.intro', { placeholders: REMINDER_PLACEHOLDERS.map((name) => `{${name}}`).join(', ') })}
      </Typography>
      {template.data ? (
        <ReminderTemplateForm template={template.data} />
      ) : (
        <QueryStatus query={template} record="reminder wording" />
      )}
    </Stack>
  )
}

function ReminderTemplateForm({ template }: { template: ReminderTemplate }) {
  const save = useSaveReminderTemplate()
  const { form, onSubmit, saving } = useSettingsForm(reminderTemplateSchema, template, save)
  return (
    <SettingsStackForm onSubmit={onSubmit} saving={saving}>
      <FormTextField control={form.control} name="subject" label={BALANCE_LABELS.templateSubject} fullWidth required />
      <FormTextField
        control={form.control}
        name="body"
        label={BALANCE_LABELS.templateBody}
        fullWidth
        required
        multiline
        minRows={8}
      />
    </SettingsStackForm>
  )
}
