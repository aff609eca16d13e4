import { sql, type Kysely } from 'kysely'
import { notNullDefault, withId } from './helpers.ts'

/**
 * Store credit (issue 31, item 1): one stored-value ledger per customer.
 *
 * - `credit_events`: append-only; `type` issued | redeemed | expired | adjusted, `amount` signed cents (a
 *   redemption or expiry is negative), `balance` the customer's balance right after it, the document it
 *   belongs to (`order_id`, `custom_product_id`, or none for a hand entry with its `note`), who, when.
 *   Index (customer_id, id): a customer's history in order, and nothing else looks it up.
 * - `customers.creditBalance` (cents): the sum of the customer's events, kept in the event's transaction by
 *   a guarded update (`creditBalance + amount >= 0`), so two tills redeeming at once cannot take it below zero.
 * - `users.creditManage`: the switch to issue, adjust or redeem credit by hand; the admin account has it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('creditBalance', 'bigint', notNullDefault(0)).execute()
  await withId(db, db.schema.createTable('credit_events'))
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id'))
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('balance', 'bigint', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.references('orders.id'))
    .addColumn('custom_product_id', 'integer', (col) => col.references('custom_products.id'))
    .addColumn('note', 'varchar(500)', notNullDefault(''))
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('credit_events_customer_idx').on('credit_events').columns(['customer_id', 'id']).execute()
  await db.schema.alterTable('users').addColumn('creditManage', 'integer', notNullDefault(0)).execute()
  await sql`update users set ${sql.ref('creditManage')} = 1 where id = 1`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('creditManage').execute()
  await db.schema.dropTable('credit_events').execute()
  await db.schema.alterTable('customers').dropColumn('creditBalance').execute()
}
