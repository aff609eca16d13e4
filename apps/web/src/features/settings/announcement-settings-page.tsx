import { announcementSchema, ANNOUNCEMENT_MAX_LENGTH } from '@counterpart/domain/schemas/settings'
import { FormTextField } from '../../components/form-text-field.tsx'
import { useSettings } from './api/get-settings.ts'
import { useUpdateAnnouncement } from './api/update-announcement.ts'
import { SettingsStackForm } from './components/settings-form.tsx'
import { SettingsLayout } from './components/settings-layout.tsx'
import { useSettingsForm } from './components/use-settings-form.ts'

/** The announcement staff see on the POS screen; blank shows none. */
export function AnnouncementSettingsPage() {
  const { announcement } = useSettings()
  const mutation = useUpdateAnnouncement()
  const { form, onSubmit, saving } = useSettingsForm(announcementSchema, { announcement }, mutation)

  return (
    <SettingsLayout title="Announcement">
      <SettingsStackForm onSubmit={onSubmit} saving={saving}>
        <FormTextField
          control={form.control}
          name="announcement"
          label="Announcement"
          multiline
          minRows={4}
          fullWidth
          helperText={`Shown to staff on the POS screen. Leave blank for none. At most ${ANNOUNCEMENT_MAX_LENGTH} characters.`}
          slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_MAX_LENGTH } }}
        />
      </SettingsStackForm>
    </SettingsLayout>
  )
}
