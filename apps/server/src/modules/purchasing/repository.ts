import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

/** Products of a purchase, read (never written: the catalogue owns them). */
export async function productsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return []
  const rows = []
  for (let start = 0; start < ids.length; start += 500) {
    rows.push(
      ...(await db
        .selectFrom('products')
        .select(['id', 'name', 'sku', 'barcode', 'type', 'unitOfMeasure', 'cost', 'price'])
        .where('id', 'in', ids.slice(start, start + 500))
        .execute()),
    )
  }
  return rows
}

export function findProduct(db: Db, id: number) {
  return db.selectFrom('products').select(['id', 'name']).where('id', '=', id).executeTakeFirst()
}
