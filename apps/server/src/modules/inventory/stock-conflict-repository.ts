import { sql, type Insertable, type Kysely } from 'kysely'
import type { StockConflictsQuery } from '@counterpart/domain/schemas/offline'
import type { DialectName } from '../../db/connection.ts'
import type { Database, StockConflictTable } from '../../db/schema.ts'

type Db = Kysely<Database>

/** The SQL of stock conflicts (issue 18): what offline sales took below zero, and how each was cleared. */

/** A place stock is kept: a warehouse's stock row, or (null) the product's basic qty. */
export interface StockPlace {
  product_id: number
  warehouse_id: number | null
}

export const placeKey = (place: StockPlace) => `${place.product_id}:${place.warehouse_id ?? 'basic'}`

/** What each place holds now, read in the caller's transaction (which has just moved it). */
export async function stockLevels(db: Db, places: readonly StockPlace[]): Promise<Map<string, number>> {
  const levels = new Map<string, number>()
  const stocked = places.filter((place) => place.warehouse_id !== null)
  const basic = places.filter((place) => place.warehouse_id === null).map((place) => place.product_id)
  if (stocked.length > 0) {
    const rows = await db
      .selectFrom('stocks')
      .select(['product_id', 'warehouse_id', 'quantity'])
      .where(
        'product_id',
        'in',
        stocked.map((place) => place.product_id),
      )
      .execute()
    for (const row of rows) levels.set(placeKey(row), Number(row.quantity))
  }
  if (basic.length > 0) {
    const rows = await db.selectFrom('products').select(['id', 'qty']).where('id', 'in', basic).execute()
    for (const row of rows) levels.set(placeKey({ product_id: row.id, warehouse_id: null }), Number(row.qty))
  }
  return levels
}

/** What one place holds now; on PostgreSQL its row is locked until the caller's transaction ends. */
export async function lockedStockLevel(db: Db, dialect: DialectName, place: StockPlace): Promise<number> {
  if (place.warehouse_id === null) {
    let query = db.selectFrom('products').select('qty as quantity').where('id', '=', place.product_id)
    if (dialect === 'postgres') query = query.forUpdate()
    return Number((await query.executeTakeFirst())?.quantity ?? 0)
  }
  let query = db
    .selectFrom('stocks')
    .select('quantity')
    .where('product_id', '=', place.product_id)
    .where('warehouse_id', '=', place.warehouse_id)
  if (dialect === 'postgres') query = query.forUpdate()
  return Number((await query.executeTakeFirst())?.quantity ?? 0)
}

export async function insertConflicts(db: Db, rows: Insertable<StockConflictTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('stock_conflicts').values(rows).execute()
}

export function countOfOrder(db: Db, orderId: number): Promise<number> {
  return db
    .selectFrom('stock_conflicts')
    .select(sql<number>`count(*)`.as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirst()
    .then((row) => Number(row?.n ?? 0))
}

/** A conflict, locked for its clearing on PostgreSQL (SQLite runs one write transaction at a time). */
export function lockConflict(db: Db, dialect: DialectName, id: number) {
  let query = db.selectFrom('stock_conflicts').selectAll().where('id', '=', id)
  if (dialect === 'postgres') query = query.forUpdate()
  return query.executeTakeFirst()
}

/** Marks an open conflict cleared; false when it was cleared already. */
export async function clearConflict(
  db: Db,
  id: number,
  change: { cleared_at: string; resolution: string; cleared_by: number },
): Promise<boolean> {
  const result = await db
    .updateTable('stock_conflicts')
    .set(change)
    .where('id', '=', id)
    .where('cleared_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

function conflictsQuery(db: Db) {
  return db
    .selectFrom('stock_conflicts as c')
    .innerJoin('orders', 'orders.id', 'c.order_id')
    .innerJoin('tills', 'tills.id', 'c.till_id')
    .innerJoin('products', 'products.id', 'c.product_id')
    .leftJoin('warehouses', 'warehouses.id', 'c.warehouse_id')
    .leftJoin('stocks', (join) =>
      join.onRef('stocks.product_id', '=', 'c.product_id').onRef('stocks.warehouse_id', '=', 'c.warehouse_id'),
    )
    .leftJoin('client_sales', 'client_sales.order_id', 'c.order_id')
    .select([
      'c.id',
      'c.order_id',
      'orders.key as orderKey',
      'c.till_id',
      'tills.name as till',
      'c.product_id',
      'products.name as product',
      'c.warehouse_id',
      'warehouses.name as warehouse',
      'c.qty_short',
      // A warehouse row that is gone counts as empty; the basic qty is the product's.
      sql<number>`case when c.warehouse_id is null then products.qty else coalesce(stocks.quantity, 0) end`.as(
        'stockNow',
      ),
      sql<string>`coalesce(client_sales.sold_at, orders.created_at)`.as('soldAt'),
      'c.created_at',
      'c.cleared_at',
      'c.resolution',
    ])
}
export type StockConflictRow = Awaited<ReturnType<ReturnType<typeof conflictsQuery>['execute']>>[number]

/** Open conflicts newest first, or cleared ones last cleared first: a page, counted over the index. */
export async function listConflicts(db: Db, query: StockConflictsQuery) {
  const open = query.status === 'open'
  const count = await db
    .selectFrom('stock_conflicts')
    .select(sql<number>`count(*)`.as('n'))
    .where('cleared_at', open ? 'is' : 'is not', null)
    .executeTakeFirst()
  let rows = conflictsQuery(db).where('c.cleared_at', open ? 'is' : 'is not', null)
  if (!open) rows = rows.orderBy('c.cleared_at', 'desc')
  const items = await rows
    .orderBy('c.id', 'desc')
    .limit(query.itemsPerPage)
    .offset((query.page - 1) * query.itemsPerPage)
    .execute()
  return { items, total: Number(count?.n ?? 0) }
}
