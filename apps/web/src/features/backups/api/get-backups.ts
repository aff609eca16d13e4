import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BackupListResponse } from '@counterpart/domain/schemas/backups'
import { api } from '../../../lib/api.ts'

/** GET /api/backup-load: the backup files, newest first. */
export function getBackups(): Promise<BackupListResponse> {
  return api.get<BackupListResponse>('/backup-load', { overlay: false })
}

export const backupsQuery = queryOptions({ queryKey: ['backups'] as const, queryFn: getBackups })

export function useBackups() {
  return useQuery(backupsQuery)
}
