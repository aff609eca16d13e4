import { sql, type Kysely } from 'kysely'
import { isPostgres, withId } from './helpers.ts'

/**
 * Issue 30: the shop's opening hours, the repair reports' reads, and a ticket that belongs to its customer.
 *
 * - `shop_opening_hours`: one row per opening of a weekday (0 Sunday … 6 Saturday), wall-clock `opens` and
 *   `closes` ("HH:MM", "24:00" the end of the day) in the shop's time zone. None: round the clock. A status's
 *   time limit and the repair reports count only these minutes.
 * - `repair_events_at_idx` (type, at): the repair reports read the status events of a date range.
 * - `repairs.customer_id` (nullable; PostgreSQL holds the foreign key) with `repairs_customer_id_idx`: the
 *   customer the ticket belongs to. Existing tickets are linked where exactly one customer has their phone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('shop_opening_hours'))
    .addColumn('weekday', 'integer', (col) => col.notNull())
    .addColumn('opens', 'varchar(5)', (col) => col.notNull())
    .addColumn('closes', 'varchar(5)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('repair_events_at_idx').on('repair_events').columns(['type', 'at']).execute()
  if (isPostgres(db))
    await sql`alter table repairs add column customer_id integer references customers (id)`.execute(db)
  else await sql`alter table repairs add column customer_id integer`.execute(db)
  await sql`create index repairs_customer_id_idx on repairs (customer_id) where customer_id is not null`.execute(db)
  await sql`update repairs set customer_id = (select min(c.id) from customers c where c.phone = repairs.phone)
    where repairs.phone <> ''
      and (select count(*) from customers c where c.phone = repairs.phone) = 1`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('repairs_customer_id_idx').execute()
  await db.schema.alterTable('repairs').dropColumn('customer_id').execute()
  await db.schema.dropIndex('repair_events_at_idx').execute()
  await db.schema.dropTable('shop_opening_hours').execute()
}
