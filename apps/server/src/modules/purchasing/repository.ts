import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { chunksOf } from '../../db/chunks.ts'

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
