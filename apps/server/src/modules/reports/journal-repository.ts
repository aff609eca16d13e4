import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { chunksOf } from '../../db/chunks.ts'

type Db = Kysely<Database>

/**
 * The rows the accountant's journal is made of (issue 31, item 7): a date range (created_at in
 * [from, to), ISO UTC) or one till session. Cents throughout; removed orders and their payments are left out,
 * as every report leaves them out.
 */
export type JournalScope = { kind: 'range'; from: string; to: string } | { kind: 'session'; id: number }

/** Rows dated by the column `at` and tied to a till session by the column `session`, kept to the scope. */
function inScope(scope: JournalScope, at: string, session: string): RawBuilder<boolean> {
  if (scope.kind === 'session') return sql<boolean>`${sql.ref(session)} = ${scope.id}`
  return sql<boolean>`${sql.ref(at)} >= ${scope.from} and ${sql.ref(at)} < ${scope.to}`
}

const customerName = sql<string>`trim(coalesce(${sql.ref('customers.firstName')}, '') || ' ' || coalesce(${sql.ref('customers.lastName')}, ''))`

export async function ordersOf(db: Db, scope: JournalScope) {
  const orders = await db
    .selectFrom('orders')
    .leftJoin('customers', 'customers.id', 'orders.customer_id')
    .select([
      'orders.id',
      'orders.key',
      'orders.salling',
      'orders.created_at',
      'orders.session_id',
      'orders.totalAmount',
      'orders.taxAmount',
      'orders.taxRate',
      'orders.shippingAmount',
      customerName.as('customer'),
    ])
    .where((eb) => eb.or([eb('orders.salling', '=', 1), eb('orders.refunding', '=', 1)]))
    .where('orders.deleted_at', 'is', null)
    .where(inScope(scope, 'orders.created_at', 'orders.session_id'))
    .orderBy('orders.id')
    .execute()
  const items: {
    order_id: number
    product_id: number | null
    custom_product_id: number | null
    category_id: number | null
    category_name: string | null
    type: string | null
    subTotal: number
    qty: number
    cost: number
  }[] = []
  for (const ids of chunksOf(
    orders.map((order) => order.id),
    500,
  )) {
    items.push(
      ...(await db
        .selectFrom('order_items')
        .leftJoin('products', 'products.id', 'order_items.product_id')
        .leftJoin('categories', 'categories.id', 'products.category_id')
        .select([
          'order_items.order_id',
          'order_items.product_id',
          'order_items.custom_product_id',
          'products.category_id',
          'categories.name as category_name',
          'products.type',
          'order_items.subTotal',
          'order_items.qty',
          'order_items.cost',
        ])
        .where('order_items.order_id', 'in', ids)
        .orderBy('order_items.id')
        .execute()),
    )
  }
  return { orders, items }
}

/** Paid payments of sales and refunds (not of purchases: the accountant books suppliers' bills from the bills). */
export function orderPaymentsOf(db: Db, scope: JournalScope) {
  return db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .leftJoin('customers', 'customers.id', 'orders.customer_id')
    .select([
      'payments.id',
      'payments.created_at',
      'payments.session_id',
      'payments.gateway',
      'payments.type',
      'payments.amount',
      'orders.id as order_id',
      'orders.key as order_key',
      'orders.salling',
      customerName.as('customer'),
    ])
    .where('payments.status', '=', 1)
    .where((eb) => eb.or([eb('orders.salling', '=', 1), eb('orders.refunding', '=', 1)]))
    .where('orders.deleted_at', 'is', null)
    .where(inScope(scope, 'payments.created_at', 'payments.session_id'))
    .orderBy('payments.id')
    .execute()
}

/** Buy-backs' payouts: the device bought from a customer, now stock. */
export function payoutsOf(db: Db, scope: JournalScope) {
  return db
    .selectFrom('payments')
    .innerJoin('custom_products', 'custom_products.id', 'payments.custom_product_id')
    .select([
      'payments.id',
      'payments.created_at',
      'payments.session_id',
      'payments.gateway',
      'payments.type',
      'payments.amount',
      'custom_products.id as custom_product_id',
      'custom_products.model',
    ])
    .where('payments.status', '=', 1)
    .where(inScope(scope, 'payments.created_at', 'payments.session_id'))
    .orderBy('payments.id')
    .execute()
}

/** Gift-card sales' payments (money in) and their refunds' (money out). */
export function giftCardPaymentsOf(db: Db, scope: JournalScope) {
  return db
    .selectFrom('payments')
    .innerJoin('gift_card_sales', 'gift_card_sales.id', 'payments.gift_card_sale_id')
    .select([
      'payments.id',
      'payments.created_at',
      'payments.session_id',
      'payments.gateway',
      'payments.type',
      'payments.amount',
      'gift_card_sales.id as sale_id',
      'gift_card_sales.key as sale_key',
    ])
    .where('payments.status', '=', 1)
    .where(inScope(scope, 'payments.created_at', 'payments.session_id'))
    .orderBy('payments.id')
    .execute()
}

/** Repairs' deposits taken and paid back (issue 31, item 5): payments on a repair, never an order. */
export function repairDepositsOf(db: Db, scope: JournalScope) {
  return db
    .selectFrom('payments')
    .innerJoin('repairs', 'repairs.id', 'payments.repair_id')
    .select([
      'payments.id',
      'payments.created_at',
      'payments.session_id',
      'payments.gateway',
      'payments.type',
      'payments.amount',
      'repairs.id as repair_id',
      'repairs.key as repair_key',
    ])
    .where('payments.status', '=', 1)
    .where(inScope(scope, 'payments.created_at', 'payments.session_id'))
    .orderBy('payments.id')
    .execute()
}

/**
 * Store-credit changes that no payment mirrors: given or taken by hand, or expired (an event pointing at an
 * order is the other side of that order's 'credit' payment, booked there). A buy-back paid in credit issues
 * the payout's value and the shop's bonus on it: only the bonus is the shop's to book here, as credit given
 * (`amount` is the issue less the buy-back's credit payouts, so without a bonus it is 0 and books nothing).
 */
export function handCreditsOf(db: Db, scope: JournalScope) {
  const creditPayouts = sql<number>`coalesce((select sum(${sql.ref('p.amount')}) from ${sql.table('payments')} as p where ${sql.ref('p.custom_product_id')} = ${sql.ref('credit_events.custom_product_id')} and ${sql.ref('p.gateway')} = 'credit' and ${sql.ref('p.status')} = 1), 0)`
  return (
    db
      .selectFrom('credit_events')
      .innerJoin('customers', 'customers.id', 'credit_events.customer_id')
      .select([
        'credit_events.id',
        'credit_events.type',
        'credit_events.custom_product_id',
        sql<number>`case when ${sql.ref('credit_events.custom_product_id')} is null then ${sql.ref('credit_events.amount')} else ${sql.ref('credit_events.amount')} - ${creditPayouts} end`.as(
          'amount',
        ),
        'credit_events.created_at',
        customerName.as('customer'),
      ])
      .where('credit_events.order_id', 'is', null)
      // A repair's deposit paid or given back in store credit is booked with that deposit's payment.
      .where('credit_events.repair_id', 'is', null)
      .where((eb) =>
        eb.or([
          eb('credit_events.custom_product_id', 'is', null),
          eb.and([eb('credit_events.custom_product_id', 'is not', null), eb('credit_events.type', '=', 'issued')]),
        ]),
      )
      .where(inScope(scope, 'credit_events.created_at', 'credit_events.session_id'))
      .orderBy('credit_events.id')
      .execute()
  )
}

/** Gift-card balances that expired or were corrected: issued, redeemed and refunded ride on payments. */
export function giftCardChangesOf(db: Db, scope: JournalScope) {
  return db
    .selectFrom('gift_card_events')
    .innerJoin('gift_cards', 'gift_cards.id', 'gift_card_events.gift_card_id')
    .select([
      'gift_card_events.id',
      'gift_card_events.type',
      'gift_card_events.amount',
      'gift_card_events.created_at',
      'gift_cards.code',
    ])
    .where('gift_card_events.type', 'in', ['expired', 'adjusted'])
    .where(inScope(scope, 'gift_card_events.created_at', 'gift_card_events.session_id'))
    .orderBy('gift_card_events.id')
    .execute()
}

/** Closed sessions with a difference at their count, and the number of their Z. */
export function tillCountsOf(db: Db, scope: JournalScope) {
  return db
    .selectFrom('till_sessions')
    .innerJoin('tills', 'tills.id', 'till_sessions.till_id')
    .leftJoin('z_reports', 'z_reports.session_id', 'till_sessions.id')
    .select([
      'till_sessions.id',
      'till_sessions.closed_at',
      'till_sessions.difference',
      'tills.name as till_name',
      'z_reports.number as z_number',
    ])
    .where('till_sessions.closed_at', 'is not', null)
    .where('till_sessions.difference', 'is not', null)
    .where('till_sessions.difference', '<>', 0)
    .where(inScope(scope, 'till_sessions.closed_at', 'till_sessions.id'))
    .orderBy('till_sessions.id')
    .execute()
}

// ---- the account map ----------------------------------------------------------------------------------

export function accountRows(db: Db) {
  return db.selectFrom('journal_accounts').select(['role', 'code', 'name']).orderBy('role').execute()
}

export async function saveAccount(db: Db, row: { role: string; code: string; name: string; updated_at: string }) {
  await db
    .insertInto('journal_accounts')
    .values(row)
    .onConflict((oc) => oc.column('role').doUpdateSet({ code: row.code, name: row.name, updated_at: row.updated_at }))
    .execute()
}

export function categories(db: Db) {
  return db.selectFrom('categories').select(['id', 'name']).orderBy('name').orderBy('id').execute()
}

/** The tax rates sales and refunds were made at, for the map's per-rate rows. */
export async function taxRates(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('taxRate')
    .distinct()
    .where((eb) => eb.or([eb('salling', '=', 1), eb('refunding', '=', 1)]))
    .execute()
  return rows.map((row) => Number(row.taxRate))
}

// ---- a closed session's journal, frozen ------------------------------------------------------------------

export function zJournal(db: Db, sessionId: number) {
  return db
    .selectFrom('z_journals')
    .select(['lines', 'created_at'])
    .where('session_id', '=', sessionId)
    .executeTakeFirst()
}

export async function insertZJournal(db: Db, row: { session_id: number; lines: string; created_at: string }) {
  await db.insertInto('z_journals').values(row).execute()
}

export function sessionOf(db: Db, sessionId: number) {
  return db
    .selectFrom('till_sessions')
    .select(['id', 'opened_at', 'closed_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst()
}
