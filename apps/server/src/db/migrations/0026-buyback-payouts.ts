import { sql, type Kysely } from 'kysely'
import { isPostgres } from './helpers.ts'

/**
 * Buy-back payouts are money out (issue 28, item 1): the cash or card a customer is paid for a used device
 * is a payment like a purchase's, so it is in the payments figures and, when it is cash at a till, in the
 * drawer.
 *
 * - `payments.custom_product_id`: the buy-back a payment pays for (references custom_products); such a
 *   payment has no order, so `payments.order_id` may now be null. Every other payment keeps its order.
 * - Index `payments_buyback_idx` on custom_product_id, only over the rows that have one: a buy-back's own
 *   payment is found for an edit or a removal, and the payments overview sums them; a sale's payment is
 *   never written into it.
 * - SQLite cannot drop a NOT NULL: `payments` is built again in this transaction (same columns, rows, ids
 *   and id counter; its indexes made again from their stored definitions). Nothing references payments,
 *   so the old table can go. PostgreSQL alters the column in place.
 *
 * Buy-backs recorded before this have no payment: how they were paid was never asked (docs/decisions.md).
 */

const COLUMNS = [
  'id',
  'order_id',
  'user_id',
  'gateway',
  'status',
  'method',
  'type',
  'amount',
  'note',
  'dueDate',
  'created_at',
  'updated_at',
  'session_id',
]

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table payments alter column order_id drop not null`.execute(db)
    await sql`alter table payments add column custom_product_id integer references custom_products (id)`.execute(db)
  } else {
    await rebuildSqlitePayments(db, true)
  }
  await db.schema
    .createIndex('payments_buyback_idx')
    .on('payments')
    .column('custom_product_id')
    .where(sql.ref('custom_product_id'), 'is not', null)
    .execute()
}

/** Buy-back payments go with the column (they have no order to stay on). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_buyback_idx').execute()
  await sql`delete from payments where order_id is null`.execute(db)
  if (isPostgres(db)) {
    await sql`alter table payments drop column custom_product_id`.execute(db)
    await sql`alter table payments alter column order_id set not null`.execute(db)
  } else {
    await rebuildSqlitePayments(db, false)
  }
}

/** SQLite: payments again with order_id nullable and custom_product_id (`withBuyback`), or as 0017 left it. */
async function rebuildSqlitePayments(db: Kysely<unknown>, withBuyback: boolean): Promise<void> {
  const { rows: indexes } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'index' and tbl_name = 'payments' and sql is not null
    order by name`.execute(db)
  const { rows: counter } = await sql<{ seq: number }>`
    select seq from sqlite_sequence where name = 'payments'`.execute(db)
  await sql`
    create table payments_rebuilt (
      id integer primary key autoincrement,
      order_id integer ${sql.raw(withBuyback ? '' : 'not null ')}references orders (id),
      user_id integer references users (id),
      gateway varchar(16) not null default 'cash',
      status integer not null default 1,
      method integer not null default 1,
      type varchar(8) not null,
      amount bigint not null default 0,
      note varchar(500) not null default '',
      dueDate varchar(32),
      created_at varchar(32) not null,
      updated_at varchar(32) not null,
      session_id integer${sql.raw(withBuyback ? ',\n      custom_product_id integer references custom_products (id)' : '')}
    )`.execute(db)
  const columns = sql.raw(COLUMNS.map((column) => `"${column}"`).join(', '))
  await sql`insert into payments_rebuilt (${columns}) select ${columns} from payments order by id`.execute(db)
  await sql`drop table payments`.execute(db)
  await sql`alter table payments_rebuilt rename to payments`.execute(db)
  // The id counter goes on where it was, so an id a removed payment had is never given again.
  const seq = counter[0]?.seq
  if (seq !== undefined)
    await sql`update sqlite_sequence set seq = max(seq, ${seq}) where name = 'payments'`.execute(db)
  for (const index of indexes) {
    if (!index.sql.includes('payments_buyback_idx')) await sql.raw(index.sql).execute(db)
  }
}
