import type { Insertable, Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

/** The SQL of a repair's parts (repair_parts, 0041). Money in cents. */

type Db = Kysely<Database>

export type RepairPartRow = Awaited<ReturnType<typeof findPart>> & {}

export function findPart(db: Db, repairId: number, partId: number) {
  return db
    .selectFrom('repair_parts')
    .selectAll()
    .where('repair_id', '=', repairId)
    .where('id', '=', partId)
    .executeTakeFirst()
}

export async function insertPart(db: Db, part: Insertable<Database['repair_parts']>): Promise<number> {
  const row = await db.insertInto('repair_parts').values(part).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/**
 * Moves a part from one state to another, only if it is still in `from`: two requests releasing the same part
 * (or a release racing the completion that consumes it) change it once. Answers whether it changed.
 */
export async function setPartState(
  db: Db,
  partId: number,
  from: readonly string[],
  to: string,
  now: string,
  change: { purchase_id?: number | null; warehouse_id?: number | null } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('repair_parts')
    .set({ state: to, updated_at: now, ...change })
    .where('id', '=', partId)
    .where('state', 'in', [...from])
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Takes `qty` units off an ordered part (they came, and are reserved on a line of their own). */
export async function takeFromOrdered(db: Db, partId: number, qty: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('repair_parts')
    .set((eb) => ({ qty: eb('qty', '-', qty), updated_at: now }))
    .where('id', '=', partId)
    .where('state', '=', 'ordered')
    .where('qty', '>', qty)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** The unit a part turned out to be (an ordered serial-tracked part, when its unit came). */
export async function setPartUnit(db: Db, partId: number, unitId: number): Promise<void> {
  await db.updateTable('repair_parts').set({ unit_id: unitId }).where('id', '=', partId).execute()
}

/** A ticket's parts in some states, oldest first. */
export function partsInState(db: Db, repairId: number, states: readonly string[]) {
  return db
    .selectFrom('repair_parts')
    .selectAll()
    .where('repair_id', '=', repairId)
    .where('state', 'in', [...states])
    .orderBy('id')
    .execute()
}

/** The ordered parts waiting for a purchase order, oldest first. */
export function partsOnPurchase(db: Db, purchaseId: number) {
  return db
    .selectFrom('repair_parts')
    .selectAll()
    .where('purchase_id', '=', purchaseId)
    .where('state', '=', 'ordered')
    .orderBy('id')
    .execute()
}

/** A ticket's parts as the repair page lists them, with the names of what they point to. */
export function partsOfRepair(db: Db, repairId: number) {
  return db
    .selectFrom('repair_parts')
    .innerJoin('products', 'products.id', 'repair_parts.product_id')
    .leftJoin('warehouses', 'warehouses.id', 'repair_parts.warehouse_id')
    .leftJoin('device_units', 'device_units.id', 'repair_parts.unit_id')
    .leftJoin('orders', 'orders.id', 'repair_parts.purchase_id')
    .select([
      'repair_parts.id',
      'repair_parts.product_id',
      'products.name as product_name',
      'products.sku as product_sku',
      'repair_parts.warehouse_id',
      'warehouses.name as warehouse_name',
      'repair_parts.qty',
      'repair_parts.price',
      'repair_parts.state',
      'repair_parts.unit_id',
      'device_units.imei1 as unit_imei',
      'device_units.serial as unit_serial',
      'repair_parts.purchase_id',
      'orders.key as purchase_key',
      'repair_parts.created_at',
    ])
    .where('repair_parts.repair_id', '=', repairId)
    .orderBy('repair_parts.id')
    .execute()
}
export type RepairPartListRow = Awaited<ReturnType<typeof partsOfRepair>>[number]

/** What adding a part needs to know of its product: name, tracking, where it sells from, its prices. */
export function partProduct(db: Db, productId: number) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'sku', 'serialTracked', 'warehouseSaleFrom', 'price', 'cost', 'state'])
    .where('id', '=', productId)
    .executeTakeFirst()
}

/** A warehouse's stock row of a product (its prices), if it has one. */
export function partStockRow(db: Db, productId: number, warehouseId: number) {
  return db
    .selectFrom('stocks')
    .select(['price', 'cost'])
    .where('product_id', '=', productId)
    .where('warehouse_id', '=', warehouseId)
    .executeTakeFirst()
}

export async function warehouseExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('warehouses').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
}

/** Whether the product holds stock in any warehouse row (else it sells from its basic qty). */
export async function hasStockRows(db: Db, productId: number): Promise<boolean> {
  return (
    (await db.selectFrom('stocks').select('id').where('product_id', '=', productId).limit(1).executeTakeFirst()) !==
    undefined
  )
}

/**
 * Places whose kept `reserved` counter is not the sum of their reserved parts (empty when all is well): the
 * tests' check that every reservation was held and let go through the stock service.
 */
export async function reservationViolations(db: Db) {
  const held = await db
    .selectFrom('repair_parts')
    .select(['product_id', 'warehouse_id', (eb) => eb.fn.sum<number>('qty').as('qty')])
    .where('state', '=', 'reserved')
    .groupBy(['product_id', 'warehouse_id'])
    .execute()
  const expected = new Map(held.map((row) => [`${row.product_id}:${row.warehouse_id}`, Number(row.qty)]))
  const stocks = await db.selectFrom('stocks').select(['product_id', 'warehouse_id', 'reserved']).execute()
  const products = await db.selectFrom('products').select(['id as product_id', 'reserved']).execute()
  const kept = [
    ...stocks.map((row) => ({ key: `${row.product_id}:${row.warehouse_id}`, reserved: Number(row.reserved) })),
    ...products.map((row) => ({ key: `${row.product_id}:null`, reserved: Number(row.reserved) })),
  ]
  return kept.map((row) => ({ ...row, parts: expected.get(row.key) ?? 0 })).filter((row) => row.reserved !== row.parts)
}

/** A product's stock rows with their warehouses, for the Parts panel. */
export function stockPlacesOf(db: Db, productId: number) {
  return db
    .selectFrom('stocks')
    .innerJoin('warehouses', 'warehouses.id', 'stocks.warehouse_id')
    .select(['stocks.warehouse_id', 'warehouses.name as warehouse_name', 'stocks.quantity', 'stocks.reserved'])
    .where('stocks.product_id', '=', productId)
    .orderBy('warehouses.name')
    .execute()
}

/** The units of a serial-tracked product on the shop's shelf, which a part may name (the first 100). */
export function shelfUnitsOf(db: Db, productId: number) {
  return db
    .selectFrom('device_units')
    .select(['id', 'imei1', 'serial', 'warehouse_id'])
    .where('product_id', '=', productId)
    .where('owner', '=', 'shop')
    .where('status', 'in', ['in_stock', 'returned'])
    .orderBy('id')
    .limit(100)
    .execute()
}

/** The product as the Parts panel names it, with its basic qty and what repairs hold of it. */
export function partStockProduct(db: Db, productId: number) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'sku', 'serialTracked', 'price', 'qty', 'reserved', 'warehouseSaleFrom'])
    .where('id', '=', productId)
    .executeTakeFirst()
}
