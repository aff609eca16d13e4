import { sql, type Kysely } from 'kysely'
import { notNullDefault, withId } from './helpers.ts'

/**
 * Parts of a repair (issue 30, item 4).
 *
 * - `stocks.reserved` and `products.reserved` (the basic qty's): the units open repair reservations hold.
 *   Kept counters, changed in the reservation's transaction by a guarded update, so what may be sold is
 *   `quantity - reserved` (`qty - reserved`) and two reservations, or a reservation and a sale, cannot both
 *   take the last unit. Always the sum of the reserved `repair_parts` of the row.
 * - `repair_parts`: one line per part of a ticket: the product, where it comes from (`warehouse_id`; null:
 *   the product's basic qty), `qty`, `price` and `cost` in cents when added, `state` reserved | consumed |
 *   released | ordered, the serial-tracked `unit_id` it names, the purchase order (`purchase_id`) an ordered
 *   part waits for. `repair_id` has no foreign key: a removed ticket's consumed parts stay, as the stock
 *   movements that took them do. Read by (repair_id, id); an ordered part is found by its purchase.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stocks').addColumn('reserved', 'integer', notNullDefault(0)).execute()
  await db.schema.alterTable('products').addColumn('reserved', 'integer', notNullDefault(0)).execute()

  await withId(db, db.schema.createTable('repair_parts'))
    .addColumn('repair_id', 'integer', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('warehouse_id', 'integer', (col) => col.references('warehouses.id'))
    .addColumn('qty', 'integer', (col) => col.notNull())
    .addColumn('price', 'integer', notNullDefault(0))
    .addColumn('cost', 'integer', notNullDefault(0))
    .addColumn('state', 'varchar(12)', (col) => col.notNull())
    .addColumn('unit_id', 'integer', (col) => col.references('device_units.id'))
    .addColumn('purchase_id', 'integer', (col) => col.references('orders.id'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('repair_parts_repair_idx').on('repair_parts').columns(['repair_id', 'id']).execute()
  await sql`create index repair_parts_purchase_idx on repair_parts (purchase_id) where purchase_id is not null`.execute(
    db,
  )
  await sql`create index repair_parts_unit_idx on repair_parts (unit_id) where unit_id is not null`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('repair_parts').execute()
  await db.schema.alterTable('products').dropColumn('reserved').execute()
  await db.schema.alterTable('stocks').dropColumn('reserved').execute()
}
