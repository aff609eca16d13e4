import type { SettingsUpdateResponse, UnitsUpdateInput } from '@counterpart/domain/schemas/settings'
import { api } from '../../../lib/api.ts'
import { useSettingsSave } from './use-settings-save.ts'

export function updateUnits(input: UnitsUpdateInput): Promise<SettingsUpdateResponse> {
  return api.post<SettingsUpdateResponse>('/setting-units-update', input)
}

export const useUpdateUnits = () => useSettingsSave(updateUnits)
