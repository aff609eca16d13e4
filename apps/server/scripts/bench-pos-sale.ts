/**
 * Measures POST /api/sale on a large shop: 100,000 products (half with warehouse stock) and 100,000 past
 * orders with their lines and payments, then times 5-line sales through the real app (session, CSRF,
 * validation, the transaction) and prints median, p95 and max.
 *
 *   npx tsx apps/server/scripts/bench-pos-sale.ts                 # SQLite in a temporary folder
 *   DATABASE_URL=postgres://.../empty_db npx tsx apps/server/scripts/bench-pos-sale.ts
 *
 * The seed writes rows directly in large batches (through the services it would take an hour); the
 * measured sales go through the API like a till's.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql, type Kysely } from 'kysely'
import { fromCents } from '@counterpart/domain/money'
import { saleTotals } from '@counterpart/domain/pricing/pos'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import type { Database } from '../src/db/schema.ts'
import type { TestClient } from '../test/helpers.ts'
import { signedInAdmin } from '../test/helpers.ts'

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000)
const SALES = Number(process.env.BENCH_SALES ?? 300)
const BATCH = 500

const ORDER_ZEROES = {
  reference: '',
  refunding: 0,
  purchasing: 0,
  discountRate: 0,
  discountedAmount: 0,
  taxRate: 0,
  taxAmount: 0,
  shippingAmount: 0,
  method: 1,
  noteTitle: '',
  saleNote: '',
  printNote: '',
  shippingRecipient: '',
  shippingInfo: '',
  shippingStatus: 0,
  stockUpdated: 0,
}
const ITEM_ZEROES = {
  name: 'Bench line',
  sku: '',
  barcode: '',
  qty: 1,
  cost: 500,
  discount: 0,
  imei: '',
  sNumber: '',
  variant: '',
  data: '{}',
}

async function seed(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString()
  const started = performance.now()
  for (let start = 0; start < PRODUCTS; start += BATCH) {
    const rows = []
    for (let n = start; n < Math.min(PRODUCTS, start + BATCH); n += 1) {
      const name = `Bench product ${n}`
      const sku = `B${String(n).padStart(7, '0')}`
      const barcode = String(100_000_000_000 + n)
      rows.push({
        name,
        sku,
        barcode,
        category_id: null,
        type: 'Standard' as const,
        price: 1000 + (n % 500),
        cost: 500,
        qty: 1_000_000,
        warehouseSaleFrom: 1,
        unitOfMeasure: 'pcs',
        imei: '',
        sNumber: '',
        description: '',
        image: null,
        discounted: 1,
        state: 1,
        search_text: `${name} ${sku} ${barcode}`.toLowerCase(),
        created_at: now,
        updated_at: now,
      })
    }
    await db.insertInto('products').values(rows).execute()
  }
  // Half of the products sell from warehouse stock.
  await sql`insert into stocks (product_id, warehouse_id, quantity, sold, returned, cost, price, ${sql.ref('rackNumber')}, created_at, updated_at)
    select id, 1, 1000000, 0, 0, cost, price, 'A-1', ${now}, ${now} from products where id % 2 = 0`.execute(db)
  console.log(`seeded ${PRODUCTS} products in ${Math.round(performance.now() - started)} ms`)

  const ordersStarted = performance.now()
  for (let start = 0; start < ORDERS; start += BATCH) {
    await db.transaction().execute(async (trx) => {
      const orders = []
      for (let n = start; n < Math.min(ORDERS, start + BATCH); n += 1) {
        orders.push({
          ...ORDER_ZEROES,
          key: String(900_000_000_000 + n),
          user_id: 1,
          salling: 1,
          totalItems: 2,
          subTotal: 3000,
          totalAmount: 3000,
          cost: 1000,
          profit: 2000,
          created_at: now,
          updated_at: now,
        })
      }
      const ids = await trx.insertInto('orders').values(orders).returning('id').execute()
      await trx
        .insertInto('order_items')
        .values(
          ids.flatMap(({ id }, index) => [
            { ...ITEM_ZEROES, order_id: id, product_id: ((start + index) % PRODUCTS) + 1, price: 1000, subTotal: 1000 },
            {
              ...ITEM_ZEROES,
              order_id: id,
              product_id: ((start + index + 7) % PRODUCTS) + 1,
              price: 2000,
              subTotal: 2000,
            },
          ]),
        )
        .execute()
      await trx
        .insertInto('payments')
        .values(
          ids.map(({ id }) => ({
            order_id: id,
            user_id: 1,
            gateway: 'cash',
            status: 1,
            method: 1,
            type: 'credit',
            amount: 3000,
            note: '',
            created_at: now,
            updated_at: now,
          })),
        )
        .execute()
    })
  }
  console.log(
    `seeded ${ORDERS} orders (with 2 lines and a payment each) in ${Math.round(performance.now() - ordersStarted)} ms`,
  )
}

function saleOf(products: PosProduct[]) {
  const items = products.map((product) => ({
    id: product.id,
    name: product.name,
    qty: 1,
    discount: 0,
    price: product.price,
    subTotal: product.price,
  }))
  const totals = saleTotals({
    items: items.map((item) => ({ price: Math.round(item.price * 100), qty: 1, discount: 0 })),
    shippingAmount: 0,
    taxRate: 5,
    discountRate: 0,
    isTaxIncluded: false,
    stopDiscount: false,
  })
  return {
    salling: true,
    enterAmount: fromCents(totals.totalAmount),
    discountRate: 0,
    taxRate: 5,
    shippingAmount: 0,
    method: true,
    gateway: 'cash',
    subTotal: fromCents(totals.subTotal),
    taxAmount: fromCents(totals.taxAmount),
    discountedAmount: 0,
    totalAmount: fromCents(totals.totalAmount),
    totalItems: totals.totalItems,
    items,
  }
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'counterpart-bench-'))
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, WEB_DIST_DIR: '', LOG_LEVEL: 'silent' })
  const built = await buildApp(config, { logger: false })
  try {
    console.log(`database: ${built.database.dialect}`)
    await seed(built.database.db)
    const admin: TestClient = await signedInAdmin(built.app)
    // Five products spread over the table, some from stock and some from basic qty, found like the scanner finds them.
    const picks: PosProduct[][] = []
    for (let sale = 0; sale < SALES; sale += 1) {
      const cart: PosProduct[] = []
      for (let line = 0; line < 5; line += 1) {
        const n = (sale * 7919 + line * 104_729) % PRODUCTS
        const found = (await admin.post('/api/product-search', { key: String(100_000_000_000 + n) })).json()
          .items as PosProduct[]
        cart.push(found[0] as PosProduct)
      }
      picks.push(cart)
    }
    const timings: number[] = []
    for (const [index, cart] of picks.entries()) {
      const body = saleOf(cart)
      const started = performance.now()
      const response = await admin.request({
        method: 'POST',
        url: '/api/sale',
        payload: body,
        headers: { 'idempotency-key': `bench-${index}` },
      })
      timings.push(performance.now() - started)
      if (response.statusCode !== 201) throw new Error(`sale failed: ${response.statusCode} ${response.body}`)
    }
    const sorted = [...timings].sort((a, b) => a - b)
    const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number).toFixed(2)
    const warm = sorted.slice(0, Math.max(1, sorted.length))
    console.log('')
    console.log('| measure | value |')
    console.log('| --- | --- |')
    console.log(`| products / past orders | ${PRODUCTS} / ${ORDERS} |`)
    console.log(`| 5-line sales timed | ${timings.length} |`)
    console.log(`| median (ms) | ${at(0.5)} |`)
    console.log(`| p95 (ms) | ${at(0.95)} |`)
    console.log(`| max (ms) | ${(warm[warm.length - 1] as number).toFixed(2)} |`)
  } finally {
    await built.app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
