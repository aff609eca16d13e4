import type { Kysely } from 'kysely'
import { notNullDefault, withId } from './helpers.ts'

/**
 * Repairs (with their unguessable tracking key), bills and their items, items bought from customers,
 * the repair gallery, the shop listing, and the shared request counters of rate-limited public calls.
 * Money is integer cents (bigint), rates are percent (double precision), flags 0/1, timestamps ISO text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('repairs'))
    .addColumn('key', 'varchar(32)', (col) => col.notNull())
    .addColumn('name', 'varchar(191)', (col) => col.notNull())
    .addColumn('email', 'varchar(191)', notNullDefault(''))
    .addColumn('phone', 'varchar(64)', notNullDefault(''))
    .addColumn('address', 'varchar(500)', notNullDefault(''))
    .addColumn('issue', 'text', (col) => col.notNull())
    .addColumn('deviceName', 'varchar(191)', (col) => col.notNull())
    .addColumn('imei', 'varchar(64)', notNullDefault(''))
    .addColumn('sNumber', 'varchar(64)', notNullDefault(''))
    .addColumn('charges', 'bigint', notNullDefault(0))
    .addColumn('taxRate', 'double precision', notNullDefault(0))
    .addColumn('taxAmount', 'bigint', notNullDefault(0))
    .addColumn('prePaid', 'bigint', notNullDefault(0))
    .addColumn('totalAmount', 'bigint', notNullDefault(0))
    .addColumn('due', 'bigint', notNullDefault(0))
    .addColumn('status', 'integer', notNullDefault(0))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('repairs_key_unique').on('repairs').column('key').unique().execute()
  await db.schema.createIndex('repairs_created_at_idx').on('repairs').column('created_at').execute()
  await db.schema.createIndex('repairs_status_idx').on('repairs').columns(['status', 'created_at']).execute()
  await db.schema.createIndex('repairs_phone_idx').on('repairs').column('phone').execute()
  await db.schema.createIndex('repairs_imei_idx').on('repairs').column('imei').execute()

  await withId(db, db.schema.createTable('bills'))
    .addColumn('name', 'varchar(191)', (col) => col.notNull())
    .addColumn('description', 'text', notNullDefault(''))
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('time', 'varchar(8)', (col) => col.notNull())
    .addColumn('charges', 'bigint', notNullDefault(0))
    .addColumn('taxRate', 'double precision', notNullDefault(0))
    .addColumn('taxAmount', 'bigint', notNullDefault(0))
    .addColumn('subTotal', 'bigint', notNullDefault(0))
    .addColumn('totalAmount', 'bigint', notNullDefault(0))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('bills_created_at_idx').on('bills').column('created_at').execute()
  await db.schema.createIndex('bills_date_idx').on('bills').column('date').execute()

  // A bill's lines are part of the bill: they go with it.
  await withId(db, db.schema.createTable('bill_items'))
    .addColumn('bill_id', 'integer', (col) => col.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('position', 'integer', notNullDefault(0))
    .addColumn('name', 'varchar(191)', (col) => col.notNull())
    .addColumn('imei', 'varchar(64)', notNullDefault(''))
    .addColumn('sNumber', 'varchar(64)', notNullDefault(''))
    .addColumn('qty', 'integer', notNullDefault(1))
    .addColumn('price', 'bigint', notNullDefault(0))
    .execute()
  await db.schema.createIndex('bill_items_bill_id_idx').on('bill_items').columns(['bill_id', 'position']).execute()

  await withId(db, db.schema.createTable('custom_products'))
    .addColumn('fullName', 'varchar(191)', (col) => col.notNull())
    .addColumn('phone', 'varchar(64)', notNullDefault(''))
    .addColumn('address', 'varchar(500)', notNullDefault(''))
    .addColumn('model', 'varchar(191)', (col) => col.notNull())
    .addColumn('imei', 'varchar(64)', notNullDefault(''))
    .addColumn('cost', 'bigint', notNullDefault(0))
    .addColumn('price', 'bigint', notNullDefault(0))
    // Keys in the private upload store, never public URLs: these are the customer's personal data.
    .addColumn('sign', 'varchar(255)')
    .addColumn('photo', 'varchar(255)')
    .addColumn('docs', 'varchar(255)')
    .addColumn('image', 'varchar(255)')
    .addColumn('barcode', 'varchar(64)', (col) => col.notNull())
    .addColumn('isSold', 'integer', notNullDefault(0))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('custom_products_barcode_unique')
    .on('custom_products')
    .column('barcode')
    .unique()
    .execute()
  await db.schema.createIndex('custom_products_created_at_idx').on('custom_products').column('created_at').execute()
  await db.schema
    .createIndex('custom_products_sold_idx')
    .on('custom_products')
    .columns(['isSold', 'created_at'])
    .execute()
  await db.schema.createIndex('custom_products_phone_idx').on('custom_products').column('phone').execute()
  await db.schema.createIndex('custom_products_imei_idx').on('custom_products').column('imei').execute()

  await withId(db, db.schema.createTable('gallery_items'))
    .addColumn('title', 'varchar(191)', (col) => col.notNull())
    .addColumn('image', 'varchar(255)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('gallery_items_created_at_idx').on('gallery_items').column('created_at').execute()

  await withId(db, db.schema.createTable('shop_items'))
    .addColumn('name', 'varchar(191)', (col) => col.notNull())
    .addColumn('price', 'bigint', notNullDefault(0))
    .addColumn('description', 'text', notNullDefault(''))
    .addColumn('image', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('shop_items_created_at_idx').on('shop_items').column('created_at').execute()

  // Fixed-window counters shared by every app process (an in-memory limiter would let N processes
  // allow N times the limit). Keyed by bucket and client address.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('hits', 'integer', notNullDefault(0))
    .addColumn('window_start', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('rate_limits_window_start_idx').on('rate_limits').column('window_start').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rate_limits',
    'shop_items',
    'gallery_items',
    'custom_products',
    'bill_items',
    'bills',
    'repairs',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
