import { sql, type Kysely } from 'kysely'

/**
 * Before this, a quantity typed on the product form (create or edit) was written straight to
 * `products.qty` with no stock movement. From now on it is an `opening` or `adjustment` movement (the
 * catalogue calls the stock service). This backfills one `opening` movement per product whose basic qty
 * differs from the sum of its movements without a warehouse, so every basic qty is explained by its
 * movements, as every stock row's quantity already is. One INSERT ... SELECT on both databases.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString()
  await sql`
    insert into stock_movements (product_id, warehouse_id, delta, reason, order_id, user_id, created_at)
    select products.id, null, products.qty - coalesce(moved.total, 0), 'opening', null, null, ${now}
    from products
    left join (
      select product_id, sum(delta) as total from stock_movements where warehouse_id is null group by product_id
    ) moved on moved.product_id = products.id
    where products.qty <> coalesce(moved.total, 0)
  `.execute(db)
}

/** The backfilled movements are history now: they stay. */
export async function down(): Promise<void> {}
