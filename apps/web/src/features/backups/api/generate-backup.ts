import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BackupEntry } from '@counterpart/domain/schemas/backups'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { backupsQuery } from './get-backups.ts'

export interface GenerateBackupResponse extends MessageResponse {
  backup: BackupEntry
}

export function generateBackup(): Promise<GenerateBackupResponse> {
  return api.post<GenerateBackupResponse>('/backup-generate')
}

export function useGenerateBackup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: generateBackup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsQuery.queryKey }),
  })
}
