import type { MailSettingsInput, SettingsUpdateResponse } from '@counterpart/domain/schemas/settings'
import { api } from '../../../lib/api.ts'
import { useSettingsSave } from './use-settings-save.ts'

export function updateMailSettings(input: MailSettingsInput): Promise<SettingsUpdateResponse> {
  return api.post<SettingsUpdateResponse>('/setting-mail-update', input)
}

export const useUpdateMailSettings = () => useSettingsSave(updateMailSettings)
