import { sql, type Kysely } from 'kysely'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import type { Database } from '../../src/db/schema.ts'
import { createStockService } from '../../src/modules/inventory/stock-service.ts'
import { saleBody } from '../pos-fixtures.ts'
import { purchaseBody } from '../stock-fixtures.ts'
import type { HttpAnswer, HttpClient } from './harness.ts'

/**
 * Shop data made over HTTP through the same endpoints a browser uses (products, suppliers, purchases,
 * receipts), and the checks that the books are whole, read straight from the database.
 */

let sequence = 0

function expectStatus(answer: HttpAnswer, status: number, what: string): void {
  if (answer.statusCode !== status)
    throw new Error(`${what}: expected ${status}, got ${answer.statusCode} ${answer.body}`)
}

/** A product with `qty` units in warehouse 1, bought from a supplier and received, as the till finds it. */
export async function stockedProduct(client: HttpClient, qty: number, price = 20): Promise<PosProduct> {
  sequence += 1
  const tag = `${process.pid}-${sequence}-${Date.now().toString(36)}`
  const supplier = await client.post('/api/supplier', {
    firstName: 'Scale',
    lastName: `Supplier ${tag}`,
    company: `Scale ${tag} Ltd`,
    email: `scale-${tag}@example.com`,
    phone: '555-0100',
  })
  expectStatus(supplier, 201, 'create supplier')
  const product = await client.post('/api/product', {
    name: `Scale product ${tag}`,
    sku: `SC-${tag}`,
    price,
    cost: 10,
    suppliers: [supplier.json().id],
  })
  expectStatus(product, 200, 'create product')
  const id = product.json().id as number
  const purchase = await client.post(
    '/api/purchase',
    purchaseBody(supplier.json().id, [{ product_id: id, cost: 10, qty }]),
  )
  expectStatus(purchase, 201, 'create purchase')
  const received = await client.post('/api/stock', {
    purchaseId: purchase.json().id,
    items: [{ product: id, warehouse: 1, price, rackNumber: 'A-1' }],
  })
  expectStatus(received, 200, 'receive purchase')
  const found = await client.post('/api/product-search', { key: `SC-${tag}` })
  expectStatus(found, 200, 'product search')
  const item = (found.json().items as PosProduct[]).find((candidate) => candidate.id === id)
  if (!item) throw new Error(`product ${id} not found by the POS search`)
  return item
}

/**
 * A product with `qty` units typed on the product form: it sells from its basic qty (no warehouse row),
 * and the quantity is an `opening` stock movement.
 */
export async function basicQtyProduct(client: HttpClient, qty: number, price = 15): Promise<PosProduct> {
  sequence += 1
  const tag = `${process.pid}-${sequence}-${Date.now().toString(36)}`
  const product = await client.post('/api/product', {
    name: `Basic product ${tag}`,
    sku: `BQ-${tag}`,
    price,
    cost: 5,
    qty,
  })
  expectStatus(product, 200, 'create product')
  const id = product.json().id as number
  const found = await client.post('/api/product-search', { key: `BQ-${tag}` })
  expectStatus(found, 200, 'product search')
  const item = (found.json().items as PosProduct[]).find((candidate) => candidate.id === id)
  if (!item) throw new Error(`product ${id} not found by the POS search`)
  return item
}

export function cashSale(products: PosProduct[], qty = 1) {
  return saleBody(products.map((product) => ({ product, qty })))
}

export async function setOverSelling(client: HttpClient, on: boolean): Promise<void> {
  const current = await client.get('/api/settings')
  expectStatus(current, 200, 'read settings')
  const saved = await client.post('/api/setting-pos-update', { ...current.json().pos, overSelling: on })
  expectStatus(saved, 200, 'save POS settings')
}

export async function stockOf(db: Kysely<Database>, productId: number, warehouseId = 1) {
  const row = await db
    .selectFrom('stocks')
    .select(['quantity', 'sold'])
    .where('product_id', '=', productId)
    .where('warehouse_id', '=', warehouseId)
    .executeTakeFirstOrThrow()
  return { quantity: Number(row.quantity), sold: Number(row.sold) }
}

export interface BooksReport {
  /** Stock rows whose counters, and products whose basic qty, differ from the sum of their movements. */
  stockViolations: unknown[]
  /** Sales or refunds with no lines. */
  ordersWithoutItems: number[]
  /** Sales with no payment although they have a total. */
  salesWithoutPayment: number[]
  /** Sale or refund movements whose order does not exist. */
  movementsWithoutOrder: number[]
  /** Lines whose order does not exist. */
  itemsWithoutOrder: number[]
}

/** Everything that would show a half-written sale. All lists are empty when the books are whole. */
export async function checkBooks(db: Kysely<Database>): Promise<BooksReport> {
  const stockViolations = await createStockService().invariantViolations(db)
  const ordersWithoutItems = await db
    .selectFrom('orders')
    .select('orders.id')
    .where((eb) => eb.or([eb('orders.salling', '=', 1), eb('orders.refunding', '=', 1)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('order_items').select('order_items.id').whereRef('order_items.order_id', '=', 'orders.id'),
        ),
      ),
    )
    .execute()
  const salesWithoutPayment = await db
    .selectFrom('orders')
    .select('orders.id')
    .where('orders.salling', '=', 1)
    .where('orders.totalAmount', '>', 0)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('payments').select('payments.id').whereRef('payments.order_id', '=', 'orders.id')),
      ),
    )
    .execute()
  const movementsWithoutOrder = await db
    .selectFrom('stock_movements')
    .leftJoin('orders', 'orders.id', 'stock_movements.order_id')
    .select('stock_movements.id')
    .where('stock_movements.reason', 'in', ['sale', 'refund'])
    .where('orders.id', 'is', null)
    .execute()
  const itemsWithoutOrder = await db
    .selectFrom('order_items')
    .leftJoin('orders', 'orders.id', 'order_items.order_id')
    .select('order_items.id')
    .where('orders.id', 'is', null)
    .execute()
  return {
    stockViolations,
    ordersWithoutItems: ordersWithoutItems.map((row) => row.id),
    salesWithoutPayment: salesWithoutPayment.map((row) => row.id),
    movementsWithoutOrder: movementsWithoutOrder.map((row) => row.id),
    itemsWithoutOrder: itemsWithoutOrder.map((row) => row.id),
  }
}

export const WHOLE_BOOKS: BooksReport = {
  stockViolations: [],
  ordersWithoutItems: [],
  salesWithoutPayment: [],
  movementsWithoutOrder: [],
  itemsWithoutOrder: [],
}

/** A sale as stored: its lines, its payments and its stock movements. */
export async function storedSale(db: Kysely<Database>, id: number) {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst()
  const count = async (table: 'order_items' | 'payments' | 'stock_movements') => {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }
  const paid = await db
    .selectFrom('payments')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('paid'))
    .where('order_id', '=', id)
    .executeTakeFirstOrThrow()
  return {
    order,
    items: await count('order_items'),
    payments: await count('payments'),
    movements: await count('stock_movements'),
    paid: Number(paid.paid),
  }
}
