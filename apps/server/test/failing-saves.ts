import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import type { Database } from '../src/db/schema.ts'
import { TEST_DIALECT, type TestApp } from './helpers.ts'

/**
 * Runs `work` while the database itself refuses every UPDATE of `table` (a trigger that raises), so a
 * save fails where a full disk or a lost connection would make it fail: inside the transaction, after
 * the app has done everything before it. The trigger is gone again when `work` ends.
 */
export async function withUpdatesRefused<T>(test: TestApp, table: keyof Database, work: () => Promise<T>): Promise<T> {
  const db = test.database.db
  const name = sql.raw(`refuse_${table}_updates`)
  const target = sql.raw(table)
  if (TEST_DIALECT === 'sqlite') {
    await sql`create trigger ${name} before update on ${target} begin select raise(abort, 'refused by the test'); end`.execute(
      db,
    )
  } else {
    await sql`create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`.execute(
      db,
    )
    await sql`create trigger ${name} before update on ${target} for each row execute function ${name}()`.execute(db)
  }
  try {
    return await work()
  } finally {
    if (TEST_DIALECT === 'sqlite') await sql`drop trigger ${name}`.execute(db)
    else {
      await sql`drop trigger ${name} on ${target}`.execute(db)
      await sql`drop function ${name}()`.execute(db)
    }
  }
}

/** The files of one folder of the upload store (public by default), by name; none when it does not exist yet. */
export function uploadedFiles(test: TestApp, area: string, where: 'public' | 'private' = 'public'): string[] {
  const root = where === 'public' ? test.services.uploads.publicRoot : test.services.uploads.privateRoot
  const dir = path.join(root, area)
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []
}
