import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { BackupFileInput } from '@counterpart/domain/schemas/backups'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { backupsQuery } from './get-backups.ts'

export function removeBackup(input: BackupFileInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/backup-remove', input)
}

export const useRemoveBackup = invalidatingMutation(removeBackup, [backupsQuery.queryKey])
