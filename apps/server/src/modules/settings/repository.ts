import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

const SETTINGS_ROW = 1

export async function readSettingsRow(db: Kysely<Database>) {
  return db.selectFrom('settings').select(['data', 'updated_at']).where('id', '=', SETTINGS_ROW).executeTakeFirst()
}

export async function insertSettingsRow(db: Kysely<Database>, data: string, updatedAt: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ id: SETTINGS_ROW, data, updated_at: updatedAt })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute()
}

export async function writeSettingsRow(db: Kysely<Database>, data: string, updatedAt: string): Promise<void> {
  await db.updateTable('settings').set({ data, updated_at: updatedAt }).where('id', '=', SETTINGS_ROW).execute()
}
