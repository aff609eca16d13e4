import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { SettingsScreenData } from '@counterpart/domain/schemas/settings'
import { api } from '../../../lib/api.ts'

/** GET /api/settings: what the settings screens edit (never the mail password). */
export function getSettings(): Promise<SettingsScreenData> {
  return api.get<SettingsScreenData>('/settings')
}

export const settingsQuery = queryOptions({
  queryKey: ['settings'] as const,
  queryFn: getSettings,
})

export function useSettings(): SettingsScreenData {
  return useSuspenseQuery(settingsQuery).data
}
