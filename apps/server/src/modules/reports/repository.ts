import { sql, type Expression, type Kysely, type SqlBool } from 'kysely'
import type { InstantRange } from '@counterpart/domain/pricing/report-period'
import type { ReportWay, ReportWayChoice } from '@counterpart/domain/schemas/reports'
import type { Database } from '../../db/schema.ts'

/**
 * Every figure of the reports is a SQL aggregate: nothing here loads all orders into memory. The
 * queries name the flag and `deleted_at IS NULL` literally, so both databases use the partial indexes
 * of migration 0008-reports (a partial index is only chosen when the query repeats its condition).
 * Removed orders (soft-deleted from Transactions) are left out of every report.
 */

type Db = Kysely<Database>
export type OrderFlag = 'salling' | 'refunding' | 'purchasing'

/** `orders.<flag> = 1 AND orders.deleted_at IS NULL`, with the literal 1 the partial indexes name. */
export function liveOrdersOf(flag: OrderFlag): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(`orders.${flag}`)} = 1 and ${sql.ref('orders.deleted_at')} is null`
}

export const sum = (column: string) => sql<number>`coalesce(sum(${sql.ref(column)}), 0)`

/**
 * What was paid on the order in `orders`: its paid payments, summed (cents). A purchase has no refunds,
 * so its balance is totalAmount - paid, the Due the payments module keeps (docs/reports.md).
 */
export function paidOfOrder() {
  return sql<number>`(select coalesce(sum(${sql.ref('paid.amount')}), 0) from ${sql.table('payments')} as ${sql.id('paid')} where ${sql.ref('paid.order_id')} = ${sql.ref('orders.id')} and ${sql.ref('paid.status')} = 1)`
}

/**
 * Which orders of a kind and way a report covers. `owing`: only those with something left to pay (the
 * purchase report's Due way lists what the shop still owes, never a purchase paid in full: issue 28).
 */
export interface OrderScope {
  flag: OrderFlag
  way: ReportWayChoice
  owing: boolean
}

/** The purchase report's Due way covers the purchases still owed; every other report all its orders. */
export function reportScope(flag: OrderFlag, way: ReportWayChoice): OrderScope {
  return { flag, way, owing: flag === 'purchasing' && way === 0 }
}

/**
 * `orders.method = way`, or `in (0, 1)` for All: the covering indexes of 0008-reports lead with the way, so
 * a query always names it.
 */
export function ofWay(way: ReportWayChoice): Expression<SqlBool> {
  return way === 'all'
    ? sql<SqlBool>`${sql.ref('orders.method')} in (0, 1)`
    : sql<SqlBool>`${sql.ref('orders.method')} = ${way}`
}

/** `orders.totalAmount > paid`: the order still owes something. */
function stillOwed(): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref('orders.totalAmount')} > ${paidOfOrder()}`
}

/** What was paid on each order, for purchases only (sales and refunds answer 0 without a lookup). */
function paidColumn(flag: OrderFlag) {
  return flag === 'purchasing' ? paidOfOrder() : sql<number>`0`
}

export interface OrderTotals {
  orders: number
  totalItems: number
  totalAmount: number
  cost: number
  profit: number
  taxAmount: number
  discountedAmount: number
  /** Purchases: what their paid payments came to (0 for sales and refunds). */
  paid: number
}

/** The count and sums of `OrderTotals`, as the select list of `orderTotals` and `orderTotalsByBucket`. */
function totalsColumns(flag: OrderFlag) {
  return [
    sql<number>`count(*)`.as('orders'),
    sum('orders.totalItems').as('totalItems'),
    sum('orders.totalAmount').as('totalAmount'),
    sum('orders.cost').as('cost'),
    sum('orders.profit').as('profit'),
    sum('orders.taxAmount').as('taxAmount'),
    sum('orders.discountedAmount').as('discountedAmount'),
    sql<number>`coalesce(sum(${paidColumn(flag)}), 0)`.as('paid'),
  ] as const
}

/** A row of `totalsColumns` as numbers (the drivers may answer sums as strings or bigints). */
function toTotals(row: Record<keyof OrderTotals, unknown>): OrderTotals {
  return {
    orders: Number(row.orders),
    totalItems: Number(row.totalItems),
    totalAmount: Number(row.totalAmount),
    cost: Number(row.cost),
    profit: Number(row.profit),
    taxAmount: Number(row.taxAmount),
    discountedAmount: Number(row.discountedAmount),
    paid: Number(row.paid),
  }
}

/**
 * Count and sums of one kind of order and one payment way in a range of instants: a range scan of the
 * covering index (method, created_at, amounts). Both ways are two such scans: with `method in (0, 1)`
 * SQLite would pick the narrower (flag, created_at) index and read every row from the table. Cents.
 */
export async function orderTotals(
  db: Db,
  flag: OrderFlag,
  way: ReportWayChoice,
  range: InstantRange,
  owing = false,
): Promise<OrderTotals> {
  if (way === 'all') {
    const live = await orderTotals(db, flag, 1, range, owing)
    const due = await orderTotals(db, flag, 0, range, owing)
    return {
      orders: live.orders + due.orders,
      totalItems: live.totalItems + due.totalItems,
      totalAmount: live.totalAmount + due.totalAmount,
      cost: live.cost + due.cost,
      profit: live.profit + due.profit,
      taxAmount: live.taxAmount + due.taxAmount,
      discountedAmount: live.discountedAmount + due.discountedAmount,
      paid: live.paid + due.paid,
    }
  }
  const row = await db
    .selectFrom('orders')
    .select(totalsColumns(flag))
    .where(liveOrdersOf(flag))
    .where('orders.method', '=', way)
    .where('orders.created_at', '>=', range.from)
    .where('orders.created_at', '<', range.to)
    .$if(owing, (query) => query.where(stillOwed()))
    .executeTakeFirstOrThrow()
  return toTotals(row)
}

/**
 * The same sums as `orderTotals`, per bucket of a chart: one range scan of the covering index over the
 * buckets' span, grouped by the bucket each order falls in. The buckets follow each other without a gap
 * (report-chart-buckets.ts), so an order belongs to the last bucket starting at or before it. Cents,
 * one entry per bucket in order (zeros where nothing was made).
 */
/**
 * Which of consecutive buckets an instant falls in, as a SQL expression: the last bucket starting at or
 * before it (the rows are already limited to the first bucket's start and the last one's end).
 */
export function bucketIndex(instant: ReturnType<typeof sql.ref>, buckets: readonly InstantRange[]) {
  return buckets.length === 1
    ? sql<number>`0`
    : sql<number>`case ${sql.join(
        buckets.slice(1).map((next, index) => sql`when ${instant} < ${next.from} then ${sql.lit(index)}`),
        sql` `,
      )} else ${sql.lit(buckets.length - 1)} end`
}

export async function orderTotalsByBucket(
  db: Db,
  scope: OrderScope,
  buckets: readonly InstantRange[],
): Promise<OrderTotals[]> {
  const { flag, way } = scope
  const first = buckets[0]
  const last = buckets[buckets.length - 1]
  if (!first || !last) return []
  const createdAt = sql.ref('orders.created_at')
  const bucket = bucketIndex(createdAt, buckets)
  const rows = await db
    .selectFrom('orders')
    .select([bucket.as('bucket'), ...totalsColumns(flag)])
    .where(liveOrdersOf(flag))
    .where(ofWay(way))
    .where('orders.created_at', '>=', first.from)
    .where('orders.created_at', '<', last.to)
    .$if(scope.owing, (query) => query.where(stillOwed()))
    // By position: PostgreSQL would not see the CASE with its own parameters as the selected one.
    .groupBy(sql`1`)
    .execute()
  const totals = buckets.map(() => emptyTotals())
  for (const row of rows) {
    totals[Number(row.bucket)] = toTotals(row)
  }
  return totals
}

export function emptyTotals(): OrderTotals {
  return {
    orders: 0,
    totalItems: 0,
    totalAmount: 0,
    cost: 0,
    profit: 0,
    taxAmount: 0,
    discountedAmount: 0,
    paid: 0,
  }
}

/**
 * The first and last created_at of one kind of order (each way's ends are one index seek), or null
 * when there is none: the range an all-time figure covers.
 */
export async function orderTimeSpan(db: Db, flag: OrderFlag): Promise<InstantRange | null> {
  const ends: string[] = []
  for (const way of [0, 1]) {
    for (const direction of ['asc', 'desc'] as const) {
      const row = await db
        .selectFrom('orders')
        .select('orders.created_at')
        .where(liveOrdersOf(flag))
        .where('orders.method', '=', way)
        .orderBy('orders.created_at', direction)
        .limit(1)
        .executeTakeFirst()
      if (row) ends.push(row.created_at)
    }
  }
  if (ends.length === 0) return null
  ends.sort()
  const last = ends[ends.length - 1] as string
  // The range is half-open: it ends just after the last order.
  return { from: ends[0] as string, to: new Date(Date.parse(last) + 1).toISOString() }
}

/** Where a page of report rows starts: after this (created_at, id), newest first. */
export interface RowCursor {
  created_at: string
  id: number
}

/**
 * The orders of a report, newest first, a page at a time (keyset: the CSV export walks every row
 * without OFFSET). Only the columns a report shows.
 */
export function orderRows(
  db: Db,
  scope: OrderScope,
  range: InstantRange,
  limit: number,
  after: RowCursor | null = null,
) {
  const { flag, way } = scope
  let query = db
    .selectFrom('orders')
    .leftJoin('suppliers', 'suppliers.id', 'orders.supplier_id')
    .select([
      'orders.id',
      'orders.key',
      'orders.reference',
      'orders.created_at',
      'orders.totalItems',
      'orders.subTotal',
      'orders.cost',
      'orders.profit',
      'orders.discountRate',
      'orders.discountedAmount',
      'orders.taxRate',
      'orders.taxAmount',
      'orders.shippingAmount',
      'orders.totalAmount',
      'orders.dueDate',
      'suppliers.firstName as supplierFirstName',
      'suppliers.lastName as supplierLastName',
      'suppliers.company as supplierCompany',
      paidColumn(flag).as('paid'),
    ])
    .where(liveOrdersOf(flag))
    .where(ofWay(way))
    .where('orders.created_at', '>=', range.from)
    .$if(scope.owing, (query) => query.where(stillOwed()))
  if (after) {
    // The only upper bound is `created_at <= last` (it is below range.to): the index range then starts
    // where the last page ended (with two bounds SQLite may take the wider one and walk from the top
    // every page). The OR skips the rows of that instant already given.
    query = query
      .where('orders.created_at', '<=', after.created_at)
      .where((eb) => eb.or([eb('orders.created_at', '<', after.created_at), eb('orders.id', '<', after.id)]))
  } else {
    query = query.where('orders.created_at', '<', range.to)
  }
  return query.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(limit).execute()
}
export type OrderReportRow = Awaited<ReturnType<typeof orderRows>>[number]

/** The highest order id: payments are summed over pieces of order ids. */
export async function lastOrderId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select(sql<number>`max(${sql.ref('orders.id')})`.as('id'))
    .executeTakeFirst()
  return Number(row?.id ?? 0)
}

export const PAYMENT_KINDS = [
  { type: 'credit', paid: true },
  { type: 'credit', paid: false },
  { type: 'debit', paid: true },
  { type: 'debit', paid: false },
] as const

/**
 * Payments of one type and status, of the orders with ids in (afterId, upToId] that still exist: a
 * range scan of the covering index (type, status, order_id, amount) of 0008-reports. Cents.
 */
export async function paymentTotals(
  db: Db,
  kind: (typeof PAYMENT_KINDS)[number],
  afterId: number,
  upToId: number,
): Promise<{ count: number; amount: number }> {
  const row = await db
    .selectFrom('payments')
    .select([sql<number>`count(*)`.as('count'), sum('payments.amount').as('amount')])
    .where('payments.type', '=', kind.type)
    .where('payments.status', '=', kind.paid ? 1 : 0)
    .where('payments.order_id', '>', afterId)
    .where('payments.order_id', '<=', upToId)
    // Removed orders are few: their ids are looked up once through the partial index of 0008-reports.
    .where(
      'payments.order_id',
      'not in',
      db
        .selectFrom('orders')
        .select('orders.id')
        .where(sql<SqlBool>`${sql.ref('orders.deleted_at')} is not null`),
    )
    .executeTakeFirst()
  return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) }
}

/**
 * What is still owed each way on the orders with ids in (afterId, upToId] that still exist: the pending
 * payments of sales (what customers owe the shop) and of purchases (what the shop owes its suppliers).
 * The payments module keeps an order's pending payments equal to what is left to pay on it, so these are
 * the Due of every order, summed. Pending payments are few: the status index finds them. Cents.
 */
export async function owedTotals(
  db: Db,
  afterId: number,
  upToId: number,
): Promise<{ receivable: number; payable: number }> {
  const owedOn = (flag: OrderFlag) =>
    sql<number>`coalesce(sum(case when ${sql.ref(`orders.${flag}`)} = 1 then ${sql.ref('payments.amount')} else 0 end), 0)`
  const row = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select([owedOn('salling').as('receivable'), owedOn('purchasing').as('payable')])
    .where('payments.status', '=', 0)
    .where('payments.order_id', '>', afterId)
    .where('payments.order_id', '<=', upToId)
    .where('orders.deleted_at', 'is', null)
    .executeTakeFirst()
  return { receivable: Number(row?.receivable ?? 0), payable: Number(row?.payable ?? 0) }
}

/**
 * The lines of live sales and refunds in a range with a product, as (product_id, qty): sale lines count,
 * refund lines count against. Lines without a product (items bought from customers) are left out.
 */
function soldLines(db: Db, range: InstantRange) {
  // One branch per kind and way: each finds its orders in the covering index (method, created_at, ...).
  const lines = (flag: 'salling' | 'refunding', way: ReportWay, sign: 1 | -1) =>
    db
      .selectFrom('orders')
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .select([
        sql<number>`${sql.ref('order_items.product_id')}`.as('product_id'),
        sql<number>`${sql.lit(sign)} * ${sql.ref('order_items.qty')}`.as('qty'),
      ])
      .where(liveOrdersOf(flag))
      .where('orders.method', '=', way)
      .where('orders.created_at', '>=', range.from)
      .where('orders.created_at', '<', range.to)
      .where('order_items.product_id', 'is not', null)
  return lines('salling', 1, 1)
    .unionAll(lines('salling', 0, 1))
    .unionAll(lines('refunding', 1, -1))
    .unionAll(lines('refunding', 0, -1))
}

/** Units sold per product in a range, net of what was returned, summed from the order lines. */
export async function netSoldByProduct(db: Db, range: InstantRange) {
  const rows = await db
    .selectFrom(soldLines(db, range).as('line'))
    .select(['line.product_id', sql<number>`sum(${sql.ref('line.qty')})`.as('sold')])
    .groupBy('line.product_id')
    .execute()
  return rows.map((row) => ({ product_id: Number(row.product_id), sold: Number(row.sold) }))
}

/**
 * The products sold most, net of returns, over the whole UTC days [days.from, days.to) ('YYYY-MM-DD') read
 * from the per-day counts the sale, refund and removal transactions keep (0014-maintained-counts), plus
 * the order lines of `lineRanges` (the partial days at the period's ends). Summed, ranked and cut to
 * `limit` in one statement, so the server receives `limit` rows, not one per product sold in the period;
 * the per-day rows are read from their covering index (0016-trending-cover). Ties go to the lower id.
 */
export async function topNetSold(
  db: Db,
  days: { from: string; to: string } | null,
  lineRanges: readonly InstantRange[],
  limit: number,
) {
  const dayCounts = days
    ? db
        .selectFrom('product_sold_daily')
        .select(['product_id', 'sold as qty'])
        .where('day', '>=', days.from)
        .where('day', '<', days.to)
    : null
  // The per-day counts first (when the period has whole days), then each range of lines.
  const [first, ...rest] = [...(dayCounts ? [dayCounts] : []), ...lineRanges.map((range) => soldLines(db, range))]
  if (!first) return []
  const all = rest.reduce((union, part) => union.unionAll(part), first)
  const sold = sql<number>`sum(${sql.ref('line.qty')})`
  const rows = await db
    .selectFrom(all.as('line'))
    .select(['line.product_id', sold.as('sold')])
    .groupBy('line.product_id')
    .having(sold, '>', 0)
    .orderBy('sold', 'desc')
    .orderBy('line.product_id', 'asc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({ product_id: Number(row.product_id), sold: Number(row.sold) }))
}

export async function productNames(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { name: string; sku: string }>()
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'sku'])
    .where('id', 'in', [...ids])
    .execute()
  return new Map(rows.map((row) => [row.id, { name: row.name, sku: row.sku }]))
}
