import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

/** Selling units (issue 29 items 4-6): the reads the devices service's selling block needs. */

/** The sale that last sold a unit: when, and its number as staff read it (the order's key). */
export async function lastSaleOf(
  db: Kysely<Database>,
  unitId: number,
): Promise<{ at: string; key: string; orderId: number } | null> {
  const row = await db
    .selectFrom('device_events')
    .innerJoin('orders', 'orders.id', 'device_events.document_id')
    .select(['device_events.at', 'orders.key', 'orders.id'])
    .where('device_events.unit_id', '=', unitId)
    .where('device_events.type', '=', 'sold')
    .where('device_events.document_type', '=', 'order')
    .orderBy('device_events.id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row ? { at: row.at, key: row.key, orderId: row.id } : null
}

export async function productName(db: Kysely<Database>, productId: number): Promise<string | null> {
  const row = await db.selectFrom('products').select('name').where('id', '=', productId).executeTakeFirst()
  return row?.name ?? null
}

/**
 * The models of the units whose IMEI starts with `tac`, the most recently made first. Fifteen-digit IMEIs
 * sharing a TAC lie between TAC…0 and TAC…9 as text, a range the imei1 index answers on both databases.
 */
export async function modelsOfTac(db: Kysely<Database>, tac: string): Promise<string[]> {
  const rows = await db
    .selectFrom('device_units')
    .select(['model', (eb) => eb.fn.max('id').as('latest')])
    .where('kind', '=', 'imei')
    .where('imei1', '>=', `${tac}0000000`)
    .where('imei1', '<=', `${tac}9999999`)
    .where('model', '<>', '')
    .groupBy('model')
    .orderBy('latest', 'desc')
    .limit(10)
    .execute()
  return rows.map((row) => row.model)
}

/** The live units whose IMEI ends with these digits (as printed on a box or a receipt). */
export function liveByTail(db: Kysely<Database>, tail: string) {
  return db
    .selectFrom('device_units')
    .selectAll()
    .where('imei1_tail', '=', tail)
    .where('status', '<>', 'scrapped')
    .orderBy('id')
    .limit(2)
    .execute()
}

/** The buy-back that last bought a unit from a customer: its item is what the terminal sells. */
export async function lastBuybackOf(db: Kysely<Database>, unitId: number): Promise<number | null> {
  const row = await db
    .selectFrom('device_events')
    .select('document_id')
    .where('unit_id', '=', unitId)
    .where('type', '=', 'bought')
    .where('document_type', '=', 'buyback')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.document_id ?? null
}
