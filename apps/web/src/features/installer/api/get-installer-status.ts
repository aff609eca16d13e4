import { queryOptions, useQuery } from '@tanstack/react-query'
import type { InstallerStatus } from '@counterpart/domain/schemas/installer'
import { api } from '../../../lib/api.ts'

/**
 * GET /api/install.php: answered only while the installer is served. An installed server has no such
 * call, and its 404 sends the browser to the not-found page through the global handler.
 */
export function getInstallerStatus(): Promise<InstallerStatus> {
  return api.get<InstallerStatus>('/install.php')
}

export const installerStatusQuery = queryOptions({
  queryKey: ['installer-status'] as const,
  queryFn: getInstallerStatus,
  retry: false,
  staleTime: Infinity,
})

export function useInstallerStatus() {
  return useQuery(installerStatusQuery)
}
