import type { Insertable, Kysely } from 'kysely'
import type { Database, ProductTable } from '../../apps/server/src/db/schema.ts'
import { productSearchText } from '../../apps/server/src/modules/catalog/repository.ts'

/** The bench shop's catalogue and people, and the row writing every part of the dataset shares. */

/** Barcode of product n (0-based): 12 digits, unique. */
export const barcodeOf = (n: number) => String(200_000_000_000 + n)
export const skuOf = (n: number) => `BN-${n.toString(36).toUpperCase().padStart(5, '0')}`

const BRANDS = ['Samsung', 'Apple', 'Xiaomi', 'Nokia', 'Sony', 'Anker', 'Belkin', 'Logitech', 'Huawei', 'Oppo']
const ITEMS = ['Charger', 'Cable', 'Case', 'Screen guard', 'Earbuds', 'Battery', 'Phone', 'Tablet', 'Adapter', 'Stand']
const MODELS = ['Galaxy', 'Note', 'Pro', 'Max', 'Mini', 'Lite', 'Plus', 'Ultra', 'Air', 'Neo']
export const SEARCH_TERMS = ['galaxy', 'anker cable', 'charger', 'pro max', 'sony', 'case mini', 'neo', 'battery']

export const nameOf = (n: number) =>
  `${BRANDS[n % 10]} ${ITEMS[Math.floor(n / 10) % 10]} ${MODELS[Math.floor(n / 100) % 10]} ${n}`

/** Deterministic pseudo-random numbers (mulberry32), so two runs make the same shop. */
export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export type Db = Kysely<Database>

/** Multi-row inserts sized to stay under both databases' bound-parameter limits. */
export async function insertMany<T extends keyof Database>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return
  const columns = Object.keys(rows[0] as object).length
  const size = Math.max(1, Math.floor(30_000 / columns))
  for (let start = 0; start < rows.length; start += size) {
    await db
      .insertInto(table)

      .values(rows.slice(start, start + size))
      .execute()
  }
}

export interface CatalogueSizes {
  /** Products, categories, customers, suppliers. */
  P: number
  C: number
  K: number
  S: number
}

/**
 * Categories, warehouses 2 and 3, suppliers, customers and products, with the ids the rest of the dataset
 * refers to. Answers each product's price, cost and the warehouse it sells from (by index n = id - 1).
 */
export async function writeCatalogue(
  db: Db,
  { P, C, K, S }: CatalogueSizes,
  rand: () => number,
  stamps: { stamp: string; iso: (ms: number) => string; productsFrom: number },
): Promise<{ price: Int32Array; cost: Int32Array; warehouse: Int8Array }> {
  const { stamp, iso } = stamps
  await db.transaction().execute(async (trx) => {
    const top = Math.max(1, Math.round(C / 10))
    await insertMany(
      trx,
      'categories',
      Array.from({ length: C }, (_, index) => ({
        id: index + 1,
        name:
          index < top ? `${ITEMS[index % 10]} ${index + 1}` : `${MODELS[index % 10]} ${ITEMS[index % 10]} ${index + 1}`,
        barcode: null,
        parent_id: index < top ? null : 1 + (index % top),
        mode: 0,
        image: null,
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    await insertMany(
      trx,
      'warehouses',
      [2, 3].map((id) => ({
        id,
        name: `Warehouse ${id}`,
        email: '',
        phone: '',
        location: `Street ${id}`,
        maxVolume: 100_000,
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    await insertMany(
      trx,
      'suppliers',
      Array.from({ length: S }, (_, index) => ({
        id: index + 1,
        firstName: `Supplier${index + 1}`,
        lastName: 'Trade',
        dateOfBirth: null,
        gender: null,
        company: `Parts ${index + 1} Ltd`,
        identification: '',
        taxId: '',
        companyAddress: '',
        shippingAdress: '',
        email: `supplier${index + 1}@example.com`,
        phone: `555-01${index}`,
        address: '',
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    await insertMany(
      trx,
      'customers',
      Array.from({ length: K }, (_, index) => ({
        id: index + 1,
        firstName: `Customer${index + 1}`,
        lastName: MODELS[index % 10] as string,
        phone: `07${String(index).padStart(9, '0')}`,
        email: `customer${index + 1}@example.com`,
        address: '',
        identification: '',
        taxId: '',
        gender: null,
        dateOfBirth: null,
        created_at: stamp,
        updated_at: stamp,
      })),
    )
  })

  const price = new Int32Array(P)
  const cost = new Int32Array(P)
  const warehouse = new Int8Array(P)
  for (let start = 0; start < P; start += 5000) {
    const rows: Insertable<ProductTable>[] = []
    for (let n = start; n < Math.min(P, start + 5000); n += 1) {
      const name = nameOf(n)
      price[n] = 100 + Math.floor(rand() * 50_000)
      cost[n] = Math.round((price[n] as number) * 0.6)
      warehouse[n] = 1 + (n % 3)
      rows.push({
        id: n + 1,
        name,
        sku: skuOf(n),
        barcode: barcodeOf(n),
        category_id: 1 + (n % C),
        type: 'Standard' as const,
        price: price[n] as number,
        cost: cost[n] as number,
        qty: 0,
        warehouseSaleFrom: warehouse[n] as number,
        unitOfMeasure: 'pcs',
        imei: '',
        sNumber: '',
        description: '',
        image: null,
        discounted: n % 2,
        state: 1,
        search_text: productSearchText({ name, sku: skuOf(n), barcode: barcodeOf(n) }),
        created_at: iso(stamps.productsFrom + n),
        updated_at: stamp,
      })
    }
    await db.transaction().execute((trx) => insertMany(trx, 'products', rows))
  }
  return { price, cost, warehouse }
}
