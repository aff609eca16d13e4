import { BACKUP_MESSAGES, backupFileSchema, type BackupListResponse } from '@counterpart/domain/schemas/backups'
import { route } from '../../platform/routes.ts'
import type { BackupsService } from './service.ts'

export function backupsRoutes(backups: BackupsService) {
  return [
    route({
      method: 'GET',
      url: '/backup-load',
      gate: 'backups',
      summary: 'The backups on the server, newest first: number, time, file name and size',
      handler: async (): Promise<BackupListResponse> => ({ backups: await backups.list() }),
    }),
    route({
      method: 'POST',
      url: '/backup-generate',
      gate: 'backups',
      summary: 'Writes a consistent backup of the live database now',
      handler: async () => ({ message: BACKUP_MESSAGES.generated, backup: await backups.generate() }),
    }),
    route({
      method: 'PATCH',
      url: '/backup-restore',
      gate: 'backups',
      summary: 'Checks a listed backup, keeps a safety backup of the current data, then restores the file',
      body: backupFileSchema,
      handler: async ({ body }) => {
        const { safety } = await backups.restore(body.file)
        return {
          message: `${BACKUP_MESSAGES.restored} The data before the restore was saved as ${safety}.`,
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
      handler: async ({ body }) => {
        await backups.remove(body.file)
        return { message: BACKUP_MESSAGES.removed }
      },
    }),
  ]
}
