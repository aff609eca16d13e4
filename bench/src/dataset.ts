import { performance } from 'node:perf_hooks'
import { sql, type Insertable } from 'kysely'
import { saleTotals } from '@counterpart/domain/pricing/pos'
import type { DatabaseHandle } from '../../apps/server/src/db/connection.ts'
import type {
  OrderItemTable,
  OrderTable,
  PaymentTable,
  StockMovementTable,
  StockTable,
} from '../../apps/server/src/db/schema.ts'
import { createStockService } from '../../apps/server/src/modules/inventory/stock-service.ts'
import { rebuildKeptCounts } from '../../apps/server/src/modules/orders/repository.ts'
import { barcodeOf, insertMany, nameOf, random, skuOf, writeCatalogue } from './dataset-catalogue.ts'

/**
 * A large shop, written straight into the database in big transactions of multi-row inserts (through the
 * API, a million sales would take days): the same tables, columns and rules the services write, so the
 * result passes the same checks. Orders come with their lines, payments and stock movements; every stock
 * counter is the sum of its movements, verified at the end with the stock service's own check.
 *
 * Counts at scale 1: 100,000 products in 500 categories, 3 warehouses, 10,000 customers, 1,000,000 sales
 * with 1 to 5 lines (3 on average), 2% of them partly refunded, purchases that stocked every product.
 */

export interface DatasetCounts {
  products: number
  categories: number
  warehouses: number
  customers: number
  suppliers: number
  sales: number
  refunds: number
  purchases: number
  orderItems: number
  payments: number
  movements: number
}

export interface Dataset {
  scale: number
  counts: DatasetCounts
  /** Seconds spent writing and checking. */
  seconds: { write: number; verify: number; analyze: number }
  /** Where the sales are: ids of orders, for sale details. */
  firstSaleId: number
  lastSaleId: number
  customerIds: [number, number]
}

export { barcodeOf, SEARCH_TERMS, skuOf } from './dataset-catalogue.ts'

const STOCK_IN = 1_000_000
const DAY_MS = 86_400_000

export async function generateDataset(
  handle: DatabaseHandle,
  scale: number,
  log: (line: string) => void,
): Promise<Dataset> {
  const { db, dialect } = handle
  const started = performance.now()
  const rand = random(20_261_121)
  const count = (full: number, min: number) => Math.max(min, Math.round(full * scale))
  const P = count(100_000, 50)
  const C = count(500, 5)
  const K = count(10_000, 10)
  const O = count(1_000_000, 100)
  const S = 20
  const now = Date.now()
  const iso = (ms: number) => new Date(ms).toISOString()
  const yearAgo = now - 365 * DAY_MS
  if (handle.sqlite) {
    // A bulk load, not a shop at work: no fsync per transaction (the file is checked at the end).
    handle.sqlite.pragma('synchronous = OFF')
    handle.sqlite.pragma('cache_size = -200000')
  }

  // ---- catalogue, warehouses, people ----
  const stamp = iso(yearAgo - DAY_MS)
  const { price, cost, warehouse } = await writeCatalogue(db, { P, C, K, S }, rand, {
    stamp,
    iso,
    productsFrom: yearAgo - DAY_MS,
  })
  log(`  ${P} products in ${C} categories, ${K} customers`)

  // ---- purchases: every product received once into the warehouse it sells from ----
  let orderId = 0
  let itemId = 0
  const counts: DatasetCounts = {
    products: P,
    categories: C,
    warehouses: 3,
    customers: K,
    suppliers: S,
    sales: O,
    refunds: 0,
    purchases: 0,
    orderItems: 0,
    payments: 0,
    movements: 0,
  }
  const orderDefaults = {
    reference: '',
    discountRate: 0,
    discountedAmount: 0,
    taxRate: 0,
    taxAmount: 0,
    shippingAmount: 0,
    noteTitle: '',
    saleNote: '',
    printNote: '',
    shippingRecipient: '',
    shippingInfo: '',
    shippingStatus: 0,
    deleted_at: null,
    taxIncluded: 0,
  }
  const purchaseStamp = iso(yearAgo - DAY_MS / 2)
  for (let start = 0; start < P; start += 5000) {
    const orders: Insertable<OrderTable>[] = []
    const items: Insertable<OrderItemTable>[] = []
    const payments: Insertable<PaymentTable>[] = []
    const moves: Insertable<StockMovementTable>[] = []
    for (let block = start; block < Math.min(P, start + 5000); block += 250) {
      orderId += 1
      const lines = Math.min(250, P - block)
      let total = 0
      for (let n = block; n < block + lines; n += 1) {
        itemId += 1
        const lineCost = (cost[n] as number) * STOCK_IN
        total += lineCost
        items.push({
          id: itemId,
          order_id: orderId,
          product_id: n + 1,
          name: nameOf(n),
          sku: skuOf(n),
          barcode: barcodeOf(n),
          qty: STOCK_IN,
          price: cost[n],
          cost: cost[n],
          subTotal: lineCost,
          warehouse_id: warehouse[n],
        })
        moves.push({
          product_id: n + 1,
          warehouse_id: warehouse[n],
          delta: STOCK_IN,
          reason: 'purchase',
          order_id: orderId,
          user_id: 1,
          created_at: purchaseStamp,
        })
      }
      orders.push({
        ...orderDefaults,
        id: orderId,
        key: String(100_000_000_000 + orderId),
        reference: `PO-${orderId}`,
        user_id: 1,
        customer_id: null,
        supplier_id: 1 + (orderId % S),
        parent_id: null,
        purchasing: 1,
        totalItems: lines * STOCK_IN,
        subTotal: total,
        totalAmount: total,
        cost: total,
        profit: 0,
        method: 1,
        dueDate: null,
        stockUpdated: 1,
        created_at: purchaseStamp,
        updated_at: purchaseStamp,
      })
      payments.push({
        order_id: orderId,
        user_id: 1,
        gateway: 'cheque',
        status: 1,
        method: 1,
        type: 'debit',
        amount: total,
        note: '',
        dueDate: null,
        created_at: purchaseStamp,
        updated_at: purchaseStamp,
      })
    }
    await db.transaction().execute(async (trx) => {
      await insertMany(trx, 'orders', orders)
      await insertMany(trx, 'order_items', items)
      await insertMany(trx, 'payments', payments)
      await insertMany(trx, 'stock_movements', moves)
    })
    counts.purchases += orders.length
    counts.orderItems += items.length
    counts.payments += payments.length
    counts.movements += moves.length
  }

  // ---- sales over the last year (a few popular products sell most), and some refunds ----
  const sold = new Int32Array(P)
  const returned = new Int32Array(P)
  const refunds: { sale: number; item: number; product: number; qty: number; price: number; at: number }[] = []
  const firstSaleId = orderId + 1
  const span = now - DAY_MS / 24 - yearAgo
  const CHUNK = 5000
  let lastReport = performance.now()
  for (let start = 0; start < O; start += CHUNK) {
    const orders: Insertable<OrderTable>[] = []
    const items: Insertable<OrderItemTable>[] = []
    const payments: Insertable<PaymentTable>[] = []
    const moves: Insertable<StockMovementTable>[] = []
    for (let index = start; index < Math.min(O, start + CHUNK); index += 1) {
      orderId += 1
      const at = yearAgo + Math.floor((index / O) * span)
      const when = iso(at)
      const lineCount = 1 + Math.floor(rand() * 5)
      const lines: { product: number; qty: number }[] = []
      for (let line = 0; line < lineCount; line += 1) {
        const r = rand()
        const product = Math.min(P - 1, Math.floor(P * r * r))
        if (lines.some((existing) => existing.product === product)) continue
        lines.push({ product, qty: 1 + Math.floor(rand() * 3) })
      }
      const totals = saleTotals({
        items: lines.map((line) => ({ price: price[line.product] as number, qty: line.qty, discount: 0 })),
        shippingAmount: 0,
        taxRate: 0,
        discountRate: 0,
        isTaxIncluded: false,
        stopDiscount: false,
      })
      let saleCost = 0
      const firstItem = itemId + 1
      for (const line of lines) {
        itemId += 1
        const unit = price[line.product] as number
        saleCost += (cost[line.product] as number) * line.qty
        sold[line.product] = (sold[line.product] as number) + line.qty
        items.push({
          id: itemId,
          order_id: orderId,
          product_id: line.product + 1,
          name: nameOf(line.product),
          sku: skuOf(line.product),
          barcode: barcodeOf(line.product),
          qty: line.qty,
          price: unit,
          cost: cost[line.product],
          subTotal: unit * line.qty,
          warehouse_id: warehouse[line.product],
          data: '{}',
        })
        moves.push({
          product_id: line.product + 1,
          warehouse_id: warehouse[line.product],
          delta: -line.qty,
          reason: 'sale',
          order_id: orderId,
          user_id: 1,
          created_at: when,
        })
      }
      const customer = rand() < 0.3 ? 1 + Math.floor(rand() * K) : null
      const due = customer !== null && rand() < 0.2
      orders.push({
        ...orderDefaults,
        id: orderId,
        key: String(300_000_000_000 + orderId),
        user_id: 1,
        customer_id: customer,
        supplier_id: null,
        parent_id: null,
        salling: 1,
        totalItems: totals.totalItems,
        subTotal: totals.subTotal,
        totalAmount: totals.totalAmount,
        cost: saleCost,
        profit: totals.totalAmount - saleCost,
        method: due ? 0 : 1,
        dueDate: due ? when.slice(0, 10) : null,
        stockUpdated: 0,
        created_at: when,
        updated_at: when,
      })
      const paidNow = due ? Math.floor(totals.totalAmount / 2) : totals.totalAmount
      const payment = { order_id: orderId, user_id: 1, type: 'credit', note: '', created_at: when, updated_at: when }
      if (paidNow > 0) {
        payments.push({
          ...payment,
          gateway: rand() < 0.6 ? 'cash' : 'card',
          status: 1,
          method: 1,
          amount: paidNow,
          dueDate: null,
        })
      }
      if (totals.totalAmount - paidNow > 0) {
        const dueDate = iso(at + 30 * DAY_MS).slice(0, 10)
        payments.push({
          ...payment,
          gateway: 'cash',
          status: 0,
          method: 0,
          amount: totals.totalAmount - paidNow,
          dueDate,
        })
      }
      if (index % 50 === 7 && !due) {
        const first = lines[0] as { product: number; qty: number }
        refunds.push({
          sale: orderId,
          item: firstItem,
          product: first.product,
          qty: 1,
          price: price[first.product] as number,
          at,
        })
      }
    }
    await db.transaction().execute(async (trx) => {
      await insertMany(trx, 'orders', orders)
      await insertMany(trx, 'order_items', items)
      await insertMany(trx, 'payments', payments)
      await insertMany(trx, 'stock_movements', moves)
    })
    counts.orderItems += items.length
    counts.payments += payments.length
    counts.movements += moves.length
    if (performance.now() - lastReport > 10_000) {
      lastReport = performance.now()
      const done = Math.min(O, start + CHUNK)
      log(`  ${done} / ${O} sales (${Math.round((performance.now() - started) / 1000)} s)`)
    }
  }
  const lastSaleId = orderId

  for (let start = 0; start < refunds.length; start += CHUNK) {
    const orders: Insertable<OrderTable>[] = []
    const items: Insertable<OrderItemTable>[] = []
    const payments: Insertable<PaymentTable>[] = []
    const moves: Insertable<StockMovementTable>[] = []
    for (const refund of refunds.slice(start, start + CHUNK)) {
      orderId += 1
      itemId += 1
      const when = iso(Math.min(now - 60_000, refund.at + DAY_MS))
      const amount = refund.price * refund.qty
      returned[refund.product] = (returned[refund.product] as number) + refund.qty
      orders.push({
        ...orderDefaults,
        id: orderId,
        key: String(500_000_000_000 + orderId),
        user_id: 1,
        customer_id: null,
        supplier_id: null,
        parent_id: refund.sale,
        refunding: 1,
        totalItems: refund.qty,
        subTotal: amount,
        totalAmount: amount,
        cost: (cost[refund.product] as number) * refund.qty,
        profit: 0,
        method: 1,
        dueDate: null,
        stockUpdated: 0,
        created_at: when,
        updated_at: when,
      })
      items.push({
        id: itemId,
        order_id: orderId,
        product_id: refund.product + 1,
        name: nameOf(refund.product),
        sku: skuOf(refund.product),
        barcode: barcodeOf(refund.product),
        qty: refund.qty,
        price: refund.price,
        cost: cost[refund.product],
        subTotal: amount,
        warehouse_id: warehouse[refund.product],
        parent_item_id: refund.item,
      })
      payments.push({
        order_id: orderId,
        user_id: 1,
        gateway: 'cash',
        status: 1,
        method: 1,
        type: 'debit',
        amount,
        note: '',
        dueDate: null,
        created_at: when,
        updated_at: when,
      })
      moves.push({
        product_id: refund.product + 1,
        warehouse_id: warehouse[refund.product],
        delta: refund.qty,
        reason: 'refund',
        order_id: orderId,
        user_id: 1,
        created_at: when,
      })
    }
    await db.transaction().execute(async (trx) => {
      await insertMany(trx, 'orders', orders)
      await insertMany(trx, 'order_items', items)
      await insertMany(trx, 'payments', payments)
      await insertMany(trx, 'stock_movements', moves)
    })
    counts.refunds += orders.length
    counts.orderItems += items.length
    counts.payments += payments.length
    counts.movements += moves.length
  }

  // ---- the stock counters: what came in, minus what was sold, plus what came back ----
  for (let start = 0; start < P; start += 5000) {
    const rows: Insertable<StockTable>[] = []
    for (let n = start; n < Math.min(P, start + 5000); n += 1) {
      rows.push({
        product_id: n + 1,
        warehouse_id: warehouse[n] as number,
        quantity: STOCK_IN - (sold[n] as number) + (returned[n] as number),
        sold: sold[n] as number,
        returned: returned[n] as number,
        cost: cost[n] as number,
        price: price[n] as number,
        rackNumber: `R-${n % 40}`,
        created_at: purchaseStamp,
        updated_at: stamp,
      })
    }
    await db.transaction().execute((trx) => insertMany(trx, 'stocks', rows))
  }
  if (dialect === 'postgres') {
    // Rows were written with their ids: move each sequence past them, as the database would have.
    for (const table of ['categories', 'warehouses', 'suppliers', 'customers', 'products', 'orders', 'order_items']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        db,
      )
    }
  }
  // The order counts and per-day units sold that the sale and refund transactions would have kept.
  await rebuildKeptCounts(db)
  const wrote = (performance.now() - started) / 1000
  log(`  wrote ${O} sales, ${counts.refunds} refunds, ${counts.orderItems} lines in ${wrote.toFixed(0)} s`)

  const verifyStarted = performance.now()
  const violations = await createStockService().invariantViolations(db)
  if (violations.length > 0)
    throw new Error(`stock counters differ from their movements: ${JSON.stringify(violations.slice(0, 3))}`)
  const halfWritten = await db
    .selectFrom('orders')
    .select(sql<number>`count(*)`.as('n'))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('order_items').select('order_items.id').whereRef('order_items.order_id', '=', 'orders.id'),
        ),
      ),
    )
    .executeTakeFirstOrThrow()
  if (Number(halfWritten.n) !== 0) throw new Error(`${halfWritten.n} orders have no lines`)
  const verify = (performance.now() - verifyStarted) / 1000
  log(`  checked: every stock counter equals the sum of its movements, every order has lines (${verify.toFixed(0)} s)`)

  // What autovacuum does soon after a bulk load on PostgreSQL. SQLite gets nothing the app would not do.
  const analyzeStarted = performance.now()
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db)
  if (handle.sqlite) handle.sqlite.pragma('synchronous = NORMAL')
  const analyze = (performance.now() - analyzeStarted) / 1000

  return {
    scale,
    counts,
    seconds: { write: Math.round(wrote), verify: Math.round(verify), analyze: Math.round(analyze) },
    firstSaleId,
    lastSaleId,
    customerIds: [1, K],
  }
}
