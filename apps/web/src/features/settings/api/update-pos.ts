import type { PosSettingsInput, SettingsUpdateResponse } from '@counterpart/domain/schemas/settings'
import { api } from '../../../lib/api.ts'
import { useSettingsSave } from './use-settings-save.ts'

export function updatePosSettings(input: PosSettingsInput): Promise<SettingsUpdateResponse> {
  return api.post<SettingsUpdateResponse>('/setting-pos-update', input)
}

export const useUpdatePosSettings = () => useSettingsSave(updatePosSettings)
