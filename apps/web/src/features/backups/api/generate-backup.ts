import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { BackupEntry } from '@counterpart/domain/schemas/backups'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { backupsQuery } from './get-backups.ts'

export interface GenerateBackupResponse extends MessageResponse {
  backup: BackupEntry
}

export function generateBackup(): Promise<GenerateBackupResponse> {
  return api.post<GenerateBackupResponse>('/backup-generate')
}

export const useGenerateBackup = invalidatingMutation(generateBackup, [backupsQuery.queryKey])
