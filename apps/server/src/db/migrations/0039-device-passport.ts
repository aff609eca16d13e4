import { sql, type Kysely } from 'kysely'
import { notNullDefault } from './helpers.ts'

/**
 * The device passport (issue 29, item 8).
 *
 * - `device_units.shelved_at`: when the unit last came onto the shop's shelf (in stock, on hold, reserved
 *   or returned), null while it is not there; the Devices list's "in stock for at least … days" reads it by
 *   `device_units_shelved_idx`. Units on the shelf now take the time of their latest event.
 * - `device_units.reserved_for`: the note naming who a reserved unit is put aside for; '' otherwise.
 * - `device_units_product_idx` and `device_units_customer_idx`: the units a product page and a customer page
 *   list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('device_units').addColumn('shelved_at', 'varchar(32)').execute()
  await db.schema.alterTable('device_units').addColumn('reserved_for', 'varchar(300)', notNullDefault('')).execute()
  await sql`update device_units set shelved_at = (
      select max(device_events.at) from device_events where device_events.unit_id = device_units.id
    ) where status in ('in_stock', 'on_hold', 'reserved', 'returned') and owner = 'shop'`.execute(db)
  await sql`create index device_units_shelved_idx on device_units (shelved_at) where shelved_at is not null`.execute(db)
  await sql`create index device_units_product_idx on device_units (product_id) where product_id is not null`.execute(db)
  await sql`create index device_units_customer_idx on device_units (customer_id) where customer_id is not null`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('device_units_customer_idx').execute()
  await db.schema.dropIndex('device_units_product_idx').execute()
  await db.schema.dropIndex('device_units_shelved_idx').execute()
  await db.schema.alterTable('device_units').dropColumn('reserved_for').execute()
  await db.schema.alterTable('device_units').dropColumn('shelved_at').execute()
}
