import { GIFT_CARD_GATEWAY, STORE_CREDIT_GATEWAY } from '@counterpart/domain/schemas/tenders'
import { sql, type Insertable, type Kysely } from 'kysely'
import type { OrderKind } from '@counterpart/domain/schemas/payments'
import type { DialectName } from '../../db/connection.ts'
import type { Database, OrderItemTable, OrderTable } from '../../db/schema.ts'
import type { OrderListQuery } from '@counterpart/domain/schemas/orders'
import { containsAny, paginate } from '../../platform/paging.ts'
import { chunksOf } from '../../db/chunks.ts'
import { WITH_DEFERRED_MARK } from '../../db/deferred-writes.ts'
import { insertBuiltOnce, insertBuiltOnceDeferred } from '../../db/built-once.ts'

type Db = Kysely<Database>

export function findOrder(db: Db, id: number) {
  return db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select('users.name as by')
    .where('orders.id', '=', id)
    .where('orders.deleted_at', 'is', null)
    .executeTakeFirst()
}
export type OrderWithBy = NonNullable<Awaited<ReturnType<typeof findOrder>>>

export function orderItems(db: Db, orderId: number) {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
}

/**
 * An order's kind flags for its removal, removed ones too. With `lock` (inside a transaction) the row is
 * locked on PostgreSQL, so a refund written at the same time cannot slip past the check of its sale.
 */
export function findOrderFlags(db: Db, dialect: DialectName, id: number, lock = false) {
  let query = db
    .selectFrom('orders')
    .select(['id', 'key', 'salling', 'refunding', 'purchasing', 'totalAmount', 'deleted_at'])
    .where('id', '=', id)
  if (lock && dialect === 'postgres') query = query.forUpdate()
  return query.executeTakeFirst()
}

export async function hasLiveRefunds(db: Db, saleId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('parent_id', '=', saleId)
    .where('refunding', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return row !== undefined
}

/** Whether store credit or a gift card paid (or was given back on) this order (issue 31). */
export async function movedStoredValue(db: Db, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', orderId)
    .where('gateway', 'in', [STORE_CREDIT_GATEWAY, GIFT_CARD_GATEWAY])
    .executeTakeFirst()
  return row !== undefined
}

/** Removing a sale or refund from Transactions: a soft delete, so history, payments and reports stay whole. */
export async function softDelete(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** The new order's id; null when its key is taken (nothing is inserted then). */
export async function insertOrder(db: Db, order: Insertable<OrderTable>): Promise<number | null> {
  const [row] = await insertBuiltOnce(db, 'orders.keyed', [order], () =>
    db
      .insertInto('orders')
      .values(order)
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('id'),
  )
  return row?.id ?? null
}

const CHUNK = 300

export async function insertOrderItems(db: Db, items: Insertable<OrderItemTable>[]): Promise<void> {
  for (const chunk of chunksOf(items, CHUNK)) {
    // Nobody reads the lines' insert back: on PostgreSQL it goes with the transaction's next statement.
    await insertBuiltOnceDeferred(db, 'order_items', chunk, () => db.insertInto('order_items').values(chunk))
  }
}

/** Sets stockUpdated only if it was not set: answers false when another receipt got there first. */
export async function markStockUpdated(db: Db, orderId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ stockUpdated: 1, updated_at: now })
    .where('id', '=', orderId)
    .where('stockUpdated', '=', 0)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

const ORDER_SORT = {
  id: 'orders.id',
  key: 'orders.key',
  reference: 'orders.reference',
  created_at: 'orders.created_at',
  totalItems: 'orders.totalItems',
  subTotal: 'orders.subTotal',
  totalAmount: 'orders.totalAmount',
  method: 'orders.method',
  stockUpdated: 'orders.stockUpdated',
}

const FLAG_COLUMN: Record<OrderKind, 'orders.salling' | 'orders.refunding' | 'orders.purchasing'> = {
  salling: 'orders.salling',
  refunding: 'orders.refunding',
  purchasing: 'orders.purchasing',
}

/** Rows each kind's count in order_counts is spread over (0014-maintained-counts): shard = order id mod 16. */
export const ORDER_COUNT_SHARDS = 16

/** The live orders of a kind, from the counts the order transactions keep (0014-maintained-counts). */
async function countLiveOrders(db: Db, kind: OrderKind): Promise<number> {
  const row = await db
    .selectFrom('order_counts')
    .select(sql<number>`coalesce(sum(${sql.ref('live')}), 0)`.as('total'))
    .where('kind', '=', kind)
    .executeTakeFirst()
  return Number(row?.total ?? 0)
}

/**
 * Adds one order to (1) or takes it from (-1) its kind's live count, in the caller's transaction: on its
 * shard only, so two sales at once seldom wait for each other.
 */
export async function recordOrderCount(db: Db, orderId: number, kind: OrderKind, direction: 1 | -1): Promise<void> {
  await db
    .updateTable('order_counts')
    .set({ live: sql`${sql.ref('live')} + ${sql.lit(direction)}` })
    .where('kind', '=', kind)
    .where('shard', '=', orderId % ORDER_COUNT_SHARDS)
    .execute()
}

/**
 * The Transactions tabs: one kind of order, newest first (index on flag + created_at). An exact
 * transaction number is found through its unique index; otherwise reference and party names are searched.
 */
export function listOrders(db: Db, dialect: DialectName, query: OrderListQuery) {
  let select = db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('suppliers', 'suppliers.id', 'orders.supplier_id')
    .leftJoin('customers', 'customers.id', 'orders.customer_id')
    .select([
      'orders.id',
      'orders.key',
      'orders.reference',
      'users.name as by',
      'orders.supplier_id',
      'orders.customer_id',
      'suppliers.firstName as supplier_firstName',
      'suppliers.lastName as supplier_lastName',
      'suppliers.company as supplier_company',
      'customers.firstName as customer_firstName',
      'customers.lastName as customer_lastName',
      'customers.email as customer_email',
      'orders.totalItems',
      'orders.subTotal',
      'orders.discountedAmount',
      'orders.taxAmount',
      'orders.shippingAmount',
      'orders.totalAmount',
      'orders.method',
      'orders.dueDate',
      'orders.stockUpdated',
      'orders.created_at',
    ])
    .where(FLAG_COLUMN[query.filter], '=', 1)
    .where('orders.deleted_at', 'is', null)
  if (query.search) {
    const term = query.search
    select = select.where((eb) =>
      eb.or([
        eb('orders.key', '=', term),
        containsAny(
          dialect,
          ['orders.reference', 'suppliers.firstName', 'suppliers.company', 'customers.firstName'],
          term,
        ),
      ]),
    )
  }
  return paginate(select, query, {
    sortable: ORDER_SORT,
    defaultSort: 'orders.created_at',
    defaultDesc: true,
    tieBreaker: 'orders.id',
    // Without a search the joins cannot change the count: the kind's live count, kept by the order
    // transactions (0014-maintained-counts), instead of counting a million orders on every page.
    ...(query.search ? {} : { countTotal: () => countLiveOrders(db, query.filter) }),
  })
}

// ---- units sold per day and product (0014-product-sold-daily) -----------------------------------------

/**
 * Adds (direction 1) or takes back (-1) what one sale or refund counts in product_sold_daily: its lines
 * with a product, on the UTC day of its created_at, a refund's units negative. A sale and a refund add
 * theirs in their own transaction; removing one takes them back in the removal's.
 *
 * Into the partial row of this database session's slot (0023-sold-daily-slots): on PostgreSQL the backend's
 * process id, which no other session open at the same time has, so two tills selling the same product never
 * wait for each other's commit on a shared row; the count is still written in the sale's transaction and the
 * readers sum the slots. SQLite writes one transaction at a time: one slot.
 */
export async function recordSold(db: Db, dialect: DialectName, orderId: number, direction: 1 | -1): Promise<void> {
  await soldStatement(dialect, orderId, direction).execute(db)
}

/**
 * A new or removed order's kept counts: its kind's count and, for a sale or refund, its units sold per day.
 * On PostgreSQL a sale's or refund's are one statement (the count's update as a data-modifying CTE: one
 * round trip less per sale, issue 35); on SQLite two (in-process, a statement costs no trip).
 */
export async function recordKept(
  db: Db,
  dialect: DialectName,
  orderId: number,
  kind: OrderKind,
  direction: 1 | -1,
): Promise<void> {
  if (kind === 'purchasing') return recordOrderCount(db, orderId, kind, direction)
  if (dialect !== 'postgres') {
    await recordOrderCount(db, orderId, kind, direction)
    await recordSold(db, dialect, orderId, direction)
    return
  }
  await sql`
    with counted as (${countUpdate(orderId, kind, direction)})
    ${soldStatement(dialect, orderId, direction)}
  `.execute(db)
}

/** The order's kind's live count on its shard, as a statement to run inside another (a CTE). */
function countUpdate(orderId: number, kind: OrderKind, direction: 1 | -1) {
  return sql`update order_counts set live = live + ${sql.lit(direction)} where kind = ${kind} and shard = ${orderId % ORDER_COUNT_SHARDS}`
}

/**
 * A new sale's kept counts on PostgreSQL from the lines in hand (`sold`: units per product), not read back
 * from order_items: so the statement reads none of the sale's own rows and carries the inserts the
 * transaction kept back (lines, payment, client id, audit event) in the same round trip (deferred-writes.ts).
 * The same rows as recordKept writes for a sale: its kind's count on its shard, its units on its day in this
 * session's slot.
 */
export async function recordNewSaleKept(
  db: Db,
  orderId: number,
  day: string,
  sold: ReadonlyMap<number, number>,
): Promise<void> {
  const counted = countUpdate(orderId, 'salling', 1)
  if (sold.size === 0) {
    await sql`${counted} ${sql.raw(WITH_DEFERRED_MARK)}`.execute(db)
    return
  }
  const rows = [...sold].map(([productId, qty]) => sql`(${day}, ${productId}::int, pg_backend_pid(), ${qty}::int)`)
  await sql`
    with counted as (${counted})
    insert into product_sold_daily (day, product_id, slot, sold)
    values ${sql.join(rows)}
    on conflict (day, product_id, slot) do update set sold = product_sold_daily.sold + excluded.sold
    ${sql.raw(WITH_DEFERRED_MARK)}`.execute(db)
}

function soldStatement(dialect: DialectName, orderId: number, direction: 1 | -1) {
  const slot = dialect === 'postgres' ? sql<number>`pg_backend_pid()` : sql.lit(0)
  return sql`
    insert into product_sold_daily (day, product_id, slot, sold)
    select substr(orders.created_at, 1, 10), order_items.product_id, ${slot},
           ${sql.lit(direction)} * sum(case when orders.refunding = 1 then -order_items.qty else order_items.qty end)
    from orders
    join order_items on order_items.order_id = orders.id
    where orders.id = ${orderId}
      and (orders.salling = 1 or orders.refunding = 1)
      and order_items.product_id is not null
    group by substr(orders.created_at, 1, 10), order_items.product_id
    on conflict (day, product_id, slot) do update set sold = product_sold_daily.sold + excluded.sold
  `
}

/**
 * PostgreSQL: the partial rows (slot other than 0) of the days before `today` ('YYYY-MM-DD', UTC) moved into
 * slot 0 in one statement, so every sum is the same before and after its commit. Today is left alone, where
 * the sales write; a late writer to an earlier day (an offline sale dated when the till sold it, the removal
 * of an older sale) either waits for the fold's commit on a row it deletes and then writes a new partial row,
 * or writes a row outside the fold's snapshot, which stays and is summed like any other.
 */
export async function foldSoldSlots(db: Db, today: string): Promise<void> {
  await sql`
    with folded as (
      delete from product_sold_daily where day < ${today} and slot <> 0
      returning day, product_id, sold
    )
    insert into product_sold_daily (day, product_id, slot, sold)
    select day, product_id, 0, sum(sold) from folded group by day, product_id
    on conflict (day, product_id, slot) do update set sold = product_sold_daily.sold + excluded.sold
  `.execute(db)
}

/**
 * Counts order_counts and product_sold_daily afresh from the orders, in one transaction (for data
 * written straight into the tables: the bench's generated shop, tests that move orders in time).
 */
export async function rebuildKeptCounts(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('order_counts').execute()
    for (const kind of ['salling', 'refunding', 'purchasing'] as const) {
      // One pass over the kind's live orders for all its shards (a shard without an order still gets its row,
      // which recordOrderCount updates).
      const { rows } = await sql<{ shard: number; live: number }>`
        select id % ${sql.lit(ORDER_COUNT_SHARDS)} as shard, count(*) as live from orders
        where ${sql.ref(kind)} = 1 and deleted_at is null
        group by id % ${sql.lit(ORDER_COUNT_SHARDS)}
      `.execute(trx)
      const live = new Map(rows.map((row) => [Number(row.shard), Number(row.live)]))
      await trx
        .insertInto('order_counts')
        .values(Array.from({ length: ORDER_COUNT_SHARDS }, (_, shard) => ({ kind, shard, live: live.get(shard) ?? 0 })))
        .execute()
    }
    // One row per day and product again (slot 0): the partial rows of past sessions fold into it.
    await trx.deleteFrom('product_sold_daily').execute()
    await sql`
      insert into product_sold_daily (day, product_id, slot, sold)
      select substr(orders.created_at, 1, 10), order_items.product_id, 0,
             sum(case when orders.refunding = 1 then -order_items.qty else order_items.qty end)
      from orders
      join order_items on order_items.order_id = orders.id
      where (orders.salling = 1 or orders.refunding = 1)
        and orders.deleted_at is null
        and order_items.product_id is not null
      group by substr(orders.created_at, 1, 10), order_items.product_id
    `.execute(trx)
  })
}
