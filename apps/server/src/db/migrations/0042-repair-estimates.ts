import { sql, type Kysely } from 'kysely'
import { notNullDefault, withId } from './helpers.ts'

/**
 * Repair estimates and warranty (issue 30, items 5 and 7).
 *
 * - `repair_estimates`: one row per version of a ticket's estimate (`version` 1, 2 … per repair, unique).
 *   `state` draft | sent | approved | declined | superseded; `total` in cents; `sent_at`; the decision:
 *   `decided_at`, `decision_channel` public | counter | phone, `decided_name` (typed by the customer, or the
 *   customer a staff member spoke to), `decided_by` (the staff member, null on the tracking page),
 *   `decline_reason`, `signature` (a private file's key), `client_ip`, `user_agent` and `version_hash`
 *   (SHA-256 of the version the customer saw); `reminded_24_at` / `reminded_72_at` so a reminder is never
 *   sent twice. Read by (repair_id, version); the reminder job reads (state, sent_at).
 * - `repair_estimate_lines`: the lines of one version: `kind` part | labour, `description`, `qty`,
 *   `unit_price` (cents), `warranty_days` (labour; 0 for parts), `position`.
 * - `repairs.collected_at` (the last time the ticket entered the collected group: the warranty starts
 *   there), `repairs.warranty_of` (a come-back names its original repair) and `repairs.warranty_claim`
 *   (1 when the come-back was opened while the original was under warranty).
 * - `users.repairApprove`: records an approval given at the counter or by phone; the admin only at first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('repair_estimates'))
    .addColumn('repair_id', 'integer', (col) => col.notNull().references('repairs.id'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('state', 'varchar(12)', notNullDefault('draft'))
    .addColumn('note', 'varchar(1000)', notNullDefault(''))
    .addColumn('total', 'bigint', notNullDefault(0))
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('decision_channel', 'varchar(8)')
    .addColumn('decided_name', 'varchar(191)', notNullDefault(''))
    .addColumn('decided_by', 'integer', (col) => col.references('users.id'))
    .addColumn('decline_reason', 'varchar(1000)', notNullDefault(''))
    .addColumn('signature', 'varchar(255)')
    .addColumn('client_ip', 'varchar(64)', notNullDefault(''))
    .addColumn('user_agent', 'varchar(500)', notNullDefault(''))
    .addColumn('version_hash', 'varchar(64)', notNullDefault(''))
    .addColumn('reminded_24_at', 'varchar(32)')
    .addColumn('reminded_72_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('repair_estimates_repair_idx')
    .on('repair_estimates')
    .columns(['repair_id', 'version'])
    .unique()
    .execute()
  await db.schema
    .createIndex('repair_estimates_state_idx')
    .on('repair_estimates')
    .columns(['state', 'sent_at'])
    .execute()

  await withId(db, db.schema.createTable('repair_estimate_lines'))
    .addColumn('estimate_id', 'integer', (col) => col.notNull().references('repair_estimates.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('kind', 'varchar(8)', (col) => col.notNull())
    .addColumn('description', 'varchar(500)', (col) => col.notNull())
    .addColumn('qty', 'integer', (col) => col.notNull())
    .addColumn('unit_price', 'bigint', (col) => col.notNull())
    .addColumn('warranty_days', 'integer', notNullDefault(0))
    .execute()
  await db.schema
    .createIndex('repair_estimate_lines_estimate_idx')
    .on('repair_estimate_lines')
    .columns(['estimate_id', 'position'])
    .execute()

  await db.schema.alterTable('repairs').addColumn('collected_at', 'varchar(32)').execute()
  await db.schema.alterTable('repairs').addColumn('warranty_of', 'integer').execute()
  await db.schema.alterTable('repairs').addColumn('warranty_claim', 'integer', notNullDefault(0)).execute()
  await sql`create index repairs_warranty_of_idx on repairs (warranty_of) where warranty_of is not null`.execute(db)

  await db.schema.alterTable('users').addColumn('repairApprove', 'integer', notNullDefault(0)).execute()
  await sql`update users set ${sql.ref('repairApprove')} = 1 where id = 1`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('repairApprove').execute()
  await db.schema.dropIndex('repairs_warranty_of_idx').execute()
  for (const column of ['warranty_claim', 'warranty_of', 'collected_at'])
    await db.schema.alterTable('repairs').dropColumn(column).execute()
  await db.schema.dropTable('repair_estimate_lines').execute()
  await db.schema.dropTable('repair_estimates').execute()
}
