import { sql, type Kysely } from 'kysely'
import { isPostgres, notNullDefault, withId } from './helpers.ts'

/**
 * The catalogue: categories, products, their variants and suppliers; and the first shape of
 * suppliers, warehouses and stocks (spec 002 §3) that the catalogue reads, for the inventory and
 * contacts areas to build on. Money is integer cents; flags are 0/1; timestamps ISO text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('categories'))
    .addColumn('name', 'varchar(191)', (col) => col.notNull())
    .addColumn('barcode', 'varchar(64)')
    .addColumn('parent_id', 'integer', (col) => col.references('categories.id'))
    .addColumn('mode', 'integer', notNullDefault(0))
    .addColumn('image', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('categories_parent_id_idx').on('categories').column('parent_id').execute()
  await db.schema.createIndex('categories_barcode_unique').on('categories').column('barcode').unique().execute()

  await withId(db, db.schema.createTable('suppliers'))
    .addColumn('firstName', 'varchar(191)', notNullDefault(''))
    .addColumn('lastName', 'varchar(191)', notNullDefault(''))
    .addColumn('dateOfBirth', 'varchar(32)')
    .addColumn('gender', 'varchar(32)')
    .addColumn('company', 'varchar(191)', notNullDefault(''))
    .addColumn('identification', 'varchar(191)', notNullDefault(''))
    .addColumn('taxId', 'varchar(191)', notNullDefault(''))
    .addColumn('companyAddress', 'varchar(500)', notNullDefault(''))
    .addColumn('shippingAdress', 'varchar(500)', notNullDefault(''))
    .addColumn('email', 'varchar(191)', notNullDefault(''))
    .addColumn('phone', 'varchar(64)', notNullDefault(''))
    .addColumn('address', 'varchar(500)', notNullDefault(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('suppliers_created_at_idx').on('suppliers').column('created_at').execute()

  await withId(db, db.schema.createTable('warehouses'))
    .addColumn('name', 'varchar(191)', (col) => col.notNull())
    .addColumn('email', 'varchar(191)', notNullDefault(''))
    .addColumn('phone', 'varchar(64)', notNullDefault(''))
    .addColumn('location', 'varchar(500)', notNullDefault(''))
    .addColumn('maxVolume', 'integer', notNullDefault(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  const now = new Date().toISOString()
  // Products sell from warehouse 1 by default (spec 000 §9), so it exists from the start.
  await db
    .insertInto('warehouses' as never)
    .values({ id: 1, name: 'Main warehouse', created_at: now, updated_at: now })
    .execute()
  if (isPostgres(db)) await sql`select setval(pg_get_serial_sequence('warehouses', 'id'), 1)`.execute(db)

  await withId(db, db.schema.createTable('products'))
    .addColumn('name', 'varchar(191)', (col) => col.notNull())
    .addColumn('sku', 'varchar(64)', (col) => col.notNull())
    .addColumn('barcode', 'varchar(64)', (col) => col.notNull())
    .addColumn('category_id', 'integer', (col) => col.references('categories.id'))
    .addColumn('type', 'varchar(16)', notNullDefault('Standard'))
    .addColumn('price', 'bigint', notNullDefault(0))
    .addColumn('cost', 'bigint', notNullDefault(0))
    .addColumn('qty', 'integer', notNullDefault(0))
    .addColumn('warehouseSaleFrom', 'integer', (col) => col.notNull().defaultTo(1).references('warehouses.id'))
    .addColumn('unitOfMeasure', 'varchar(32)', notNullDefault(''))
    .addColumn('imei', 'varchar(64)', notNullDefault(''))
    .addColumn('sNumber', 'varchar(64)', notNullDefault(''))
    .addColumn('description', 'text', notNullDefault(''))
    .addColumn('image', 'varchar(255)')
    .addColumn('discounted', 'integer', notNullDefault(0))
    .addColumn('state', 'integer', notNullDefault(1))
    // Lower-cased "name sku barcode": the list search is one LIKE on one column, identical on both databases.
    .addColumn('search_text', 'varchar(400)', notNullDefault(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('products_sku_unique').on('products').column('sku').unique().execute()
  await db.schema.createIndex('products_barcode_unique').on('products').column('barcode').unique().execute()
  await db.schema.createIndex('products_created_at_idx').on('products').columns(['created_at', 'id']).execute()
  // Every sortable list column has an index ending in id (the tie-breaker), so a page never sorts the table.
  for (const column of ['name', 'type', 'discounted', 'state']) {
    await db.schema.createIndex(`products_${column}_idx`).on('products').columns([column, 'id']).execute()
  }
  // The search counts and finds its matches in this narrow index instead of reading whole rows.
  await db.schema.createIndex('products_search_text_idx').on('products').column('search_text').execute()
  await db.schema.createIndex('products_category_id_idx').on('products').column('category_id').execute()
  await db.schema.createIndex('products_warehouse_idx').on('products').column('warehouseSaleFrom').execute()

  await withId(db, db.schema.createTable('product_variants'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variant', 'varchar(191)', (col) => col.notNull())
    .addColumn('price', 'bigint', notNullDefault(0))
    .addColumn('position', 'integer', notNullDefault(0))
    .execute()
  await db.schema
    .createIndex('product_variants_product_idx')
    .on('product_variants')
    .columns(['product_id', 'position'])
    .execute()

  // A pure link: removing either side removes the link, never a record.
  await db.schema
    .createTable('product_suppliers')
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('supplier_id', 'integer', (col) => col.notNull().references('suppliers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_suppliers_pk', ['product_id', 'supplier_id'])
    .execute()
  await db.schema.createIndex('product_suppliers_supplier_idx').on('product_suppliers').column('supplier_id').execute()

  // Stock rows are history: no cascade from products or warehouses.
  await withId(db, db.schema.createTable('stocks'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('warehouse_id', 'integer', (col) => col.notNull().references('warehouses.id'))
    .addColumn('quantity', 'integer', notNullDefault(0))
    .addColumn('sold', 'integer', notNullDefault(0))
    .addColumn('returned', 'integer', notNullDefault(0))
    .addColumn('cost', 'bigint', notNullDefault(0))
    .addColumn('price', 'bigint', notNullDefault(0))
    .addColumn('rackNumber', 'varchar(64)', notNullDefault(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('stocks_product_warehouse_unique', ['product_id', 'warehouse_id'])
    .execute()
  await db.schema.createIndex('stocks_warehouse_idx').on('stocks').column('warehouse_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'stocks',
    'product_suppliers',
    'product_variants',
    'products',
    'warehouses',
    'suppliers',
    'categories',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
