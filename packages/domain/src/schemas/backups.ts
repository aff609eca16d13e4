import { z } from 'zod'
import './zod-messages.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { requiredText } from './fields.ts'
import { tr } from '../i18n/translate.ts'

/** The backup list names each backup by its file name; the upload's file field is the backup file. */
export const BACKUP_LABELS = {
  get file() {
    return tr('fields:backups.backup.file')
  },
}

/** Body of PATCH /backup-restore and POST /backup-remove: a file name from the backup list. */
export const backupFileSchema = z.object({ file: requiredText(BACKUP_LABELS.file, 255) })
export type BackupFileInput = z.input<typeof backupFileSchema>

/** Query of GET /backup-download: a file name from the backup list. */
export const backupDownloadQuerySchema = backupFileSchema

/** How a backup came to be: the Backup now button, the daily timer, the copy taken before a restore, or an upload. */
export const BACKUP_KINDS = ['manual', 'daily', 'safety', 'uploaded'] as const
export type BackupKind = (typeof BACKUP_KINDS)[number]

export const backupEntrySchema = z.object({
  /** Position in the list, newest first, from 1. */
  number: z.number().int(),
  /** The file name, which the restore and remove calls send back. */
  name: z.string(),
  /** When the file was written, ISO-8601. */
  time: z.string(),
  /** Bytes. */
  size: z.number(),
  kind: z.enum(BACKUP_KINDS),
})
export type BackupEntry = z.infer<typeof backupEntrySchema>

export const backupListResponseSchema = z.object({ backups: z.array(backupEntrySchema) })
export type BackupListResponse = z.infer<typeof backupListResponseSchema>

/** Backup now and an upload: the message and the new backup. */
export const backupWrittenResponseSchema = z.object({ message: z.string(), backup: backupEntrySchema })

/** A restore: the message and the name of the safety backup of the data it replaced. */
export const backupRestoredResponseSchema = z.object({ message: z.string(), safety: z.string() })

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
  uploadBroken: 'The backup file did not arrive whole. Please upload it again.',
  notABackup: (reason: string) => `The ${BACKUP_LABELS.file} is not a valid backup of this application: ${reason}.`,
  /** The first rows of the file whose values the app could not use, each `table row id, column: why`. */
  invalidRows: (rows: string[]) =>
    `The ${BACKUP_LABELS.file} holds values this version cannot use: ${rows.join('; ')}. Nothing was changed.`,
} as const

/** The upload field of POST /backup-upload (multipart). */
export const BACKUP_UPLOAD_FIELD = 'file'

export function backupTooLargeMessage(maxBytes: number): string {
  return `The ${BACKUP_LABELS.file} may not be greater than ${Math.floor(maxBytes / (1024 * 1024))} MB.`
}
