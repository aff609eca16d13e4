import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database> | Transaction<Database>

/**
 * Moves a customer's balance by `amount` cents, never below zero: one guarded update, so two tills taking
 * credit at once cannot both take the last of it. Answers the balance after, or null when refused.
 */
export async function moveBalance(db: Db, customerId: number, amount: number): Promise<number | null> {
  const row = await db
    .updateTable('customers')
    .set({ creditBalance: sql<number>`${sql.ref('creditBalance')} + ${amount}` })
    .where('id', '=', customerId)
    .where(sql<boolean>`${sql.ref('creditBalance')} + ${amount} >= 0`)
    .returning('creditBalance')
    .executeTakeFirst()
  return row ? Number(row.creditBalance) : null
}

export async function balanceOf(db: Db, customerId: number): Promise<number | undefined> {
  const row = await db.selectFrom('customers').select('creditBalance').where('id', '=', customerId).executeTakeFirst()
  return row ? Number(row.creditBalance) : undefined
}

export async function insertEvent(
  db: Db,
  event: {
    customer_id: number
    type: string
    amount: number
    balance: number
    order_id?: number | null
    custom_product_id?: number | null
    note?: string
    user_id: number | null
    session_id?: number | null
    created_at: string
  },
): Promise<number> {
  const row = await db
    .insertInto('credit_events')
    .values({
      order_id: null,
      custom_product_id: null,
      note: '',
      session_id: null,
      ...event,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A page of a customer's events, oldest first, by `credit_events_customer_idx`. */
export async function eventsOf(db: Db, customerId: number, page: number, perPage: number) {
  const [items, count] = await Promise.all([
    db
      .selectFrom('credit_events')
      .leftJoin('orders', 'orders.id', 'credit_events.order_id')
      .leftJoin('users', 'users.id', 'credit_events.user_id')
      .select([
        'credit_events.id',
        'credit_events.type',
        'credit_events.amount',
        'credit_events.balance',
        'credit_events.order_id',
        'orders.key as order_key',
        'credit_events.custom_product_id',
        'credit_events.note',
        'users.name as by',
        'credit_events.created_at',
      ])
      .where('credit_events.customer_id', '=', customerId)
      .orderBy('credit_events.id', 'asc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('credit_events')
      .select(sql<number>`count(*)`.as('total'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow(),
  ])
  return { items, total: Number(count.total) }
}

/** Every customer whose balance differs from the sum of their events: empty when the ledger holds. */
export async function ledgerViolations(db: Db): Promise<{ customer_id: number; balance: number; sum: number }[]> {
  const rows = await db
    .selectFrom('customers')
    .leftJoin('credit_events', 'credit_events.customer_id', 'customers.id')
    .select([
      'customers.id as customer_id',
      'customers.creditBalance as balance',
      sql<number>`coalesce(sum(${sql.ref('credit_events.amount')}), 0)`.as('sum'),
    ])
    .groupBy(['customers.id', 'customers.creditBalance'])
    .having(
      sql<boolean>`${sql.ref('customers.creditBalance')} <> coalesce(sum(${sql.ref('credit_events.amount')}), 0) or ${sql.ref('customers.creditBalance')} < 0`,
    )
    .execute()
  return rows.map((row) => ({ customer_id: row.customer_id, balance: Number(row.balance), sum: Number(row.sum) }))
}
