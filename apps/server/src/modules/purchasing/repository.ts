import { sql, type Insertable, type Kysely } from 'kysely'
import type { DialectName } from '../../db/connection.ts'
import { productMatches } from '../../db/product-search.ts'
import type { Database, PurchaseClosureTable, PurchaseReceiptTable } from '../../db/schema.ts'
import { chunksOf } from '../../db/chunks.ts'
import { isPostgres } from '../../db/dialect.ts'

type Db = Kysely<Database>

/** Products of a purchase, read (never written: the catalogue owns them). */
export async function productsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return []
  const rows = []
  for (const chunk of chunksOf(ids, 500)) {
    rows.push(
      ...(await db
        .selectFrom('products')
        .select(['id', 'name', 'sku', 'barcode', 'type', 'unitOfMeasure', 'cost', 'price'])
        .where('id', 'in', chunk)
        .execute()),
    )
  }
  return rows
}

/** Which of the products the supplier supplies (their product links). */
/** Which of these products are serial-tracked (issue 29): receiving them asks for one identifier per unit. */
export async function serialTrackedIn(db: Db, ids: number[]): Promise<Set<number>> {
  const tracked = new Set<number>()
  for (const chunk of chunksOf(ids, 500)) {
    const rows = await db
      .selectFrom('products')
      .select('id')
      .where('id', 'in', chunk)
      .where('serialTracked', '=', 1)
      .execute()
    for (const row of rows) tracked.add(row.id)
  }
  return tracked
}

/** The supplier a product was first linked to (a repair's part is ordered from it), if any. */
export async function firstSupplierOf(db: Db, productId: number): Promise<number | null> {
  const row = await db
    .selectFrom('product_suppliers')
    .select('supplier_id')
    .where('product_id', '=', productId)
    .orderBy('supplier_id')
    .limit(1)
    .executeTakeFirst()
  return row?.supplier_id ?? null
}

export async function suppliedBy(db: Db, supplierId: number, ids: number[]): Promise<Set<number>> {
  const supplied = new Set<number>()
  for (const chunk of chunksOf(ids, 500)) {
    const rows = await db
      .selectFrom('product_suppliers')
      .select('product_id')
      .where('supplier_id', '=', supplierId)
      .where('product_id', 'in', chunk)
      .execute()
    for (const row of rows) supplied.add(row.product_id)
  }
  return supplied
}

/** Where each product sells from, with the warehouse's name (read for the Stock update warning). */
export function saleWarehouses(db: Db, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('products')
    .leftJoin('warehouses', 'warehouses.id', 'products.warehouseSaleFrom')
    .select([
      'products.id as product_id',
      'products.name',
      'products.warehouseSaleFrom',
      'products.price',
      'warehouses.name as saleWarehouse',
    ])
    .where('products.id', 'in', productIds)
    .orderBy('products.id')
    .execute()
}

// ---- partial receiving (0029-partial-receiving) ---------------------------------------------------------

/**
 * Locks a purchase for a receipt or a closure (PostgreSQL; SQLite has one writer): two deliveries booked at
 * once then take turns, so neither receives what the other already took off what was left.
 */
export async function lockPurchase(db: Db, id: number): Promise<void> {
  if (isPostgres(db)) await db.selectFrom('orders').select('id').where('id', '=', id).forUpdate().execute()
}

/** What each product of a purchase received so far, summed over its deliveries. */
export async function receivedSoFar(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('purchase_receipts')
    .select(['product_id', (eb) => eb.fn.sum<number>('qty').as('qty')])
    .where('order_id', '=', orderId)
    .groupBy('product_id')
    .execute()
  return new Map(rows.map((row) => [row.product_id, Number(row.qty)]))
}

export async function insertReceipts(db: Db, rows: Insertable<PurchaseReceiptTable>[]): Promise<void> {
  for (const chunk of chunksOf(rows, 400)) await db.insertInto('purchase_receipts').values(chunk).execute()
}

export function findClosure(db: Db, orderId: number) {
  return db.selectFrom('purchase_closures').selectAll().where('order_id', '=', orderId).executeTakeFirst()
}

export async function insertClosure(db: Db, closure: Insertable<PurchaseClosureTable>): Promise<void> {
  await db.insertInto('purchase_closures').values(closure).execute()
}

/**
 * The products a supplier supplies, for the purchase form's picker (issue 28, item 11): narrowed by the
 * product search (name, SKU, barcode: the trigram index) when a term is given, sorted by name as people read
 * it (case ignored), each with its units on hand: its warehouse rows summed, or its basic qty without any.
 */
export function supplierProducts(db: Db, dialect: DialectName, supplierId: number, search: string, limit: number) {
  let query = db
    .selectFrom('product_suppliers')
    .innerJoin('products', 'products.id', 'product_suppliers.product_id')
    .leftJoin('warehouses', 'warehouses.id', 'products.warehouseSaleFrom')
    .select((eb) => [
      'products.id',
      'products.name',
      'products.sku',
      'products.barcode',
      'products.type',
      'products.unitOfMeasure',
      'products.warehouseSaleFrom',
      'warehouses.name as warehouseName',
      'products.cost',
      eb.fn
        .coalesce(
          eb
            .selectFrom('stocks')
            .select((inner) => inner.fn.sum<number>('stocks.quantity').as('total'))
            .whereRef('stocks.product_id', '=', 'products.id'),
          'products.qty',
        )
        .as('onHand'),
    ])
    .where('product_suppliers.supplier_id', '=', supplierId)
  if (search) query = query.where(productMatches(dialect, search))
  return query
    .orderBy(sql`lower(products.name)`)
    .orderBy('products.id')
    .limit(limit)
    .execute()
}
