import type { Kysely } from 'kysely'
import { withId } from './helpers.ts'

/**
 * The customer display (issue 33, item 5): a display on another device pairs with a till by a short code
 * and then reads that till's display state, and nothing else, with a long random secret.
 *
 * - `display_pairing_codes`: a code the terminal showed, hashed (`code_hash`), valid until `expires_at` and
 *   used once (`used_at`). Stored, so a code shown by one app process pairs through another.
 * - `customer_displays`: a paired display of a till, its secret hashed (`secret_hash`), when it paired and
 *   when its stream last opened. Stored, so a display stays paired across the server's restarts; unpairing
 *   removes the row (the audit log keeps who paired and unpaired it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('display_pairing_codes'))
    .addColumn('till_id', 'integer', (col) => col.notNull().references('tills.id'))
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('display_pairing_codes_hash_idx')
    .on('display_pairing_codes')
    .columns(['code_hash', 'expires_at'])
    .execute()
  await db.schema
    .createIndex('display_pairing_codes_till_idx')
    .on('display_pairing_codes')
    .columns(['till_id', 'id'])
    .execute()

  await withId(db, db.schema.createTable('customer_displays'))
    .addColumn('till_id', 'integer', (col) => col.notNull().references('tills.id'))
    .addColumn('secret_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('paired_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_seen_at', 'varchar(32)')
    .execute()
  await db.schema.createIndex('customer_displays_till_idx').on('customer_displays').columns(['till_id', 'id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_displays').execute()
  await db.schema.dropTable('display_pairing_codes').execute()
}
