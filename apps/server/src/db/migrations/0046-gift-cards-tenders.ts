import { sql, type Kysely } from 'kysely'
import { notNullDefault, withId } from './helpers.ts'

/**
 * Money at the counter (issue 31, items 2 and 3): gift cards and the tenders that pay with stored value.
 *
 * - `gift_card_sales`: the document a card is sold on (it is a liability, not a sale: never an order), with
 *   its number (`key`), total (cents), customer, who, the till session, and when it was refunded.
 * - `gift_cards`: one per card: its `code` (unique, printed as a barcode), `initial` and `balance` (cents,
 *   the balance kept by a guarded update, never below 0), `status` active | void, an optional `expires_at`
 *   (ISO UTC), and the sale it was sold on.
 * - `gift_card_events`: append-only, like `credit_events`: issued | redeemed | expired | adjusted | refunded,
 *   signed cents, the balance right after, the order it paid (a redemption or its refund), who, the till
 *   session, when. Index (gift_card_id, id): a card's history in order.
 * - `payments.gift_card_sale_id`: a card sale's payments (money in), like a buy-back payout's
 *   `custom_product_id`; null on every other payment.
 * - `credit_events.session_id`: the till session a change was made in (the Z report's liabilities).
 * - Switches: `giftCardSell`, `giftCardRedeem`, `journalExport`, `accountsManage`; the admin has them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('gift_card_sales'))
    .addColumn('key', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('total', 'bigint', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('session_id', 'integer', (col) => col.references('till_sessions.id'))
    .addColumn('refunded_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('gift_card_sales_created_idx').on('gift_card_sales').columns(['created_at']).execute()
  await withId(db, db.schema.createTable('gift_cards'))
    .addColumn('code', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('initial', 'bigint', (col) => col.notNull())
    .addColumn('balance', 'bigint', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', notNullDefault('active'))
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('sale_id', 'integer', (col) => col.references('gift_card_sales.id'))
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('gift_cards_sale_idx').on('gift_cards').columns(['sale_id']).execute()
  await withId(db, db.schema.createTable('gift_card_events'))
    .addColumn('gift_card_id', 'integer', (col) => col.notNull().references('gift_cards.id'))
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('balance', 'bigint', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.references('orders.id'))
    .addColumn('note', 'varchar(500)', notNullDefault(''))
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('session_id', 'integer', (col) => col.references('till_sessions.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('gift_card_events_card_idx')
    .on('gift_card_events')
    .columns(['gift_card_id', 'id'])
    .execute()
  await db.schema.createIndex('gift_card_events_created_idx').on('gift_card_events').columns(['created_at']).execute()
  await db.schema
    .alterTable('payments')
    .addColumn('gift_card_sale_id', 'integer', (col) => col.references('gift_card_sales.id'))
    .execute()
  await db.schema
    .alterTable('credit_events')
    .addColumn('session_id', 'integer', (col) => col.references('till_sessions.id'))
    .execute()
  await db.schema.createIndex('credit_events_created_idx').on('credit_events').columns(['created_at']).execute()
  for (const flag of ['giftCardSell', 'giftCardRedeem', 'journalExport', 'accountsManage']) {
    await db.schema.alterTable('users').addColumn(flag, 'integer', notNullDefault(0)).execute()
    await sql`update users set ${sql.ref(flag)} = 1 where id = 1`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const flag of ['giftCardSell', 'giftCardRedeem', 'journalExport', 'accountsManage']) {
    await db.schema.alterTable('users').dropColumn(flag).execute()
  }
  await db.schema.dropIndex('credit_events_created_idx').execute()
  await db.schema.alterTable('credit_events').dropColumn('session_id').execute()
  await db.schema.alterTable('payments').dropColumn('gift_card_sale_id').execute()
  await db.schema.dropTable('gift_card_events').execute()
  await db.schema.dropTable('gift_cards').execute()
  await db.schema.dropTable('gift_card_sales').execute()
}
