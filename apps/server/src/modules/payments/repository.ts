import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Updateable } from 'kysely'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import type { DialectName } from '../../db/connection.ts'
import type { Database, PaymentTable } from '../../db/schema.ts'
import { containsAny, paginate } from '../../platform/paging.ts'
import { insertBuiltOnce, insertBuiltOnceDeferred } from '../../db/built-once.ts'

type Db = Kysely<Database>

const ORDER_HEADER = [
  'orders.id',
  'orders.key',
  'orders.reference',
  'orders.salling',
  'orders.refunding',
  'orders.purchasing',
  'orders.dueDate',
  'orders.totalAmount',
  'orders.subTotal',
  'orders.discountedAmount',
  'orders.taxAmount',
  'orders.shippingAmount',
  'orders.deleted_at',
  'orders.created_at',
  'orders.cancelledDue',
  'orders.customer_id',
] as const

/** What the refunds of the order in `orders` gave back, summed: one column `refunded`. */
function refundedOfOrder(eb: ExpressionBuilder<Database, 'orders'>) {
  return eb
    .selectFrom('orders as refunds')
    .select(sql<number>`coalesce(sum(${sql.ref('refunds.totalAmount')}), 0)`.as('refunded'))
    .whereRef('refunds.parent_id', '=', 'orders.id')
    .where('refunds.refunding', '=', 1)
    .as('refunded')
}

/**
 * The order a payment is for, with `refunded`: what the refunds of a sale gave back, removed ones
 * included (0 for other orders). With `lock` (inside a transaction) the row is locked on PostgreSQL so two
 * payments on one order are checked one after the other; SQLite runs one write transaction at a time.
 */
export function findOrderHeader(db: Db, dialect: DialectName, orderId: number, lock = false) {
  let query = db.selectFrom('orders').select(ORDER_HEADER).select(refundedOfOrder).where('orders.id', '=', orderId)
  if (lock && dialect === 'postgres') query = query.forUpdate()
  return query.executeTakeFirst()
}
export type OrderHeader = NonNullable<Awaited<ReturnType<typeof findOrderHeader>>>

/**
 * The customer's sales that are not removed, newest first (at most `limit`), with what their refunds gave
 * back, as `findOrderHeader` reads one order: the customer chip works out what each still owes.
 */
export function salesOfCustomer(db: Db, customerId: number, limit: number) {
  return db
    .selectFrom('orders')
    .select(ORDER_HEADER)
    .select(refundedOfOrder)
    .where('orders.customer_id', '=', customerId)
    .where('orders.salling', '=', 1)
    .where('orders.deleted_at', 'is', null)
    .orderBy('orders.id', 'desc')
    .limit(limit)
    .execute()
}

/** The payments of several orders (chunked by the caller when long). */
export function paymentsOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .$narrowType<{ order_id: number }>()
    .execute()
}

export async function insertPayment(db: Db, payment: Insertable<PaymentTable>): Promise<number> {
  const [row] = await insertBuiltOnce(db, 'payments.id', [payment], () =>
    db.insertInto('payments').values(payment).returning('id'),
  )
  if (!row) throw new Error('The payment was not stored')
  return row.id
}

/** A payment whose id nobody needs (a sale's): on PostgreSQL it goes with the transaction's next statement. */
export async function insertPaymentDeferred(db: Db, payment: Insertable<PaymentTable>): Promise<void> {
  await insertBuiltOnceDeferred(db, 'payments', [payment], () => db.insertInto('payments').values(payment))
}

export function paymentsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .$narrowType<{ order_id: number }>()
    .execute()
}

/**
 * A buy-back's payout (issue 28): the payment that pays for it, if it has one; on PostgreSQL locked until
 * the caller's transaction ends, so two edits of one buy-back move its drawer one after the other.
 */
export function payoutOfBuyback(db: Db, dialect: DialectName, customProductId: number, lock = true) {
  let query = db.selectFrom('payments').selectAll().where('custom_product_id', '=', customProductId).orderBy('id')
  if (lock && dialect === 'postgres') query = query.forUpdate()
  return query.executeTakeFirst()
}

/**
 * A repair's deposits (issue 31, item 5), oldest first, with who took each, by `payments_repair_idx`; on
 * PostgreSQL locked until the caller's transaction ends when `lock`, so two refunds of one ticket pay back once.
 */
export function depositsOfRepair(db: Db, dialect: DialectName, repairId: number, lock = false) {
  let query = db
    .selectFrom('payments')
    .leftJoin('users', 'users.id', 'payments.user_id')
    .select([
      'payments.id',
      'payments.type',
      'payments.gateway',
      'payments.amount',
      'payments.status',
      'payments.session_id',
      'payments.created_at',
      'users.name as user_name',
    ])
    .where('payments.repair_id', '=', repairId)
    .orderBy('payments.id')
  if (lock && dialect === 'postgres') query = query.forUpdate('payments')
  return query.execute()
}

export async function deleteDepositsOfRepair(db: Db, repairId: number): Promise<void> {
  await db.deleteFrom('payments').where('repair_id', '=', repairId).execute()
}

export async function insertPayout(db: Db, payment: Insertable<PaymentTable>): Promise<number> {
  const row = await db.insertInto('payments').values(payment).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export function findPayment(db: Db, id: number) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function updatePayment(db: Db, id: number, change: Updateable<PaymentTable>): Promise<void> {
  await db.updateTable('payments').set(change).where('id', '=', id).execute()
}

export async function deletePayment(db: Db, id: number): Promise<void> {
  await db.deleteFrom('payments').where('id', '=', id).execute()
}

const PAYMENT_SORT = {
  id: 'payments.id',
  created_at: 'payments.created_at',
  updated_at: 'payments.updated_at',
  amount: 'payments.amount',
  gateway: 'payments.gateway',
  status: 'payments.status',
  method: 'payments.method',
  type: 'payments.type',
}

/** Every payment of a live order with its order's key and kind, newest first; searched over the order key and reference and the note. */
export function listPayments(db: Db, dialect: DialectName, paging: PagingQuery) {
  let query = db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .selectAll('payments')
    .select([
      'orders.key as order_key',
      'orders.reference as order_reference',
      'orders.salling',
      'orders.refunding',
      'orders.purchasing',
      'orders.totalAmount as order_totalAmount',
    ])
    // Payments of removed orders are left out, as every list and report leaves removed orders out.
    .where('orders.deleted_at', 'is', null)
    // The join keeps only payments of an order (a buy-back's payout has none).
    .$narrowType<{ order_id: number }>()
  if (paging.search) {
    const term = paging.search
    // An exact transaction number is found through the unique index; otherwise a contains search.
    query = query.where((eb) =>
      eb.or([
        eb('orders.key', '=', term),
        containsAny(dialect, ['orders.reference', 'payments.note', 'payments.gateway'], term),
      ]),
    )
  }
  return paginate(query, paging, {
    sortable: PAYMENT_SORT,
    defaultSort: 'payments.created_at',
    defaultDesc: true,
    tieBreaker: 'payments.id',
  })
}
export type PaymentListItem = Awaited<ReturnType<typeof listPayments>>['items'][number]
