import { sql, type Kysely } from 'kysely'

/**
 * Issue 35: product_sold_daily had one row per UTC day and product, upserted by every sale and refund in
 * its transaction, so on PostgreSQL two tills selling the same product that day waited for each other's
 * commit on that row (10.9 ms a sale on the bench at 20 connections). Each (day, product) is now split
 * into partial rows by `slot`: the sale writes the slot of its database session (PostgreSQL's backend
 * process id, unique among the sessions open at once, so two transactions in flight never share a row;
 * 0 on SQLite, which writes one transaction at a time anyway). Readers sum the slots, which they did
 * already (every reader groups by product). The existing counts move to slot 0 unchanged.
 *
 * SQLite cannot change a primary key: the table is built again under a new name, filled, and renamed
 * (on both databases, one path). Its covering index (0016-trending-cover) is made again on the new table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_sold_daily_slots')
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('slot', 'integer', (col) => col.notNull())
    .addColumn('sold', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('product_sold_daily_slot_pk', ['day', 'product_id', 'slot'])
    .execute()
  await sql`
    insert into product_sold_daily_slots (day, product_id, slot, sold)
    select day, product_id, 0, sold from product_sold_daily
  `.execute(db)
  await db.schema.dropTable('product_sold_daily').execute()
  await db.schema.alterTable('product_sold_daily_slots').renameTo('product_sold_daily').execute()
  await db.schema
    .createIndex('product_sold_daily_day_cover')
    .on('product_sold_daily')
    .columns(['day', 'product_id', 'sold'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_sold_daily_whole')
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('sold', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('product_sold_daily_pk', ['day', 'product_id'])
    .execute()
  await sql`
    insert into product_sold_daily_whole (day, product_id, sold)
    select day, product_id, sum(sold) from product_sold_daily group by day, product_id
  `.execute(db)
  await db.schema.dropTable('product_sold_daily').execute()
  await db.schema.alterTable('product_sold_daily_whole').renameTo('product_sold_daily').execute()
  await db.schema
    .createIndex('product_sold_daily_day_cover')
    .on('product_sold_daily')
    .columns(['day', 'product_id', 'sold'])
    .execute()
}
