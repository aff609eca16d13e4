import { z } from 'zod'
import './zod-messages.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { requiredText } from './fields.ts'

/** The backup list names each backup by its file name; the upload's file field is the backup file. */
export const BACKUP_LABELS = { file: 'Backup file' } as const

/** Body of PATCH /backup-restore and POST /backup-remove: a file name from the backup list. */
export const backupFileSchema = z.object({ file: requiredText(BACKUP_LABELS.file, 255) })
export type BackupFileInput = z.input<typeof backupFileSchema>

/** Query of GET /backup-download: a file name from the backup list. */
export const backupDownloadQuerySchema = backupFileSchema

/** How a backup came to be: the Backup now button, the daily timer, the copy taken before a restore, or an upload. */
export type BackupKind = 'manual' | 'daily' | 'safety' | 'uploaded'

export interface BackupEntry {
  /** Position in the list, newest first, from 1. */
  number: number
  /** The file name, which the restore and remove calls send back. */
  name: string
  /** When the file was written, ISO-8601. */
  time: string
  /** Bytes. */
  size: number
  kind: BackupKind
}

export interface BackupListResponse {
  backups: BackupEntry[]
}

export const BACKUP_MESSAGES = {
  confirmRestore: 'Are you sure to restore backup ? ',
  confirmRemove: 'Are you sure to remove ?',
  generated: 'Backup created successfully !',
  removed: 'Backup removed successfully !',
  restored: 'Backup restored successfully !',
  unknownFile: FIELD_MESSAGES.selected(BACKUP_LABELS.file),
  busy: 'Another backup or restore is running. Please try again when it has finished.',
  uploaded: 'Backup uploaded successfully !',
  uploadMissing: 'Choose a backup file to upload.',
  notABackup: (reason: string) => `The ${BACKUP_LABELS.file} is not a valid backup of this application: ${reason}.`,
} as const

/** The upload field of POST /backup-upload (multipart). */
export const BACKUP_UPLOAD_FIELD = 'file'

export function backupTooLargeMessage(maxBytes: number): string {
  return `The ${BACKUP_LABELS.file} may not be greater than ${Math.floor(maxBytes / (1024 * 1024))} MB.`
}
