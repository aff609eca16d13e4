import { sql, type Insertable, type Kysely, type SqlBool } from 'kysely'
import type { OrderKind } from '@counterpart/domain/schemas/payments'
import type { DialectName } from '../../db/connection.ts'
import type { Database, OrderItemTable, OrderTable } from '../../db/schema.ts'
import type { OrderListQuery } from '@counterpart/domain/schemas/orders'
import { containsAny, paginate } from '../../platform/paging.ts'

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

/** The new order's id; null when its key is taken (nothing is inserted then). */
export async function insertOrder(db: Db, order: Insertable<OrderTable>): Promise<number | null> {
  const row = await db
    .insertInto('orders')
    .values(order)
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id ?? null
}

const CHUNK = 300

export async function insertOrderItems(db: Db, items: Insertable<OrderItemTable>[]): Promise<void> {
  for (let start = 0; start < items.length; start += CHUNK) {
    await db
      .insertInto('order_items')
      .values(items.slice(start, start + CHUNK))
      .execute()
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

async function countLiveOrders(db: Db, kind: OrderKind): Promise<number> {
  // `kind` is one of the three flags (the schema's enum): it names the column and its index of 0012.
  const result = await sql<{ total: number }>`select count(*) as total from orders indexed by ${sql.raw(
    `orders_${kind}_live_ids_idx`,
  )} where ${sql.ref(kind)} = 1 and deleted_at is null`.execute(db)
  return Number(result.rows[0]?.total ?? 0)
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
    // Without a search the joins cannot change the count: count the orders of the kind alone. On SQLite
    // through the kind's narrow partial index of 0012 (the planner, without statistics, prefers the
    // (flag, created_at) index: 200 ms instead of 30 ms with a million sales, docs/performance.md); on
    // PostgreSQL with the flag written literally so a partial index can serve it.
    ...(query.search
      ? {}
      : dialect === 'sqlite'
        ? { countTotal: () => countLiveOrders(db, query.filter) }
        : {
            countFrom: db
              .selectFrom('orders')
              .where(
                sql<SqlBool>`${sql.ref(FLAG_COLUMN[query.filter])} = 1 and ${sql.ref('orders.deleted_at')} is null`,
              ),
          }),
  })
}
