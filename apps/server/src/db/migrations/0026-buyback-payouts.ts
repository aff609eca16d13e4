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

const ORDER_REQUIRED = '"order_id" integer not null references'
const ORDER_OPTIONAL = '"order_id" integer references'
const BUYBACK_COLUMN = ', "custom_product_id" integer references "custom_products" ("id")'

/**
 * SQLite: payments again with order_id nullable and custom_product_id (`withBuyback`), or back as it was.
 * The new definition is the stored one with those two edits, so a `down` gives back the very text 0003
 * and 0017 left (a backup's restore compares definitions as text).
 */
async function rebuildSqlitePayments(db: Kysely<unknown>, withBuyback: boolean): Promise<void> {
  const { rows: objects } = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = 'payments' order by name`.execute(db)
  const table = objects.find((object) => object.type === 'table')?.sql ?? ''
  const edit = (text: string, from: string, to: string) => {
    if (text.split(from).length !== 2) throw new Error(`0026: payments is not defined as expected (${from})`)
    return text.replace(from, to)
  }
  let definition = edit(table, 'CREATE TABLE "payments" (', 'CREATE TABLE "payments_rebuilt" (')
  definition = withBuyback
    ? edit(definition, ORDER_REQUIRED, ORDER_OPTIONAL).replace(/\)$/, `${BUYBACK_COLUMN})`)
    : edit(edit(definition, BUYBACK_COLUMN, ''), ORDER_OPTIONAL, ORDER_REQUIRED)
  const { rows: counter } = await sql<{ seq: number }>`
    select seq from sqlite_sequence where name = 'payments'`.execute(db)
  await sql.raw(definition).execute(db)
  const columns = sql.raw(COLUMNS.map((column) => `"${column}"`).join(', '))
  await sql`insert into payments_rebuilt (${columns}) select ${columns} from payments order by id`.execute(db)
  await sql`drop table payments`.execute(db)
  await sql`alter table payments_rebuilt rename to payments`.execute(db)
  // The id counter goes on where it was, so an id a removed payment had is never given again.
  const seq = counter[0]?.seq
  if (seq !== undefined)
    await sql`update sqlite_sequence set seq = max(seq, ${seq}) where name = 'payments'`.execute(db)
  for (const index of objects) {
    if (index.type === 'index' && index.sql && index.name !== 'payments_buyback_idx') {
      await sql.raw(index.sql).execute(db)
    }
  }
}
