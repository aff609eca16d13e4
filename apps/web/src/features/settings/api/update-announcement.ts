import type { AnnouncementInput, SettingsUpdateResponse } from '@counterpart/domain/schemas/settings'
import { api } from '../../../lib/api.ts'
import { useSettingsSave } from './use-settings-save.ts'

export function updateAnnouncement(input: AnnouncementInput): Promise<SettingsUpdateResponse> {
  return api.post<SettingsUpdateResponse>('/setting-announcement', input)
}

export const useUpdateAnnouncement = () => useSettingsSave(updateAnnouncement)
