import { sql, type Kysely } from 'kysely'
import { isPostgres, notNullDefault, withId } from './helpers.ts'

/**
 * Offline selling (issue 18, docs/offline.md).
 *
 * - `client_sales`: every sale that came with a client id (a till's UUID), from POST /sale or replayed by
 *   POST /offline-sales. The unique index on client_id decides a race between two replays of one sale:
 *   the loser's transaction is undone and it answers the first sale.
 * - `stock_conflicts`: a product (and warehouse) an offline sale took below zero, open until cleared.
 * - `stock_movements.reason` widens to 32 characters on PostgreSQL for 'offline write-off' (SQLite does not
 *   enforce a varchar length).
 * - `users.offlineSale`: the permission switch to sell offline, given to the admin account (id 1) only.
 *
 * The POS setting offlineWarnMinutes needs no migration: stored settings are merged over the defaults.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('client_sales'))
    .addColumn('client_id', 'varchar(36)', (col) => col.notNull().unique())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('register_id', 'integer', (col) => col.references('registers.id'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('offline', 'integer', notNullDefault(0))
    .addColumn('sold_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('received_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('price_changes', 'text', notNullDefault('[]'))
    .execute()
  await db.schema.createIndex('client_sales_order').on('client_sales').column('order_id').execute()

  await withId(db, db.schema.createTable('stock_conflicts'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('register_id', 'integer', (col) => col.notNull().references('registers.id'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('warehouse_id', 'integer', (col) => col.references('warehouses.id'))
    .addColumn('qty_short', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('cleared_at', 'varchar(32)')
    .addColumn('resolution', 'varchar(16)')
    .addColumn('cleared_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute()
  // The Stock alerts list: open ones (cleared_at null) newest first, cleared ones by when they were cleared.
  await db.schema.createIndex('stock_conflicts_cleared').on('stock_conflicts').columns(['cleared_at', 'id']).execute()
  await db.schema.createIndex('stock_conflicts_order').on('stock_conflicts').column('order_id').execute()
  await db.schema
    .createIndex('stock_conflicts_product')
    .on('stock_conflicts')
    .columns(['product_id', 'warehouse_id'])
    .execute()

  if (isPostgres(db)) await sql`alter table stock_movements alter column reason type varchar(32)`.execute(db)

  await db.schema.alterTable('users').addColumn('offlineSale', 'integer', notNullDefault(0)).execute()
  await sql`update users set ${sql.ref('offlineSale')} = 1 where id = 1`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('offlineSale').execute()
  await db.schema.dropTable('stock_conflicts').execute()
  await db.schema.dropTable('client_sales').execute()
}
