import type { Kysely } from 'kysely'
import { withId } from './helpers.ts'

/**
 * Receiving as a shop receives (issue 28, item 11): a purchase is received in parts, line by line, until
 * every unit came or the owner closes it short.
 *
 * - `purchase_receipts`: one row per product received into a warehouse on one delivery: order_id, product_id,
 *   warehouse_id, qty (≥ 1), who and when. What a line received is the sum of its rows. A purchase received
 *   before this migration has none: its stockUpdated = 1 says it came whole.
 * - Index `purchase_receipts_order_idx` (order_id, product_id): a purchase's receipts, read to say what is
 *   left of each line.
 * - `purchase_closures`: a purchase closed short, at most one per order (its key): the reason, who, when.
 *   `orders.stockUpdated` = 1 still means "nothing more is received into this purchase": complete or closed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('purchase_receipts'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('warehouse_id', 'integer', (col) => col.notNull().references('warehouses.id'))
    .addColumn('qty', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('purchase_receipts_order_idx')
    .on('purchase_receipts')
    .columns(['order_id', 'product_id'])
    .execute()
  await db.schema
    .createTable('purchase_closures')
    .addColumn('order_id', 'integer', (col) => col.primaryKey().references('orders.id'))
    .addColumn('reason', 'varchar(500)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('purchase_closures').execute()
  await db.schema.dropTable('purchase_receipts').execute()
}
