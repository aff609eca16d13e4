/**
 * Seeds a large history for the reports: sales, refunds and purchases spread over the last years, each
 * with its lines and payments, written in big batches straight into the tables (through the services a
 * million orders would take hours). The app is built first (migrations, admin account: the author).
 *
 *   DATA_DIR=/tmp/cp-reports-bench npx tsx apps/server/scripts/seed-orders.ts --count 1000000
 *   DATABASE_URL=postgres://.../db npx tsx apps/server/scripts/seed-orders.ts --count 1000000 --days 1095
 *
 * Mix: 78 % sales (85 % Live, 15 % Due with a customer, some partly paid), 10 % refunds of one line,
 * 12 % purchases (half Due), 1 to 3 lines each, 0.1 % removed (soft-deleted). Deterministic (seeded random).
 * Then `npx tsx apps/server/scripts/bench-reports.ts` times every report on that database.
 */
import { performance } from 'node:perf_hooks'
import { sql, type Insertable, type Kysely } from 'kysely'
import { buildApp } from '../src/app.ts'
import type { Database, OrderItemTable, OrderTable, PaymentTable } from '../src/db/schema.ts'
import { loadConfig } from '../src/config.ts'

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  const value = index === -1 ? undefined : Number(process.argv[index + 1])
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback
}

const COUNT = option('count', 100_000)
const DAYS = option('days', 1095)
const PRODUCTS = option('products', 2000)
const CUSTOMERS = option('customers', 5000)
const SUPPLIERS = option('suppliers', 200)
/** Orders per transaction; each statement stays under SQLite's 32766 bound parameters. */
const BATCH = 500

// A small deterministic generator (mulberry32), so two seeds of the same size give the same shop.
let state = 0x2f6b1a3d
function random(): number {
  state = (state + 0x6d2b79f5) | 0
  let t = state
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = (count: number) => Math.floor(random() * count)

const ORDER_BLANKS = {
  reference: '',
  customer_id: null,
  supplier_id: null,
  parent_id: null,
  salling: 0,
  refunding: 0,
  purchasing: 0,
  discountRate: 0,
  discountedAmount: 0,
  shippingAmount: 0,
  dueDate: null,
  noteTitle: '',
  saleNote: '',
  printNote: '',
  shippingRecipient: '',
  shippingInfo: '',
  shippingStatus: 0,
  stockUpdated: 0,
  deleted_at: null,
  taxIncluded: 0,
} satisfies Partial<Insertable<OrderTable>>

interface Product {
  id: number
  price: number
  cost: number
}

async function seedCatalogue(db: Kysely<Database>, now: string): Promise<Product[]> {
  const first = Number(
    (await sql<{ n: number }>`select coalesce(max(id), 0) as n from products`.execute(db)).rows[0]?.n ?? 0,
  )
  const products: Product[] = []
  for (let start = 0; start < PRODUCTS; start += BATCH) {
    const rows = []
    for (let n = start; n < Math.min(PRODUCTS, start + BATCH); n += 1) {
      const id = first + n + 1
      const cost = 200 + pick(20_000)
      const price = cost + 100 + pick(cost)
      products.push({ id, price, cost })
      const name = `Seeded product ${id}`
      rows.push({
        id,
        name,
        sku: `SEED-${id}`,
        barcode: String(700_000_000_000 + id),
        category_id: null,
        type: 'Standard' as const,
        price,
        cost,
        qty: 0,
        warehouseSaleFrom: 1,
        unitOfMeasure: 'pcs',
        imei: '',
        sNumber: '',
        description: '',
        image: null,
        discounted: 1,
        state: 1,
        search_text: `${name} seed-${id}`.toLowerCase(),
        created_at: now,
        updated_at: now,
      })
    }
    await db.insertInto('products').values(rows).execute()
  }
  await sql`insert into stocks (product_id, warehouse_id, quantity, sold, returned, cost, price, ${sql.ref('rackNumber')}, created_at, updated_at)
    select id, 1, (id * 7) % 90, (id * 13) % 400, (id * 3) % 20, cost, price, 'S-1', ${now}, ${now} from products where id > ${first}`.execute(
    db,
  )
  const person = (table: string, n: number) => ({
    firstName: `Seeded ${n}`,
    lastName: table,
    phone: `555-${n}`,
    email: '',
    address: '',
    identification: '',
    taxId: '',
    gender: null,
    dateOfBirth: null,
    created_at: now,
    updated_at: now,
  })
  for (let start = 0; start < CUSTOMERS; start += BATCH) {
    const rows = []
    for (let n = start; n < Math.min(CUSTOMERS, start + BATCH); n += 1) rows.push(person('customers', n))
    await db.insertInto('customers').values(rows).execute()
  }
  for (let start = 0; start < SUPPLIERS; start += BATCH) {
    const rows = []
    for (let n = start; n < Math.min(SUPPLIERS, start + BATCH); n += 1) {
      rows.push({ ...person('suppliers', n), company: `Seeded supplies ${n}`, companyAddress: '', shippingAdress: '' })
    }
    await db.insertInto('suppliers').values(rows).execute()
  }
  return products
}

async function idRange(db: Kysely<Database>, table: 'customers' | 'suppliers', count: number): Promise<number[]> {
  const rows = await db.selectFrom(table).select('id').orderBy('id', 'desc').limit(count).execute()
  return rows.map((row) => row.id)
}

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, WEB_DIST_DIR: '', LOG_LEVEL: 'silent', BACKUP_DAILY: 'false' })
  // Building the app migrates the database and creates the admin account the orders are made by.
  const built = await buildApp(config, { logger: false })
  const { db, dialect } = built.database
  const admin = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow()
  const nowMs = Date.now()
  const now = new Date(nowMs).toISOString()
  console.log(
    `seeding ${COUNT} orders over ${DAYS} days into ${dialect} (${config.databaseUrl.replace(/:[^:@/]*@/, ':***@')})`,
  )

  const started = performance.now()
  const products = await seedCatalogue(db, now)
  const customers = await idRange(db, 'customers', CUSTOMERS)
  const suppliers = await idRange(db, 'suppliers', SUPPLIERS)
  const firstOrder = Number(
    (await sql<{ n: number }>`select coalesce(max(id), 0) as n from orders`.execute(db)).rows[0]?.n ?? 0,
  )
  const firstItem = Number(
    (await sql<{ n: number }>`select coalesce(max(id), 0) as n from order_items`.execute(db)).rows[0]?.n ?? 0,
  )
  let itemId = firstItem
  const recentSales: {
    id: number
    at: number
    line: Insertable<OrderItemTable>
    taxRate: number
    customer: number | null
  }[] = []

  for (let start = 0; start < COUNT; start += BATCH) {
    const orders: Insertable<OrderTable>[] = []
    const items: Insertable<OrderItemTable>[] = []
    const payments: Insertable<PaymentTable>[] = []
    for (let n = start; n < Math.min(COUNT, start + BATCH); n += 1) {
      const id = firstOrder + n + 1
      const at = nowMs - Math.floor(random() * DAYS * 86_400_000)
      const created = new Date(at).toISOString()
      const deleted = random() < 0.001 ? created : null
      const roll = random()
      const base = {
        ...ORDER_BLANKS,
        id,
        key: String(100_000_000_000 + id),
        user_id: admin.id,
        created_at: created,
        updated_at: created,
        deleted_at: deleted,
      }
      if (roll < 0.1 && recentSales.length > 0) {
        // A refund of one line of an earlier sale.
        const sale = recentSales[pick(recentSales.length)]!
        const qty = 1
        const subTotal = Number(sale.line.price) * qty
        const taxAmount = Math.round((subTotal * sale.taxRate) / 100)
        const cost = Number(sale.line.cost) * qty
        const totalAmount = subTotal + taxAmount
        orders.push({
          ...base,
          refunding: 1,
          parent_id: sale.id,
          customer_id: sale.customer,
          totalItems: qty,
          subTotal,
          taxRate: sale.taxRate,
          taxAmount,
          totalAmount,
          cost,
          profit: totalAmount - taxAmount - cost,
          method: 1,
        })
        itemId += 1
        items.push({ ...sale.line, id: itemId, order_id: id, qty, subTotal })
        payments.push({
          order_id: id,
          user_id: admin.id,
          gateway: 'cash',
          status: 1,
          method: 1,
          type: 'debit',
          amount: totalAmount,
          note: '',
          dueDate: null,
          created_at: created,
          updated_at: created,
        })
        continue
      }
      const purchase = roll > 0.88
      const lines = 1 + pick(3)
      let subTotal = 0
      let totalItems = 0
      let cost = 0
      let firstLine: Insertable<OrderItemTable> | null = null
      for (let line = 0; line < lines; line += 1) {
        const product = products[pick(products.length)]!
        const qty = 1 + pick(purchase ? 20 : 3)
        const price = purchase ? product.cost : product.price
        itemId += 1
        const row = {
          id: itemId,
          order_id: id,
          product_id: product.id,
          name: `Seeded product ${product.id}`,
          sku: `SEED-${product.id}`,
          barcode: String(700_000_000_000 + product.id),
          qty,
          price,
          cost: product.cost,
          discount: 0,
          subTotal: price * qty,
          imei: '',
          sNumber: '',
          variant: '',
          warehouse_id: 1,
          data: '{}',
        }
        firstLine ??= row
        items.push(row)
        subTotal += price * qty
        totalItems += qty
        cost += product.cost * qty
      }
      const taxRate = random() < 0.5 ? 10 : 0
      const discountRate = random() < 0.2 ? 5 : 0
      const live = random() < (purchase ? 0.5 : 0.85)
      const type = purchase ? 'debit' : 'credit'
      const dueDate = live ? null : new Date(at + 30 * 86_400_000).toISOString().slice(0, 10)
      let totalAmount: number
      if (purchase) {
        const discountedAmount = Math.round((subTotal * discountRate) / 100)
        const taxAmount = Math.round((subTotal * taxRate) / 100)
        totalAmount = subTotal - discountedAmount + taxAmount
        const supplier = suppliers[pick(suppliers.length)]!
        orders.push({
          ...base,
          purchasing: 1,
          reference: `PO-${id}`,
          supplier_id: supplier,
          totalItems,
          subTotal,
          discountRate,
          discountedAmount,
          taxRate,
          taxAmount,
          totalAmount,
          cost: totalAmount,
          profit: 0,
          method: live ? 1 : 0,
          dueDate,
          stockUpdated: 1,
        })
      } else {
        const taxAmount = Math.round((subTotal * taxRate) / 100)
        const discountedAmount = Math.round(((subTotal + taxAmount) * discountRate) / 100)
        totalAmount = subTotal + taxAmount - discountedAmount
        const customer = live && random() < 0.7 ? null : customers[pick(customers.length)]!
        orders.push({
          ...base,
          salling: 1,
          customer_id: customer,
          totalItems,
          subTotal,
          discountRate,
          discountedAmount,
          taxRate,
          taxAmount,
          totalAmount,
          cost,
          profit: totalAmount - taxAmount - cost,
          method: live ? 1 : 0,
          dueDate,
        })
        if (firstLine) {
          recentSales.push({ id, at, line: firstLine, taxRate, customer })
          if (recentSales.length > 5000) recentSales.shift()
        }
      }
      const payment = {
        order_id: id,
        user_id: admin.id,
        gateway: 'cash',
        method: live ? 1 : 0,
        type,
        note: '',
        created_at: created,
        updated_at: created,
      }
      if (live) payments.push({ ...payment, status: 1, amount: totalAmount, dueDate: null })
      else if (random() < 0.4 && totalAmount > 1) {
        const part = Math.floor(totalAmount / 2)
        payments.push({ ...payment, status: 1, amount: part, dueDate: null })
        payments.push({ ...payment, status: 0, amount: totalAmount - part, dueDate })
      } else payments.push({ ...payment, status: 0, amount: totalAmount, dueDate })
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('orders').values(orders).execute()
      for (let at = 0; at < items.length; at += 1000)
        await trx
          .insertInto('order_items')
          .values(items.slice(at, at + 1000))
          .execute()
      for (let at = 0; at < payments.length; at += 1000)
        await trx
          .insertInto('payments')
          .values(payments.slice(at, at + 1000))
          .execute()
    })
    if ((start / BATCH) % 200 === 0) {
      const seconds = (performance.now() - started) / 1000
      console.log(`  ${start + orders.length} orders, ${seconds.toFixed(0)} s`)
    }
  }
  if (dialect === 'postgres') {
    for (const table of ['products', 'orders', 'order_items', 'payments']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        db,
      )
    }
    await sql`analyze`.execute(db)
  }
  // SQLite is left without ANALYZE statistics, as a shop's own database is: the reports must be fast without them.
  console.log(`seeded ${COUNT} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  await built.app.close()
}

await main()
