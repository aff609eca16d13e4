import fs from 'node:fs'
import SQLite from 'better-sqlite3'
import type { Kysely } from 'kysely'
import pg from 'pg'
import { APP_VERSION } from '@counterpart/domain/constants'
import { isPostgresUrl } from '../../config.ts'
import type { Database } from '../../db/schema.ts'
import { nowIso } from '../../platform/time.ts'
import { insertInstallation } from './repository.ts'

/** Sets the installed flag: from now on the web installer answers 404 and refuses every step. */
export async function markInstalled(db: Kysely<Database>): Promise<void> {
  await insertInstallation(db, APP_VERSION, nowIso())
}

/**
 * Whether the database at this URL holds an installed Counterpart, asked before the app opens it for
 * good (start-up in INSTALLER=web mode, the installer's connection step). A database that does not exist
 * or cannot be reached is not installed.
 */
export async function probeInstalled(databaseUrl: string): Promise<boolean> {
  if (isPostgresUrl(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 })
    try {
      await client.connect()
      return await postgresHasInstallation(client)
    } catch {
      return false
    } finally {
      await client.end().catch(() => undefined)
    }
  }
  const file = databaseUrl.replace(/^sqlite:(\/\/)?/, '')
  if (!fs.existsSync(file)) return false
  let sqlite: SQLite.Database | null = null
  try {
    sqlite = new SQLite(file, { readonly: true, fileMustExist: true })
    return sqliteHasInstallation(sqlite)
  } catch {
    return false
  } finally {
    sqlite?.close()
  }
}

export function sqliteHasInstallation(sqlite: SQLite.Database): boolean {
  const table = sqlite
    .prepare("select count(*) from sqlite_master where type = 'table' and name = 'installation'")
    .pluck()
    .get()
  if (!table) return false
  return Number(sqlite.prepare('select count(*) from installation').pluck().get()) > 0
}

export async function postgresHasInstallation(client: pg.Client): Promise<boolean> {
  const table = await client.query<{ found: string | null }>("select to_regclass('public.installation')::text as found")
  if (!table.rows[0]?.found) return false
  const rows = await client.query<{ total: number }>('select count(*) as total from installation')
  return Number(rows.rows[0]?.total ?? 0) > 0
}
