import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { EventRow, UnitRow } from './repository.ts'

/**
 * What a unit's passport shows beside the unit itself (issue 29, item 8): the names of its product and
 * warehouse, the price the shop sells it at, and each event's document and person by name. A few lookups
 * by id, each answered by a primary key.
 */

export function productOf(db: Kysely<Database>, id: number | null) {
  if (id === null) return Promise.resolve(undefined)
  return db.selectFrom('products').select(['name', 'price']).where('id', '=', id).executeTakeFirst()
}

export async function warehouseName(db: Kysely<Database>, id: number | null): Promise<string> {
  if (id === null) return ''
  const row = await db.selectFrom('warehouses').select('name').where('id', '=', id).executeTakeFirst()
  return row?.name ?? ''
}

/** The bought-back item a unit came in as (its latest buy-back event's document), with its own price. */
export function boughtItemOf(db: Kysely<Database>, events: readonly EventRow[]) {
  const buyback = events.findLast((event) => event.document_type === 'buyback' && event.document_id !== null)
  if (!buyback?.document_id) return Promise.resolve(undefined)
  return db
    .selectFrom('custom_products')
    .select(['id', 'price', 'isSold'])
    .where('id', '=', buyback.document_id)
    .executeTakeFirst()
}

/** The sales, refunds and purchases a unit's events point at, by id: the keys staff know them by. */
export interface OrderRef {
  key: string
  kind: 'sale' | 'refund' | 'purchase'
}

function orderKind(row: { refunding: number; purchasing: number }): OrderRef['kind'] {
  if (Number(row.purchasing) === 1) return 'purchase'
  return Number(row.refunding) === 1 ? 'refund' : 'sale'
}

export async function orderReferences(db: Kysely<Database>, events: readonly EventRow[]) {
  const ids = [...new Set(events.filter((e) => e.document_type === 'order').map((e) => e.document_id))].filter(
    (id): id is number => id !== null,
  )
  if (ids.length === 0) return new Map<number, OrderRef>()
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'key', 'refunding', 'purchasing'])
    .where('id', 'in', ids)
    .execute()
  return new Map(rows.map((row) => [row.id, { key: row.key, kind: orderKind(row) }]))
}

/** The people who wrote a unit's events, by id. */
export async function userNames(db: Kysely<Database>, events: readonly EventRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(events.map((event) => event.user_id))].filter((id): id is number => id !== null)
  if (ids.length === 0) return new Map()
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute()
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** The unit's latest sale, while it is sold. */
export function lastSale(unit: UnitRow, events: readonly EventRow[]) {
  if (unit.status !== 'sold') return undefined
  return events.findLast((event) => event.type === 'sold')
}

export async function warehouseExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('warehouses').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
}
