import { pathToFileURL } from 'node:url'
import { sql, type Insertable } from 'kysely'
import { DEFAULT_WAREHOUSE_ID } from '@counterpart/domain/constants'
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/connection.ts'
import type { ProductTable } from '../../apps/server/src/db/schema.ts'
import { productSearchText } from '../../apps/server/src/modules/catalog/repository.ts'
import { createStockService } from '../../apps/server/src/modules/inventory/stock-service.ts'
import { nameOf, random } from './dataset-catalogue.ts'

/**
 * Adds products to a shop that is already running, in one transaction, as the bench's generator names
 * them: what `e2e/tests/pos-speed.spec.ts` needs (2,000 products in the till's tiles), written in a second
 * instead of 2,000 calls of `POST /api/product`. Each product starts with `qty` units through the stock
 * service's opening movement, as the product form's quantity does. No audit events: like the bench's
 * dataset, this is test data, not a change someone made.
 *
 *   tsx bench/src/seed-products.ts <sqlite:path | postgres://url> <count> [qty]
 */
export async function addProducts(handle: DatabaseHandle, count: number, qty = 10): Promise<number[]> {
  if (count <= 0) return []
  const { db } = handle
  const stock = createStockService()
  const rand = random(20_261_127)
  const now = new Date().toISOString()
  return db.transaction().execute(async (trx) => {
    // Numbered after the products already there, so codes stay unique on a shop seeded before.
    const { top } = await trx
      .selectFrom('products')
      .select(sql<number>`coalesce(max(id), 0)`.as('top'))
      .executeTakeFirstOrThrow()
    const rows: Insertable<ProductTable>[] = Array.from({ length: count }, (_, index) => {
      const n = Number(top) + index
      const sku = `SEED-${n.toString(36).toUpperCase()}`
      const barcode = String(300_000_000_000 + n)
      const name = nameOf(n)
      const price = 100 + Math.floor(rand() * 50_000)
      return {
        name,
        sku,
        barcode,
        category_id: null,
        type: 'Standard' as const,
        price,
        cost: Math.round(price * 0.6),
        qty: 0,
        warehouseSaleFrom: DEFAULT_WAREHOUSE_ID,
        unitOfMeasure: 'pcs',
        imei: '',
        sNumber: '',
        description: '',
        image: null,
        discounted: 0,
        state: 1,
        search_text: productSearchText({ name, sku, barcode }),
        created_at: now,
        updated_at: now,
      }
    })
    const ids: number[] = []
    // Under both databases' bound-parameter limits (20 columns a row).
    for (let start = 0; start < rows.length; start += 1000) {
      const inserted = await trx
        .insertInto('products')
        .values(rows.slice(start, start + 1000))
        .returning('id')
        .execute()
      ids.push(...inserted.map((row) => Number(row.id)))
    }
    if (qty !== 0) {
      await stock.move(
        trx,
        ids.map((id) => ({ product_id: id, warehouse_id: null, delta: qty, reason: 'opening' as const })),
        { allowNegative: true },
      )
    }
    return ids
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [databaseUrl, count, qty] = process.argv.slice(2)
  if (!databaseUrl || !count) throw new Error('usage: seed-products.ts <sqlite:path | postgres://url> <count> [qty]')
  const handle = openDatabase(databaseUrl)
  try {
    const ids = await addProducts(handle, Number(count), qty === undefined ? 10 : Number(qty))
    console.log(`added ${ids.length} products`)
  } finally {
    await handle.db.destroy()
  }
}
