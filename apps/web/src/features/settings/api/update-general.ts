import type { GeneralSettingsInput, SettingsUpdateResponse } from '@counterpart/domain/schemas/settings'
import { api } from '../../../lib/api.ts'
import { useSettingsSave } from './use-settings-save.ts'

export function updateGeneralSettings(input: GeneralSettingsInput): Promise<SettingsUpdateResponse> {
  return api.post<SettingsUpdateResponse>('/setting-general-update', input)
}

export const useUpdateGeneralSettings = () => useSettingsSave(updateGeneralSettings)
