import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { AppConfig } from '../../config.ts'
import { openDatabase } from '../../db/connection.ts'
import { migrateToLatest } from '../../db/migrate.ts'
import { migrations } from '../../db/migrations/index.ts'
import { withAuditRequest } from '../../platform/audit.ts'
import { ValidationError, ConflictError } from '../../platform/errors.ts'
import { createUploadStore } from '../../platform/uploads.ts'
import { createSettingsService } from '../settings/service.ts'
import { createBackupsService } from './service.ts'

/** Who the audit log names for a restore run from the command line (no one is signed in). */
export const COMMAND_LINE_ACTOR = { id: null, name: 'command line (npm run restore)' }

/**
 * `npm run restore -- <file>`: the way back when the app itself cannot be used (nobody can sign in, the
 * server does not start). It restores a backup through exactly the checks of the Backup screen, on the
 * database the server is configured with, without the server and without signing in. `file` is a name of
 * the backup list (`before-restore-…` the safety copy) or the path of a file elsewhere, which is first
 * checked and stored as an upload (a relative path from `cwd`). Answers what it printed; throws with the reason when it refused.
 */
export async function restoreFromCommandLine(config: AppConfig, file: string, cwd = process.cwd()): Promise<string[]> {
  const database = openDatabase(config.databaseUrl)
  const said: string[] = []
  const log = { info: () => undefined, error: () => undefined }
  try {
    // A database broken by hand may also lag behind this version: the restore builds on the current schema.
    await migrateToLatest(database.db)
    const settings = createSettingsService(database.db, {
      demo: config.demo,
      timezone: config.timezone,
      uploads: createUploadStore(config.dataDir),
      dialect: database.dialect,
    })
    const backups = createBackupsService({
      database,
      config,
      knownMigrations: Object.keys(migrations),
      afterRestore: async () => {
        await migrateToLatest(database.db)
        await settings.ensureStored()
      },
      log,
    })
    const request = {
      actor: COMMAND_LINE_ACTOR,
      ip: '',
      requestId: '',
      route: 'npm run restore',
      written: 0,
    }
    await withAuditRequest(request, async () => {
      const listed = (await backups.list()).some((entry) => entry.name === file)
      let name = file
      if (!listed) {
        const source = path.resolve(cwd, file)
        await fs.access(source).catch(() => {
          throw new Error(`No backup named ${file} in ${backups.directory}, and no file at ${source}.`)
        })
        name = (await backups.upload(createReadStream(source))).name
        said.push(`Checked ${source} and stored it as ${name}.`)
      }
      const { safety } = await backups.restore(name)
      said.push(`Restored ${name}. The data before the restore was saved as ${safety}.`)
      said.push('Everyone signs in again.')
    })
    return said
  } catch (error) {
    if (error instanceof ValidationError || error instanceof ConflictError) throw new Error(error.message)
    throw error
  } finally {
    await database.db.destroy()
  }
}
