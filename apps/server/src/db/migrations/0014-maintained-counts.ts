import { sql, type Kysely } from 'kysely'

/** Rows each kind's count is spread over (modules/orders/repository.ts ORDER_COUNT_SHARDS says the same). */
const SHARDS = 16

/**
 * Two counts kept by the transactions that change them, so two pages cost the same whatever the volume.
 *
 * order_counts: the live (not removed) orders of each kind (salling, refunding, purchasing), spread over
 * 16 rows per kind (shard = order id mod 16) so that concurrent sales on PostgreSQL seldom wait for the
 * same row. The order list without a search reads its total here (16 rows) instead of counting a
 * million orders on every page (30 ms on SQLite, 115 ms on PostgreSQL, under 20 users a queue).
 *
 * product_sold_daily: trending products (the units of each product sold in the last 30 days, net of
 * returns) read every sale and refund line of those days, so it grew with the shop's monthly volume
 * (1.08 s with 200,000 sales in the month, docs/performance.md). This table keeps, per UTC day and product, the units sold
 * minus the units returned by live (not removed) sales and refunds; the sale, refund and removal
 * transactions keep it (modules/orders: recordSold). The report reads the whole UTC days of its period
 * here and only the partial days at its two ends from the lines.
 *
 * Both are filled here from the orders already there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_sold_daily')
    // 'YYYY-MM-DD' of the order's created_at (UTC), as orders.created_at starts.
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('sold', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('product_sold_daily_pk', ['day', 'product_id'])
    .execute()
  await db.schema
    .createTable('order_counts')
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('shard', 'integer', (col) => col.notNull())
    .addColumn('live', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('order_counts_pk', ['kind', 'shard'])
    .execute()
  for (const kind of ['salling', 'refunding', 'purchasing']) {
    for (let shard = 0; shard < SHARDS; shard++) {
      await sql`
        insert into order_counts (kind, shard, live)
        select ${sql.lit(kind)}, ${sql.lit(shard)}, count(*) from orders
        where ${sql.ref(kind)} = 1 and deleted_at is null and id % ${sql.lit(SHARDS)} = ${sql.lit(shard)}
      `.execute(db)
    }
  }
  await sql`
    insert into product_sold_daily (day, product_id, sold)
    select substr(orders.created_at, 1, 10), order_items.product_id,
           sum(case when orders.refunding = 1 then -order_items.qty else order_items.qty end)
    from orders
    join order_items on order_items.order_id = orders.id
    where (orders.salling = 1 or orders.refunding = 1)
      and orders.deleted_at is null
      and order_items.product_id is not null
    group by substr(orders.created_at, 1, 10), order_items.product_id
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_sold_daily').execute()
  await db.schema.dropTable('order_counts').execute()
}
