import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BackupFileInput } from '@counterpart/domain/schemas/backups'
import { api, type MessageResponse } from '../../../lib/api.ts'

export interface RestoreBackupResponse extends MessageResponse {
  /** The safety backup of the data as it was just before the restore. */
  safety: string
}

export function restoreBackup(input: BackupFileInput): Promise<RestoreBackupResponse> {
  return api.patch<RestoreBackupResponse>('/backup-restore', input)
}

/** Every cached answer is from before the restore: all of them are refetched. */
export function useRestoreBackup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: restoreBackup,
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
