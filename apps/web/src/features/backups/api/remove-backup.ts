import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BackupFileInput } from '@counterpart/domain/schemas/backups'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { backupsQuery } from './get-backups.ts'

export function removeBackup(input: BackupFileInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/backup-remove', input)
}

export function useRemoveBackup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeBackup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsQuery.queryKey }),
  })
}
