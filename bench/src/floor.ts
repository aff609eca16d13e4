import { randomInt } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/connection.ts'
import { recordOrderCount, recordSold } from '../../apps/server/src/modules/orders/repository.ts'

/**
 * The raw-SQL floor of a 5-line cash sale (issue 35 §5): the fewest database writes a correct sale needs,
 * sent through the driver directly (better-sqlite3, pg) from the bench's own process, so the app's sale
 * can be read as a share of what the database itself allows on the same machine and data.
 *
 * One transaction per sale, each statement prepared once and covering all five lines:
 *   1. the order (a sale, paid in cash, with a new 12-digit transaction number) — `orders`;
 *   2. its 5 lines (name, sku, barcode, qty 1, price, cost, warehouse) — `order_items`;
 *   3. the 5 stock decrements in one statement, guarded (quantity >= qty; fewer than 5 rows changed rolls the
 *      sale back) — `stocks.quantity`, `stocks.sold` and `updated_at`, in product order so concurrent sales
 *      lock rows alike;
 *   4. the 5 'sale' stock movements — `stock_movements`;
 *   5. the cash payment — `payments`.
 * Nothing else: no audit event, no kept counts (order_counts, product_sold_daily), no idempotency key or
 * client_sales row, no till cash, no price or totals checks. Those are what the app adds on top.
 */

/** A product as the floor sells it: from the warehouse it sells from, at that stock row's price. */
interface FloorProduct {
  id: number
  name: string
  sku: string
  barcode: string
  warehouseId: number
  price: number
  cost: number
}

export interface FloorRun {
  connections: number
  latencies: number[]
  seconds: number
  errors: number
}

type Dialect = 'sqlite' | 'postgres'

const LINES = 5
const USER_ID = 1

/**
 * A transaction number as the app makes one (orders/service.ts newOrderKey, not imported: that module
 * brings the server's request types with it): 12 random digits, so the unique index is written at random
 * places, as the app's sales write it.
 */
function newOrderKey(): string {
  let key = String(randomInt(1, 10))
  while (key.length < 12) key += String(randomInt(10))
  return key
}

/** The statements, with `?` (SQLite) or `$n` (PostgreSQL, typed where a bare parameter has no type). */
function statements(dialect: Dialect) {
  let n = 0
  const p = (cast = '') => (dialect === 'sqlite' ? '?' : `$${++n}${cast}`)
  const fresh = () => (n = 0)
  const order = `insert into orders (key, user_id, salling, "totalItems", "subTotal", "totalAmount", cost, profit,
      method, "enterAmount", created_at, updated_at) values (${[...Array(12)].map(() => p()).join(', ')}) returning id`
  fresh()
  const items = `insert into order_items (order_id, product_id, name, sku, barcode, qty, price, cost, "subTotal",
      warehouse_id) values ${[...Array(LINES)].map(() => `(${[...Array(10)].map(() => p()).join(', ')})`).join(', ')}`
  fresh()
  const now = p()
  // A VALUES list, not the app's `select … union all …` rows: on PostgreSQL an update joined to those rows
  // skips a row another transaction changed meanwhile (read committed re-checks it and drops it), so two
  // tills selling one product at once would see a sale refused for stock it has. Both databases name a
  // VALUES list's columns column1, column2, ...
  const rows = [...Array(LINES)].map(() => `(${p('::int')}, ${p('::int')}, ${p('::int')})`).join(', ')
  const stock = `update stocks set quantity = stocks.quantity - v.column3, sold = stocks.sold + v.column3,
      updated_at = ${now}
      from (values ${rows}) as v
      where stocks.product_id = v.column1 and stocks.warehouse_id = v.column2 and stocks.quantity >= v.column3`
  fresh()
  const movements = `insert into stock_movements (product_id, warehouse_id, delta, reason, order_id, user_id,
      created_at) values ${[...Array(LINES)].map(() => `(${[...Array(7)].map(() => p()).join(', ')})`).join(', ')}`
  fresh()
  const payment = `insert into payments (order_id, user_id, gateway, status, method, type, amount, note, created_at,
      updated_at) values (${[...Array(10)].map(() => p()).join(', ')})`
  return { order, items, stock, movements, payment }
}

/** The values of one sale, in the statements' parameter order. */
function saleValues(cart: FloorProduct[], at: string) {
  const total = cart.reduce((sum, product) => sum + product.price, 0)
  const cost = cart.reduce((sum, product) => sum + product.cost, 0)
  return {
    order: [newOrderKey(), USER_ID, 1, LINES, total, total, cost, total - cost, 1, total, at, at],
    items: (orderId: number) =>
      cart.flatMap((product) => [
        orderId,
        product.id,
        product.name,
        product.sku,
        product.barcode,
        1,
        product.price,
        product.cost,
        product.price,
        product.warehouseId,
      ]),
    stock: [at, ...cart.flatMap((product) => [product.id, product.warehouseId, 1])],
    movements: (orderId: number) =>
      cart.flatMap((product) => [product.id, product.warehouseId, -1, 'sale', orderId, USER_ID, at]),
    payment: (orderId: number) => [orderId, USER_ID, 'cash', 1, 1, 'credit', total, '', at, at],
  }
}

class StockRefused extends Error {
  constructor() {
    super('floor: a product of the cart had less stock than sold; the sale was rolled back')
  }
}

/**
 * Opens the floor on the bench's database for these products (the app's shelf). `run` sells random carts
 * of 5 of them for a duration from `connections` concurrent callers; `close` adds what the floor sold to
 * the kept counts (once, outside any measurement, so the kept dataset stays as the app would have left it)
 * and closes its connections.
 */
export async function openFloor(databaseUrl: string, dialect: Dialect, productIds: number[]) {
  // The app's own SQLite settings (WAL, synchronous NORMAL, cache, checkpointing in a worker thread).
  const handle: DatabaseHandle = openDatabase(databaseUrl, { walCheckpointer: true })
  const found = await handle.db
    .selectFrom('products')
    .innerJoin('stocks', (join) =>
      join
        .onRef('stocks.product_id', '=', 'products.id')
        .onRef('stocks.warehouse_id', '=', 'products.warehouseSaleFrom'),
    )
    .select([
      'products.id',
      'products.name',
      'products.sku',
      'products.barcode',
      'stocks.warehouse_id as warehouseId',
      'stocks.price',
      'stocks.cost',
    ])
    .where('products.id', 'in', productIds)
    .execute()
  const products = new Map<number, FloorProduct>(
    found.map((row) => [row.id, { ...row, price: Number(row.price), cost: Number(row.cost) }]),
  )
  if (products.size < LINES) throw new Error(`floor: only ${products.size} of the shelf's products have stock rows`)
  const before = await maxOrderId(handle)
  const sql$ = statements(dialect)
  const cartOf = (ids: number[]) =>
    [...ids]
      .sort((a, b) => a - b)
      .map((id) => products.get(id))
      .filter((product): product is FloorProduct => product !== undefined)

  return {
    async run(connections: number, durationSeconds: number, nextCart: () => number[]): Promise<FloorRun> {
      const sell = dialect === 'sqlite' ? sqliteSeller(handle, sql$) : await pgSeller(databaseUrl, connections, sql$)
      try {
        const latencies: number[] = []
        let errors = 0
        const started = performance.now()
        const end = started + durationSeconds * 1000
        await Promise.all(
          Array.from({ length: connections }, async (_, caller) => {
            while (performance.now() < end) {
              const cart = cartOf(nextCart())
              if (cart.length !== LINES) throw new Error('floor: a cart of the shelf has no stock row')
              const sent = performance.now()
              try {
                await sell(caller, cart)
                latencies.push(performance.now() - sent)
              } catch (error) {
                errors += 1
                if (errors <= 3) console.error(`  floor: ${String(error)}`)
              }
            }
          }),
        )
        return { connections, latencies, seconds: (performance.now() - started) / 1000, errors }
      } finally {
        await sell.close()
      }
    },

    async close(): Promise<void> {
      try {
        await addToKeptCounts(handle, before, await maxOrderId(handle))
      } finally {
        await handle.db.destroy()
      }
    },
  }
}

type Seller = ((caller: number, cart: FloorProduct[]) => Promise<void>) & { close: () => Promise<void> }

/**
 * SQLite: the app's one connection. Concurrent callers wait in turn for it, as the app's requests wait
 * for its transaction lock; each transaction (BEGIN IMMEDIATE ... COMMIT) runs while it holds it.
 */
function sqliteSeller(handle: DatabaseHandle, text: ReturnType<typeof statements>): Seller {
  const sqlite = handle.sqlite
  if (!sqlite) throw new Error('floor: no SQLite connection')
  const order = sqlite.prepare<unknown[], { id: number }>(text.order)
  const items = sqlite.prepare(text.items)
  const stock = sqlite.prepare(text.stock)
  const movements = sqlite.prepare(text.movements)
  const payment = sqlite.prepare(text.payment)
  const sale = sqlite.transaction((cart: FloorProduct[]) => {
    const values = saleValues(cart, new Date().toISOString())
    const row = order.get(...values.order)
    if (!row) throw new Error('floor: the order was not inserted')
    items.run(...values.items(row.id))
    if (stock.run(...values.stock).changes !== LINES) throw new StockRefused()
    movements.run(...values.movements(row.id))
    payment.run(...values.payment(row.id))
  })
  let tail: Promise<unknown> = Promise.resolve()
  const sell = (_caller: number, cart: FloorProduct[]) => {
    const done = tail.then(() => sale.immediate(cart))
    tail = done.catch(() => undefined)
    return done
  }
  return Object.assign(sell, { close: async () => undefined })
}

/** PostgreSQL: a pool of as many clients as callers, each caller on its own, statements prepared by name. */
async function pgSeller(
  databaseUrl: string,
  connections: number,
  text: ReturnType<typeof statements>,
): Promise<Seller> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections })
  const clients = await Promise.all(Array.from({ length: connections }, () => pool.connect()))
  const sell = async (caller: number, cart: FloorProduct[]) => {
    const client = clients[caller] as pg.PoolClient
    const values = saleValues(cart, new Date().toISOString())
    await client.query('begin')
    try {
      const inserted = await client.query<{ id: number }>({
        name: 'floor-order',
        text: text.order,
        values: values.order,
      })
      const id = inserted.rows[0]?.id
      if (id === undefined) throw new Error('floor: the order was not inserted')
      await client.query({ name: 'floor-items', text: text.items, values: values.items(id) })
      const changed = await client.query({ name: 'floor-stock', text: text.stock, values: values.stock })
      if (changed.rowCount !== LINES) throw new StockRefused()
      await client.query({ name: 'floor-movements', text: text.movements, values: values.movements(id) })
      await client.query({ name: 'floor-payment', text: text.payment, values: values.payment(id) })
      await client.query('commit')
    } catch (error) {
      await client.query('rollback')
      throw error
    }
  }
  return Object.assign(sell, {
    close: async () => {
      for (const client of clients) client.release()
      await pool.end()
    },
  })
}

async function maxOrderId(handle: DatabaseHandle): Promise<number> {
  const row = await handle.db
    .selectFrom('orders')
    .select(sql<number>`coalesce(max(id), 0)`.as('id'))
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/**
 * The floor's sales (orders after `from`, up to `to`: the app sells nothing while the floor runs) added to
 * order_counts and product_sold_daily in one transaction, by the app's own sale bookkeeping
 * (orders/repository.ts), as the app's sale transactions would have. Outside the measured time.
 */
async function addToKeptCounts(handle: DatabaseHandle, from: number, to: number): Promise<void> {
  if (to <= from) return
  await handle.db.transaction().execute(async (trx) => {
    const sold = await trx
      .selectFrom('orders')
      .select('id')
      .where('id', '>', from)
      .where('id', '<=', to)
      .where('salling', '=', 1)
      .execute()
    for (const { id } of sold) {
      await recordOrderCount(trx, id, 'salling', 1)
      await recordSold(trx, handle.dialect, id, 1)
    }
  })
}
