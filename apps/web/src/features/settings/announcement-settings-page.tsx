import { announcementSchema, ANNOUNCEMENT_MAX_LENGTH } from '@counterpart/domain/schemas/settings'
import { FormTextField } from '../../components/form-text-field.tsx'
import { useSettings } from './api/get-settings.ts'
import { useUpdateAnnouncement } from './api/update-announcement.ts'
import { SettingsStackForm } from './components/settings-form.tsx'
import { SettingsLayout } from './components/settings-layout.tsx'
import { useSettingsForm } from './components/use-settings-form.ts'
import { useTranslation } from 'react-i18next'

/** The announcement staff see on the POS screen; blank shows none. */
export function AnnouncementSettingsPage() {
  const { t } = useTranslation('settings')
  const { announcement } = useSettings()
  const mutation = useUpdateAnnouncement()
  const { form, onSubmit, saving } = useSettingsForm(announcementSchema, { announcement }, mutation)

  return (
    <SettingsLayout title={t('settings:sections.announcement')}>
      <SettingsStackForm onSubmit={onSubmit} saving={saving}>
        <FormTextField
          control={form.control}
          name="announcement"
          label={t('settings:announcement.label')}
          multiline
          minRows={4}
          fullWidth
          helperText={t('settings:announcement.hint', { max: ANNOUNCEMENT_MAX_LENGTH })}
          slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_MAX_LENGTH } }}
        />
      </SettingsStackForm>
    </SettingsLayout>
  )
}
