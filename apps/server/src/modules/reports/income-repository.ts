import { sql, type Kysely, type SqlBool } from 'kysely'
import type { InstantRange } from '@counterpart/domain/pricing/report-period'
import type { ReportWayChoice } from '@counterpart/domain/schemas/reports'
import type { Database } from '../../db/schema.ts'
import { bucketIndex, liveOrdersOf, sum } from './repository.ts'

/**
 * The income the order reports leave out or net (issue 28, items 2, 4, 5, 6): refunds set against the
 * sales of their way, payments by method, repairs, bills, and the owner's counts of now. Every figure is
 * one SQL aggregate over an index (payments by created_at, repairs and bills by created_at, repairs by
 * status); nothing is loaded into memory. Cents.
 */

type Db = Kysely<Database>

const num = (value: unknown) => Number(value ?? 0)

/** `orders.method = way`, or both ways for All. */
function ofWayOf(column: string, way: ReportWayChoice) {
  return way === 'all' ? sql<SqlBool>`${sql.ref(column)} in (0, 1)` : sql<SqlBool>`${sql.ref(column)} = ${sql.lit(way)}`
}

export interface ReturnTotals {
  orders: number
  cost: number
  profit: number
  taxAmount: number
  totalAmount: number
}

/**
 * The refunds made in a range of the sales of a way (the refund's own way is always Live: it is the sale's
 * way that says whose figures it nets). Removed refunds are left out.
 */
export async function returnsOfWay(db: Db, way: ReportWayChoice, range: InstantRange): Promise<ReturnTotals> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('orders as sale', 'sale.id', 'orders.parent_id')
    .select([
      sql<number>`count(*)`.as('orders'),
      sum('orders.cost').as('cost'),
      sum('orders.profit').as('profit'),
      sum('orders.taxAmount').as('taxAmount'),
      sum('orders.totalAmount').as('totalAmount'),
    ])
    .where(liveOrdersOf('refunding'))
    .where('orders.method', 'in', [0, 1])
    .where('orders.created_at', '>=', range.from)
    .where('orders.created_at', '<', range.to)
    .where(ofWayOf('sale.method', way))
    .executeTakeFirstOrThrow()
  return {
    orders: num(row.orders),
    cost: num(row.cost),
    profit: num(row.profit),
    taxAmount: num(row.taxAmount),
    totalAmount: num(row.totalAmount),
  }
}

export interface MethodSum {
  gateway: string
  amount: number
}

function toMethodSums(rows: { gateway: string; amount: unknown }[]): MethodSum[] {
  return rows.map((row) => ({ gateway: row.gateway, amount: num(row.amount) })).filter((row) => row.amount !== 0)
}

/**
 * What the customers paid the sales of a way made in a range with: their paid payments per gateway,
 * whenever they were paid (a later payment on a sale on credit counts under the sale's day).
 */
export async function salePaymentsByGateway(db: Db, way: ReportWayChoice, range: InstantRange): Promise<MethodSum[]> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('payments', 'payments.order_id', 'orders.id')
    .select(['payments.gateway', sum('payments.amount').as('amount')])
    .where(liveOrdersOf('salling'))
    .where(ofWayOf('orders.method', way))
    .where('orders.created_at', '>=', range.from)
    .where('orders.created_at', '<', range.to)
    .where('payments.type', '=', 'credit')
    .where('payments.status', '=', 1)
    .groupBy('payments.gateway')
    .execute()
  return toMethodSums(rows)
}

/** Removed orders (few: the partial index of 0008-reports), whose payments no figure counts. */
function removedOrders(db: Db) {
  return db
    .selectFrom('orders')
    .select('orders.id')
    .where(sql<SqlBool>`${sql.ref('orders.deleted_at')} is not null`)
}

/** Money received in a range on sales: paid credit payments made in it, per gateway (payments_created_at_idx). */
export async function receivedByGateway(db: Db, range: InstantRange): Promise<MethodSum[]> {
  const rows = await db
    .selectFrom('payments')
    .select(['payments.gateway', sum('payments.amount').as('amount')])
    .where('payments.created_at', '>=', range.from)
    .where('payments.created_at', '<', range.to)
    .where('payments.type', '=', 'credit')
    .where('payments.status', '=', 1)
    // Payments of orders only: a gift card sold (issue 31) is owed, not earned, and has none; without this
    // its payment would pass `not in` whenever no order was ever removed (null not in an empty list is true).
    .where('payments.order_id', 'is not', null)
    .where('payments.order_id', 'not in', removedOrders(db))
    .groupBy('payments.gateway')
    .execute()
  return toMethodSums(rows)
}

/** The same for every payment of the orders with ids in (afterId, upToId]: the Payments report's pieces. */
export async function receivedByGatewayOfOrders(db: Db, afterId: number, upToId: number): Promise<MethodSum[]> {
  const rows = await db
    .selectFrom('payments')
    .select(['payments.gateway', sum('payments.amount').as('amount')])
    .where('payments.type', '=', 'credit')
    .where('payments.status', '=', 1)
    .where('payments.order_id', '>', afterId)
    .where('payments.order_id', '<=', upToId)
    .where('payments.order_id', 'not in', removedOrders(db))
    .groupBy('payments.gateway')
    .execute()
  return toMethodSums(rows)
}

export interface RepairTotals {
  repairs: number
  charges: number
  taxAmount: number
  totalAmount: number
  prePaid: number
  due: number
}

const repairColumns = [
  sql<number>`count(*)`.as('repairs'),
  sum('repairs.charges').as('charges'),
  sum('repairs.taxAmount').as('taxAmount'),
  sum('repairs.totalAmount').as('totalAmount'),
  sum('repairs.prePaid').as('prePaid'),
  sum('repairs.due').as('due'),
] as const

function toRepairTotals(row: Record<keyof RepairTotals, unknown>): RepairTotals {
  return {
    repairs: num(row.repairs),
    charges: num(row.charges),
    taxAmount: num(row.taxAmount),
    totalAmount: num(row.totalAmount),
    prePaid: num(row.prePaid),
    due: num(row.due),
  }
}

export function emptyRepairTotals(): RepairTotals {
  return { repairs: 0, charges: 0, taxAmount: 0, totalAmount: 0, prePaid: 0, due: 0 }
}

/** Repairs booked in a range (all time without one): a repair counts on the day it was booked. */
export async function repairTotals(db: Db, range: InstantRange | null): Promise<RepairTotals> {
  const row = await db
    .selectFrom('repairs')
    .select(repairColumns)
    .$if(range !== null, (query) =>
      query.where('repairs.created_at', '>=', range?.from ?? '').where('repairs.created_at', '<', range?.to ?? ''),
    )
    .executeTakeFirstOrThrow()
  return toRepairTotals(row)
}

/** The same per bucket of a chart (consecutive buckets: a repair is in the last one starting before it). */
export async function repairTotalsByBucket(db: Db, buckets: readonly InstantRange[]): Promise<RepairTotals[]> {
  const first = buckets[0]
  const last = buckets[buckets.length - 1]
  if (!first || !last) return []
  const createdAt = sql.ref('repairs.created_at')
  const bucket = bucketIndex(createdAt, buckets)
  const rows = await db
    .selectFrom('repairs')
    .select([bucket.as('bucket'), ...repairColumns])
    .where('repairs.created_at', '>=', first.from)
    .where('repairs.created_at', '<', last.to)
    .groupBy(sql`1`)
    .execute()
  const totals = buckets.map(() => emptyRepairTotals())
  for (const row of rows) totals[Number(row.bucket)] = toRepairTotals(row)
  return totals
}

/** Where a page of repair rows starts: after this (created_at, id), newest first. */
export interface RepairCursor {
  created_at: string
  id: number
}

/** The repairs booked in a range, newest first, a page at a time (keyset, for the list and the CSV). */
export function repairRows(db: Db, range: InstantRange, limit: number, after: RepairCursor | null = null) {
  let query = db
    .selectFrom('repairs')
    .select([
      'repairs.id',
      'repairs.key',
      'repairs.name',
      'repairs.deviceName',
      'repairs.status',
      'repairs.created_at',
      'repairs.charges',
      'repairs.taxAmount',
      'repairs.totalAmount',
      'repairs.prePaid',
      'repairs.due',
    ])
    .where('repairs.created_at', '>=', range.from)
  if (after) {
    query = query
      .where('repairs.created_at', '<=', after.created_at)
      .where((eb) => eb.or([eb('repairs.created_at', '<', after.created_at), eb('repairs.id', '<', after.id)]))
  } else {
    query = query.where('repairs.created_at', '<', range.to)
  }
  return query.orderBy('repairs.created_at', 'desc').orderBy('repairs.id', 'desc').limit(limit).execute()
}
export type RepairReportRowData = Awaited<ReturnType<typeof repairRows>>[number]

/** Pending repairs now, and what is left to pay on them (repairs_status_idx). */
export async function openRepairs(db: Db): Promise<{ count: number; due: number }> {
  const row = await db
    .selectFrom('repairs')
    .select([sql<number>`count(*)`.as('count'), sum('repairs.due').as('due')])
    .where('repairs.status', '=', 0)
    .executeTakeFirstOrThrow()
  return { count: num(row.count), due: num(row.due) }
}

export interface BillTotals {
  bills: number
  subTotal: number
  taxAmount: number
  totalAmount: number
}

/** Bills made in a range (all time without one), by the moment they were recorded. */
export async function billTotals(db: Db, range: InstantRange | null): Promise<BillTotals> {
  const row = await db
    .selectFrom('bills')
    .select([
      sql<number>`count(*)`.as('bills'),
      sum('bills.subTotal').as('subTotal'),
      sum('bills.taxAmount').as('taxAmount'),
      sum('bills.totalAmount').as('totalAmount'),
    ])
    .$if(range !== null, (query) =>
      query.where('bills.created_at', '>=', range?.from ?? '').where('bills.created_at', '<', range?.to ?? ''),
    )
    .executeTakeFirstOrThrow()
  return {
    bills: num(row.bills),
    subTotal: num(row.subTotal),
    taxAmount: num(row.taxAmount),
    totalAmount: num(row.totalAmount),
  }
}

/** Till sessions open now (renamed from register_sessions by 0021-till-names). */
export async function openTillSessions(db: Db): Promise<number> {
  const row = await db
    .selectFrom('till_sessions')
    .select(sql<number>`count(*)`.as('count'))
    .where('till_sessions.closed_at', 'is', null)
    .executeTakeFirstOrThrow()
  return num(row.count)
}

/**
 * What the Stock alerts page lists below a threshold: warehouse stock rows, and the products sold on
 * their basic quantity (no stock row, not a service). A count, never the rows.
 */
export async function lowStockCount(db: Db, threshold: number): Promise<number> {
  const stocks = await db
    .selectFrom('stocks')
    .select(sql<number>`count(*)`.as('count'))
    .where('stocks.quantity', '<', threshold)
    .executeTakeFirstOrThrow()
  const basic = await db
    .selectFrom('products')
    .select(sql<number>`count(*)`.as('count'))
    .where('products.qty', '<', threshold)
    .where('products.type', '!=', 'Service')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('stocks').select('stocks.id').whereRef('stocks.product_id', '=', 'products.id'))),
    )
    .executeTakeFirstOrThrow()
  return num(stocks.count) + num(basic.count)
}
