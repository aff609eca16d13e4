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
  get confirmRestore() {
    return tr('messages:backups.backup.confirmRestore')
  },
  get confirmRemove() {
    return tr('messages:backups.backup.confirmRemove')
  },
  get generated() {
    return tr('messages:backups.backup.generated')
  },
  get removed() {
    return tr('messages:backups.backup.removed')
  },
  get restored() {
    return tr('messages:backups.backup.restored')
  },
  get unknownFile() {
    return FIELD_MESSAGES.selected(BACKUP_LABELS.file)
  },
  get busy() {
    return tr('messages:backups.backup.busy')
  },
  get uploaded() {
    return tr('messages:backups.backup.uploaded')
  },
  get uploadMissing() {
    return tr('messages:backups.backup.uploadMissing')
  },
  get uploadBroken() {
    return tr('messages:backups.backup.uploadBroken')
  },
  notABackup: (reason: string) => tr('messages:backups.backup.notABackup', { file: BACKUP_LABELS.file, reason }),
  /** The first rows of the file whose values the app could not use, each `table row id, column: why`. */
  invalidRows: (rows: string[]) =>
    tr('messages:backups.backup.invalidRows', { file: BACKUP_LABELS.file, value: rows.join('; ') }),
}

/** The upload field of POST /backup-upload (multipart). */
export const BACKUP_UPLOAD_FIELD = 'file'

export function backupTooLargeMessage(maxBytes: number): string {
  return FIELD_MESSAGES.imageTooLarge(BACKUP_LABELS.file, Math.floor(maxBytes / (1024 * 1024)))
}
