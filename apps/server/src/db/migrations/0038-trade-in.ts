import type { Kysely } from 'kysely'

/**
 * Trade-in at the counter (issue 29, item 7).
 *
 * - `custom_products.trade_in_order_id`: the sale a bought-back item was traded in on (references orders),
 *   null for one bought through Buy From Customer. The receipt, the invoice and the buy-back's own page
 *   find a sale's trade-in by it, through `custom_products_trade_in_idx` (only over the rows that have one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('custom_products')
    .addColumn('trade_in_order_id', 'integer', (column) => column.references('orders.id'))
    .execute()
  await db.schema
    .createIndex('custom_products_trade_in_idx')
    .on('custom_products')
    .column('trade_in_order_id')
    .where('trade_in_order_id', 'is not', null)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('custom_products_trade_in_idx').execute()
  await db.schema.alterTable('custom_products').dropColumn('trade_in_order_id').execute()
}
