import { tr } from '@counterpart/domain/i18n/translate'
import { createReadStream } from 'node:fs'
import {
  BACKUP_MESSAGES,
  BACKUP_UPLOAD_FIELD,
  backupDownloadQuerySchema,
  backupFileSchema,
  backupListResponseSchema,
  backupRestoredResponseSchema,
  backupWrittenResponseSchema,
  type BackupListResponse,
} from '@counterpart/domain/schemas/backups'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import { withAuditRequest } from '../../platform/audit.ts'
import { ValidationError } from '../../platform/errors.ts'
import { route, doneWith } from '../../platform/routes.ts'
import type { BackupsService } from './service.ts'

export function backupsRoutes(backups: BackupsService) {
  return [
    route({
      method: 'GET',
      url: '/backup-load',
      gate: 'backups',
      summary: 'The backups on the server, newest first: number, time, file name and size',
      response: backupListResponseSchema,
      handler: async (): Promise<BackupListResponse> => ({ backups: await backups.list() }),
    }),
    route({
      method: 'POST',
      url: '/backup-generate',
      gate: 'backups',
      summary: 'Writes a consistent backup of the live database now',
      response: backupWrittenResponseSchema,
      handler: async () => ({ message: BACKUP_MESSAGES.generated, backup: await backups.generate() }),
    }),
    route({
      method: 'PATCH',
      url: '/backup-restore',
      gate: 'backups',
      summary:
        'Checks a listed backup against this version’s schema, keeps a safety backup of the current data, then restores the file’s data and signs everyone out',
      body: backupFileSchema,
      response: backupRestoredResponseSchema,
      handler: async ({ body }) => {
        const { safety } = await backups.restore(body.file)
        return {
          message: tr('messages:server.backup.restored', { restored: BACKUP_MESSAGES.restored, safety }),
          safety,
        }
      },
    }),
    route({
      method: 'POST',
      url: '/backup-remove',
      gate: 'backups',
      summary: 'Deletes a listed backup file',
      body: backupFileSchema,
      response: messageResponseSchema,
      handler: ({ body }) => doneWith(backups.remove(body.file), BACKUP_MESSAGES.removed),
    }),
    route({
      method: 'GET',
      url: '/backup-download',
      gate: 'backups',
      summary: 'Sends a listed backup file, to keep a copy off this machine',
      query: backupDownloadQuerySchema,
      response: { file: ['application/octet-stream'] },
      handler: async ({ query, reply, request, auth }) => {
        // A GET writes no event on its own (the route layer audits changes); a copy taken away is audited here.
        const file = await withAuditRequest(
          {
            actor: auth ? { id: auth.user.id, name: auth.user.name } : null,
            ip: request.ip,
            requestId: request.id,
            route: 'GET /api/backup-download',
            written: 0,
          },
          () => backups.download(query.file),
        )
        return reply
          .header('Content-Type', 'application/octet-stream')
          .header('Content-Length', String(file.size))
          .header('Content-Disposition', `attachment; filename="${query.file}"`)
          .header('Cache-Control', 'no-store')
          .send(createReadStream(file.path))
      },
    }),
    route({
      method: 'POST',
      url: '/backup-upload',
      gate: 'backups',
      summary: 'Stores a backup made elsewhere (multipart field file) once it has passed the same checks as a restore',
      multipart: true,
      response: backupWrittenResponseSchema,
      handler: async ({ request }) => {
        const part = request.isMultipart()
          ? await request
              .file({
                limits: { fileSize: backups.uploadLimit(), files: 1, fields: 5 },
                // The service refuses a file cut at the limit with a 422 naming the limit.
                throwFileSizeLimit: false,
              })
              .catch((error: unknown) => {
                // A body that does not read as multipart is the client's error, never a 500.
                const status = (error as { statusCode?: number }).statusCode
                if (status !== undefined && status >= 400 && status < 500) throw error
                throw ValidationError.field(BACKUP_UPLOAD_FIELD, BACKUP_MESSAGES.uploadBroken)
              })
          : undefined
        if (!part || part.fieldname !== BACKUP_UPLOAD_FIELD)
          throw ValidationError.field(BACKUP_UPLOAD_FIELD, BACKUP_MESSAGES.uploadMissing)
        const backup = await backups.upload(part.file)
        return { message: BACKUP_MESSAGES.uploaded, backup }
      },
    }),
  ]
}
