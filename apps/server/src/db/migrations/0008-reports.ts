import { sql, type Kysely, type SqlBool } from 'kysely'

/**
 * Indexes the reports and the dashboard read (docs/data-model.md, 0008-reports). With a million orders
 * every report answers from an index alone, never from the table:
 * - one partial index per kind of order (sales, refunds, purchases), holding only the orders that were
 *   not removed, by payment way and created_at, with every summed amount, so the totals of a duration
 *   are a range scan of the index alone (covering) on SQLite and PostgreSQL alike. A report query repeats
 *   the index condition literally (`salling = 1 and deleted_at is null`) so both planners may pick it,
 *   and always names the way (`method = ?` or `method in (0, 1)`);
 * - removed orders (few), so payments of removed orders are left out without reading every order;
 * - payments by type, status and order with their amount, for the overall payments figures (each type
 *   and status summed over pieces of order ids);
 * - order lines by order with product and quantity, for the trending products.
 */
const KINDS = ['salling', 'refunding', 'purchasing'] as const
const REPORT_COLUMNS = [
  'method',
  'created_at',
  'totalItems',
  'totalAmount',
  'cost',
  'profit',
  'taxAmount',
  'discountedAmount',
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const kind of KINDS) {
    await db.schema
      .createIndex(`orders_${kind}_report_idx`)
      .on('orders')
      // The flag and deleted_at last: constant in the index, but a query naming them is then served by
      // the index alone (SQLite reads from the table every column a query names that the index lacks).
      .columns([...REPORT_COLUMNS, kind, 'deleted_at'])
      .where(sql.raw<SqlBool>(`${kind} = 1 and deleted_at is null`))
      .execute()
  }
  await db.schema
    .createIndex('orders_removed_idx')
    .on('orders')
    .column('id')
    .where(sql.raw<SqlBool>('deleted_at is not null'))
    .execute()
  await db.schema
    .createIndex('payments_report_idx')
    .on('payments')
    .columns(['type', 'status', 'order_id', 'amount'])
    .execute()
  await db.schema
    .createIndex('order_items_report_idx')
    .on('order_items')
    .columns(['order_id', 'product_id', 'qty'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_items_report_idx').execute()
  await db.schema.dropIndex('payments_report_idx').execute()
  await db.schema.dropIndex('orders_removed_idx').execute()
  for (const kind of KINDS) await db.schema.dropIndex(`orders_${kind}_report_idx`).execute()
}
