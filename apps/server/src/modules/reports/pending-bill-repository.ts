import { sql, type Kysely, type SqlBool } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { liveOrdersOf, sum, type OrderFlag } from './repository.ts'

/** The pending bill report: a customer's or supplier's unpaid orders and the money each way. */

type Db = Kysely<Database>

export function findCustomer(db: Db, id: number) {
  return db
    .selectFrom('customers')
    .select(['id', 'firstName', 'lastName', 'phone', 'email'])
    .where('id', '=', id)
    .executeTakeFirst()
}

export function findSupplier(db: Db, id: number) {
  return db
    .selectFrom('suppliers')
    .select(['id', 'firstName', 'lastName', 'company', 'phone', 'email'])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** What the report shows of an unpaid order, and what its payments are grouped by. */
const UNPAID_ORDER_COLUMNS = [
  'orders.id',
  'orders.key',
  'orders.reference',
  'orders.created_at',
  'orders.dueDate',
  'orders.totalAmount',
] as const

/**
 * A person's orders (a customer's sales, a supplier's purchases) with something left to pay, and the
 * money that went each way. What is left is the payments module's due: the total less what the order's
 * refunds gave back (removed refunds included, as there) less what was paid. Cents.
 */
export async function personOrders(db: Db, party: 'customer_id' | 'supplier_id', personId: number) {
  const flag: OrderFlag = party === 'customer_id' ? 'salling' : 'purchasing'
  const paid = sql<number>`coalesce(sum(case when ${sql.ref('payments.status')} = 1 then ${sql.ref('payments.amount')} else 0 end), 0)`
  const refunded = sql<number>`coalesce((select sum(${sql.ref('refunds.totalAmount')}) from ${sql.table('orders')} as ${sql.id('refunds')} where ${sql.ref('refunds.parent_id')} = ${sql.ref('orders.id')} and ${sql.ref('refunds.refunding')} = 1), 0)`
  const unpaid = await db
    .selectFrom('orders')
    .leftJoin('payments', 'payments.order_id', 'orders.id')
    .select([...UNPAID_ORDER_COLUMNS, refunded.as('refunded'), paid.as('paid')])
    .where(liveOrdersOf(flag))
    .where(`orders.${party}`, '=', personId)
    .groupBy([...UNPAID_ORDER_COLUMNS])
    .having(sql<SqlBool>`${sql.ref('orders.totalAmount')} - ${refunded} - ${paid} > 0`)
    .orderBy('orders.created_at', 'asc')
    .orderBy('orders.id', 'asc')
    .execute()
  // Every order of the person, whatever its kind (a customer's refunds are paid back to them). The
  // left join keeps the person's orders the outer loop (index on customer_id / supplier_id), never a
  // scan of every paid payment.
  const flows = await db
    .selectFrom('orders')
    .leftJoin('payments', (join) => join.onRef('payments.order_id', '=', 'orders.id').on('payments.status', '=', 1))
    .select(['payments.type', sum('payments.amount').as('amount')])
    .where(`orders.${party}`, '=', personId)
    .where('orders.deleted_at', 'is', null)
    .groupBy('payments.type')
    .execute()
  return {
    unpaid: unpaid.map((row) => ({
      ...row,
      totalAmount: Number(row.totalAmount),
      refunded: Number(row.refunded),
      paid: Number(row.paid),
    })),
    credit: Number(flows.find((row) => row.type === 'credit')?.amount ?? 0),
    debit: Number(flows.find((row) => row.type === 'debit')?.amount ?? 0),
  }
}
