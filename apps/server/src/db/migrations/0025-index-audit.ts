import { sql, type Kysely, type SqlBool } from 'kysely'

/**
 * Issue 35: every index a sale writes must earn its place by a query that uses it (docs/data-model.md,
 * "Indexes and the queries that use them"). Each index below was checked with both query planners against
 * every query the app makes of its table.
 *
 * Dropped, as no query needs them:
 * - order_items_order_idx (order_id): a prefix of order_items_report_idx (order_id, product_id, qty) of
 *   0008-reports, which both planners use instead for an order's lines (and, covering, for recordSold);
 * - order_items_custom_product_idx (custom_product_id): no query looks a line up by the item bought from a
 *   customer (the sale marks the item sold; custom_product_id is not a foreign key);
 * - stock_movements_order_idx (order_id): no query looks movements up by order; orders are never deleted
 *   (a removal is a soft delete) and a restore loads the tables with the foreign keys off;
 * - audit_events_request (request_id): no query looks events up by request;
 * - orders_salling_live_ids_idx, orders_purchasing_live_ids_idx (0012): made for counting the order lists,
 *   which read the kept counts of 0014-maintained-counts since. orders_refunding_live_ids_idx stays: the
 *   PostgreSQL planner walks it for the Refunds tab (refunds are few among the orders).
 *
 * Narrowed to the rows that have a value (`where <column> is not null`): orders_customer_idx,
 * orders_supplier_idx, orders_parent_idx, order_items_parent_item_idx. Every query that uses them looks a
 * value up (`= ?`, or a correlated `= orders.id`), which no null matches, and both planners still take them
 * for it (SQLite's foreign key check when a customer is removed too). A sale has no supplier and no parent,
 * often no customer, and its lines no parent line: it wrote a null entry into each of them.
 *
 * A 5-line sale without a customer writes 25 index entries fewer (4 per line, 1 per stock movement, 4 in
 * orders) and every audit event one fewer. `down` makes each index again exactly as its migration did.
 */
const LIVE_IDS = ['salling', 'purchasing'] as const
const NARROWED = [
  { index: 'orders_customer_idx', table: 'orders', column: 'customer_id' },
  { index: 'orders_supplier_idx', table: 'orders', column: 'supplier_id' },
  { index: 'orders_parent_idx', table: 'orders', column: 'parent_id' },
  { index: 'order_items_parent_item_idx', table: 'order_items', column: 'parent_item_id' },
] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_items_order_idx').execute()
  await db.schema.dropIndex('order_items_custom_product_idx').execute()
  await db.schema.dropIndex('stock_movements_order_idx').execute()
  await db.schema.dropIndex('audit_events_request').execute()
  for (const flag of LIVE_IDS) await db.schema.dropIndex(`orders_${flag}_live_ids_idx`).execute()
  for (const { index, table, column } of NARROWED) {
    await db.schema.dropIndex(index).execute()
    await db.schema.createIndex(index).on(table).column(column).where(sql.ref(column), 'is not', null).execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { index, table, column } of NARROWED) {
    await db.schema.dropIndex(index).execute()
    await db.schema.createIndex(index).on(table).column(column).execute()
  }
  for (const flag of LIVE_IDS) {
    await db.schema
      .createIndex(`orders_${flag}_live_ids_idx`)
      .on('orders')
      .column('id')
      .where(sql<SqlBool>`${sql.raw(flag)} = 1 and deleted_at is null`)
      .execute()
  }
  await db.schema.createIndex('audit_events_request').on('audit_events').column('request_id').execute()
  await db.schema.createIndex('stock_movements_order_idx').on('stock_movements').column('order_id').execute()
  await db.schema.createIndex('order_items_custom_product_idx').on('order_items').column('custom_product_id').execute()
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute()
}
