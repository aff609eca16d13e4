import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

/** All the SQL of the customer display's pairings (issue 33, item 5). */

export async function insertCode(
  db: Db,
  row: { till_id: number; code_hash: string; expires_at: string; created_at: string },
): Promise<number> {
  const inserted = await db.insertInto('display_pairing_codes').values(row).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}

/** Whether a code with this hash is still live (a new code must not be mistaken for another till's). */
export async function liveCodeExists(db: Db, codeHash: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('display_pairing_codes')
    .select('id')
    .where('code_hash', '=', codeHash)
    .where('expires_at', '>', now)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return row !== undefined
}

/** A till's earlier codes stop working when it shows a new one: one code on screen is the one that pairs. */
export async function retireCodesOf(db: Db, tillId: number, now: string): Promise<void> {
  await db
    .updateTable('display_pairing_codes')
    .set({ used_at: now })
    .where('till_id', '=', tillId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute()
}

/**
 * Takes a live code: one guarded update, so two displays typing the same code at once cannot both pair.
 * Returns the till it pairs with, or undefined when the code is unknown, expired or used.
 */
export async function consumeCode(db: Db, codeHash: string, now: string): Promise<{ till_id: number } | undefined> {
  const live = await db
    .selectFrom('display_pairing_codes')
    .select(['id', 'till_id'])
    .where('code_hash', '=', codeHash)
    .where('expires_at', '>', now)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  if (!live) return undefined
  const taken = await db
    .updateTable('display_pairing_codes')
    .set({ used_at: now })
    .where('id', '=', live.id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(taken.numUpdatedRows) === 1 ? { till_id: live.till_id } : undefined
}

/** Codes that can no longer pair (expired or used a day ago): nothing reads them. */
export async function purgeOldCodes(db: Db, before: string): Promise<void> {
  await db.deleteFrom('display_pairing_codes').where('expires_at', '<', before).execute()
}

export async function insertDisplay(
  db: Db,
  row: { till_id: number; secret_hash: string; paired_at: string },
): Promise<number> {
  const inserted = await db
    .insertInto('customer_displays')
    .values({ ...row, last_seen_at: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  return inserted.id
}

export function findDisplayBySecret(db: Db, secretHash: string) {
  return db
    .selectFrom('customer_displays')
    .select(['id', 'till_id', 'paired_at'])
    .where('secret_hash', '=', secretHash)
    .executeTakeFirst()
}

export function findDisplay(db: Db, id: number) {
  return db
    .selectFrom('customer_displays')
    .select(['id', 'till_id', 'paired_at'])
    .where('id', '=', id)
    .executeTakeFirst()
}

export function displaysOf(db: Db, tillId: number) {
  return db
    .selectFrom('customer_displays')
    .select(['id', 'paired_at', 'last_seen_at'])
    .where('till_id', '=', tillId)
    .orderBy('id')
    .execute()
}

export async function noteSeen(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('customer_displays').set({ last_seen_at: at }).where('id', '=', id).execute()
}

export async function deleteDisplay(db: Db, id: number): Promise<void> {
  await db.deleteFrom('customer_displays').where('id', '=', id).execute()
}
