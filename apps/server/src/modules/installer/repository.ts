import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

const INSTALLATION_ROW = 1

/** Sets the installed flag once; a later call keeps the first date. */
export async function insertInstallation(db: Kysely<Database>, version: string, installedAt: string): Promise<void> {
  await db
    .insertInto('installation')
    .values({ id: INSTALLATION_ROW, version, installed_at: installedAt })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute()
}
