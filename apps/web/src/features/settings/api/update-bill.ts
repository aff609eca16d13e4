import type { BillSettingsInput, SettingsUpdateResponse } from '@counterpart/domain/schemas/settings'
import { api } from '../../../lib/api.ts'
import { useSettingsSave } from './use-settings-save.ts'

export function updateBillSettings(input: BillSettingsInput): Promise<SettingsUpdateResponse> {
  return api.post<SettingsUpdateResponse>('/setting-billing-update', input)
}

export const useUpdateBillSettings = () => useSettingsSave(updateBillSettings)
