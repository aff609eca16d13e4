import { sql, type Kysely, type Transaction } from 'kysely'
import type { BalanceListQuery } from '@counterpart/domain/schemas/balances'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { containsAny } from '../../platform/paging.ts'

type Db = Kysely<Database> | Transaction<Database>

const DAY_MS = 86_400_000

/** The instants an order must be younger than to be 0-30, 31-60 and 61-90 days old at `now`. */
export function ageCutoffs(now: Date): { d31: string; d61: string; d91: string } {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()
  return { d31: before(31), d61: before(61), d91: before(91) }
}

/**
 * What is owed on each side, one row per person: the pending payments of live sales (what customers owe)
 * and of live purchases (what the shop owes its suppliers), the same the reports' "Customers owe" and
 * "Owed to suppliers" add up, aged by when the order was made. Pending payments are found by
 * `payments_status_idx` (status, created_at): a shop has few of them beside its paid ones.
 */
function owedBy(db: Db, now: Date) {
  const { d31, d61, d91 } = ageCutoffs(now)
  const amount = sql.ref('payments.amount')
  const made = sql.ref('orders.created_at')
  const side = (kind: 'customer' | 'supplier', flag: 'salling' | 'purchasing', party: 'customer_id' | 'supplier_id') =>
    db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select([
        sql<'customer' | 'supplier'>`${sql.lit(kind)}`.as('kind'),
        sql<number | null>`${sql.ref(`orders.${party}`)}`.as('party_id'),
        sql<number>`sum(${amount})`.as('total'),
        sql<number>`sum(case when ${made} > ${d31} then ${amount} else 0 end)`.as('current'),
        sql<number>`sum(case when ${made} <= ${d31} and ${made} > ${d61} then ${amount} else 0 end)`.as('days31to60'),
        sql<number>`sum(case when ${made} <= ${d61} and ${made} > ${d91} then ${amount} else 0 end)`.as('days61to90'),
        sql<number>`sum(case when ${made} <= ${d91} then ${amount} else 0 end)`.as('over90'),
        sql<number>`count(distinct ${sql.ref('orders.id')})`.as('orders'),
        sql<string>`min(${made})`.as('oldest'),
      ])
      .where('payments.status', '=', 0)
      .where(sql.ref(`orders.${flag}`), '=', 1)
      .where('orders.deleted_at', 'is', null)
      .groupBy(sql.ref(`orders.${party}`))
      .having(sql`sum(${amount})`, '>', 0)
  return side('customer', 'salling', 'customer_id').unionAll(side('supplier', 'purchasing', 'supplier_id'))
}

/** The balances with the person each belongs to, for a page or the totals. */
function balancesWithPeople(db: Db, now: Date) {
  return db
    .selectFrom(owedBy(db, now).as('owed'))
    .leftJoin('customers', (join) =>
      join.on(
        sql<boolean>`${sql.ref('owed.kind')} = 'customer' and ${sql.ref('customers.id')} = ${sql.ref('owed.party_id')}`,
      ),
    )
    .leftJoin('suppliers', (join) =>
      join.on(
        sql<boolean>`${sql.ref('owed.kind')} = 'supplier' and ${sql.ref('suppliers.id')} = ${sql.ref('owed.party_id')}`,
      ),
    )
}

/** A page of balances, largest first, searched over the people's names, company, phone and email. */
export async function listBalances(db: Db, dialect: DialectName, query: BalanceListQuery, now: Date) {
  let rows = balancesWithPeople(db, now)
  if (query.side !== 'all') rows = rows.where('owed.kind', '=', query.side === 'customers' ? 'customer' : 'supplier')
  if (query.search) {
    rows = rows.where(
      containsAny(
        dialect,
        [
          'customers.firstName',
          'customers.lastName',
          'customers.phone',
          'customers.email',
          'suppliers.firstName',
          'suppliers.lastName',
          'suppliers.company',
          'suppliers.phone',
          'suppliers.email',
        ],
        query.search,
      ),
    )
  }
  const [items, count] = await Promise.all([
    rows
      .select([
        'owed.kind',
        'owed.party_id',
        'owed.total',
        'owed.current',
        'owed.days31to60',
        'owed.days61to90',
        'owed.over90',
        'owed.orders',
        'owed.oldest',
        sql<string | null>`coalesce(${sql.ref('customers.firstName')}, ${sql.ref('suppliers.firstName')})`.as(
          'firstName',
        ),
        sql<string | null>`coalesce(${sql.ref('customers.lastName')}, ${sql.ref('suppliers.lastName')})`.as('lastName'),
        'suppliers.company',
        sql<string | null>`coalesce(${sql.ref('customers.email')}, ${sql.ref('suppliers.email')})`.as('email'),
        sql<string | null>`coalesce(${sql.ref('customers.phone')}, ${sql.ref('suppliers.phone')})`.as('phone'),
      ])
      .orderBy('owed.total', 'desc')
      .orderBy('owed.oldest', 'asc')
      .orderBy('owed.kind', 'asc')
      .orderBy('owed.party_id', 'asc')
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage)
      .execute(),
    rows.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ])
  return { items, total: Number(count.total) }
}

/** Everything owed on each side, by age: what the aging list's totals show whatever page or search. */
export async function balanceTotals(db: Db, now: Date) {
  const rows = await db
    .selectFrom(owedBy(db, now).as('owed'))
    .select([
      'owed.kind',
      sql<number>`sum(${sql.ref('owed.total')})`.as('total'),
      sql<number>`sum(${sql.ref('owed.current')})`.as('current'),
      sql<number>`sum(${sql.ref('owed.days31to60')})`.as('days31to60'),
      sql<number>`sum(${sql.ref('owed.days61to90')})`.as('days61to90'),
      sql<number>`sum(${sql.ref('owed.over90')})`.as('over90'),
    ])
    .groupBy('owed.kind')
    .execute()
  const zero = { total: 0, current: 0, days31to60: 0, days61to90: 0, over90: 0 }
  const of = (kind: 'customer' | 'supplier') => {
    const row = rows.find((candidate) => candidate.kind === kind)
    return row
      ? {
          total: Number(row.total),
          current: Number(row.current),
          days31to60: Number(row.days31to60),
          days61to90: Number(row.days61to90),
          over90: Number(row.over90),
        }
      : zero
  }
  return { customers: of('customer'), suppliers: of('supplier') }
}

/** One customer's balance (cents) and the date of the oldest sale it is owed on, for a reminder. */
export async function customerBalance(db: Db, customerId: number) {
  const row = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select([
      sql<number>`coalesce(sum(${sql.ref('payments.amount')}), 0)`.as('total'),
      sql<string | null>`min(${sql.ref('orders.created_at')})`.as('oldest'),
    ])
    .where('payments.status', '=', 0)
    .where('orders.salling', '=', 1)
    .where('orders.deleted_at', 'is', null)
    .where('orders.customer_id', '=', customerId)
    .executeTakeFirstOrThrow()
  return { total: Number(row.total), oldest: row.oldest }
}
