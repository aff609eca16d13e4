import { useMutation } from '@tanstack/react-query'
import type { BackupFileInput } from '@counterpart/domain/schemas/backups'
import { api, type MessageResponse } from '../../../lib/api.ts'

export interface RestoreBackupResponse extends MessageResponse {
  /** The safety backup of the data as it was just before the restore. */
  safety: string
}

export function restoreBackup(input: BackupFileInput): Promise<RestoreBackupResponse> {
  return api.patch<RestoreBackupResponse>('/backup-restore', input)
}

/**
 * Nothing is refetched: the restore signed everyone out, and the page leaves for the sign-in page with a
 * full load, which drops every cached answer from before the restore.
 */
export function useRestoreBackup() {
  return useMutation({ mutationFn: restoreBackup })
}
