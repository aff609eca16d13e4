import type { SettingsUpdateResponse } from '@counterpart/domain/schemas/settings'
import { api } from '../../../lib/api.ts'
import { useSettingsSave } from './use-settings-save.ts'

export type LogoField = 'logo' | 'logoBill'

export interface UploadLogoVariables {
  field: LogoField
  file: File
}

/** POST /setting-logo (multipart logo) or /setting-logo-bill (multipart logoBill). */
export function uploadLogo({ field, file }: UploadLogoVariables): Promise<SettingsUpdateResponse> {
  const form = new FormData()
  form.append(field, file)
  return api.post<SettingsUpdateResponse>(field === 'logo' ? '/setting-logo' : '/setting-logo-bill', form)
}

export const useUploadLogo = () => useSettingsSave(uploadLogo)
