import { sql, type Kysely } from 'kysely'
import { notNullDefault, withId } from './helpers.ts'

/**
 * Evidence at intake and pickup (issue 30, item 6).
 *
 * - `checklist_categories`: the shop's device categories, each with its checklist `items` (a JSON array of
 *   texts). A "Phone" category is seeded with screen, cameras, buttons, charging port, speaker, microphone,
 *   water damage and Face/Touch ID.
 * - `repair_photos`: a ticket's photos, private files (`file_key` under DATA_DIR/uploads/private), with a
 *   `stage` (intake | work | pickup), `customer_visible` (the tracking page shows it) and a `caption`.
 * - `repair_checklists`: one per ticket and `stage` (intake | after), the category's name as it was, and
 *   the `items` (JSON: label, result pass | fail | not_tested, note).
 * - `repair_signatures`: the customer's signature (`stage` dropoff | pickup), a private PNG.
 */
const PHONE_ITEMS = [
  'Screen',
  'Front camera',
  'Rear camera',
  'Buttons',
  'Charging port',
  'Speaker',
  'Microphone',
  'Water damage',
  'Face/Touch ID',
]

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('checklist_categories'))
    .addColumn('name', 'varchar(60)', (col) => col.notNull())
    .addColumn('items', 'varchar(4000)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  const now = new Date().toISOString()
  await sql`insert into checklist_categories (name, items, created_at, updated_at)
    values ('Phone', ${JSON.stringify(PHONE_ITEMS)}, ${now}, ${now})`.execute(db)

  await withId(db, db.schema.createTable('repair_photos'))
    .addColumn('repair_id', 'integer', (col) => col.notNull().references('repairs.id'))
    .addColumn('stage', 'varchar(8)', (col) => col.notNull())
    .addColumn('customer_visible', 'integer', notNullDefault(0))
    .addColumn('caption', 'varchar(200)', notNullDefault(''))
    .addColumn('file_key', 'varchar(255)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('repair_photos_repair_idx').on('repair_photos').columns(['repair_id', 'id']).execute()

  await withId(db, db.schema.createTable('repair_checklists'))
    .addColumn('repair_id', 'integer', (col) => col.notNull().references('repairs.id'))
    .addColumn('stage', 'varchar(8)', (col) => col.notNull())
    .addColumn('category_id', 'integer')
    .addColumn('category_name', 'varchar(60)', notNullDefault(''))
    .addColumn('items', 'varchar(20000)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('repair_checklists_repair_idx')
    .on('repair_checklists')
    .columns(['repair_id', 'stage'])
    .unique()
    .execute()

  await withId(db, db.schema.createTable('repair_signatures'))
    .addColumn('repair_id', 'integer', (col) => col.notNull().references('repairs.id'))
    .addColumn('stage', 'varchar(8)', (col) => col.notNull())
    .addColumn('signed_by', 'varchar(100)', notNullDefault(''))
    .addColumn('file_key', 'varchar(255)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('repair_signatures_repair_idx')
    .on('repair_signatures')
    .columns(['repair_id', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('repair_signatures').execute()
  await db.schema.dropTable('repair_checklists').execute()
  await db.schema.dropTable('repair_photos').execute()
  await db.schema.dropTable('checklist_categories').execute()
}
