import type { SettingsUpdateResponse, TermsField } from '@counterpart/domain/schemas/settings'
import { api } from '../../../lib/api.ts'
import { useSettingsSave } from './use-settings-save.ts'

export interface UpdateTermsVariables {
  field: TermsField
  value: string
}

/** POST /setting-terms-update with exactly one terms field. */
export function updateTerms({ field, value }: UpdateTermsVariables): Promise<SettingsUpdateResponse> {
  return api.post<SettingsUpdateResponse>('/setting-terms-update', { [field]: value })
}

export const useUpdateTerms = () => useSettingsSave(updateTerms)
