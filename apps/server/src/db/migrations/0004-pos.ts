import { sql, type Kysely } from 'kysely'
import { notNullDefault, withId } from './helpers.ts'

/**
 * The sales terminal (docs/data-model.md, 0004-pos):
 * - idempotency_keys: the first answer to each (user, Idempotency-Key), written in the same transaction
 *   as the sale, so a retried or double-clicked checkout returns it instead of selling twice. Shared by
 *   every app process because it lives in the database.
 * - orders.taxIncluded: whether the sale's prices held the tax (the POS setting at the time), so its
 *   refunds reverse the same arithmetic later.
 * - order_items.parent_item_id: a refund line points at the sale line it returns (returned = the sum of
 *   those lines), and order_items.custom_product_id: the item bought from a customer a line sold (no
 *   foreign key: custom_products is created by the next migration; the POS sale checks it exists).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('idempotency_keys'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'varchar(100)', (col) => col.notNull())
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('response', 'text', notNullDefault(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('idempotency_keys_user_key_unique')
    .on('idempotency_keys')
    .columns(['user_id', 'key'])
    .unique()
    .execute()
  await db.schema.createIndex('idempotency_keys_created_at_idx').on('idempotency_keys').column('created_at').execute()

  await db.schema
    .alterTable('orders')
    .addColumn('taxIncluded', 'integer', (col) => col.notNull().defaultTo(sql.lit(0)))
    .execute()
  await db.schema
    .alterTable('order_items')
    .addColumn('parent_item_id', 'integer', (col) => col.references('order_items.id'))
    .execute()
  await db.schema.alterTable('order_items').addColumn('custom_product_id', 'integer').execute()
  await db.schema.createIndex('order_items_parent_item_idx').on('order_items').column('parent_item_id').execute()
  await db.schema.createIndex('order_items_custom_product_idx').on('order_items').column('custom_product_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_items_custom_product_idx').execute()
  await db.schema.dropIndex('order_items_parent_item_idx').execute()
  await db.schema.alterTable('order_items').dropColumn('custom_product_id').execute()
  await db.schema.alterTable('order_items').dropColumn('parent_item_id').execute()
  await db.schema.alterTable('orders').dropColumn('taxIncluded').execute()
  await db.schema.dropTable('idempotency_keys').execute()
}
