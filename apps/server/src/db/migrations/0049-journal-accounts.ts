import type { Kysely } from 'kysely'
import { notNullDefault } from './helpers.ts'

/**
 * The accountant's journal (issue 31, item 7).
 *
 * - `journal_accounts`: the account map, one row per role the owner has named (`cash`, `revenue`,
 *   `revenue:<category id>`, `cogs:<category id>`, `tax:<rate>`, … and `xero-tax-rate`, the Xero tax rate name
 *   the export writes): its `code` and `name`. A role without a row takes the default the domain names.
 * - `z_journals`: a closed till session's journal lines (JSON), written in the close's transaction with its Z
 *   report and only ever read back: the per-Z export never changes, whatever is edited or remapped later.
 * - `till_sessions_closed_idx`: the journal of a date range reads the sessions closed in it (cash over/short).
 * - `credit_events_session_idx`, `gift_card_events_session_idx`: a close reads its session's changes of stored
 *   value, which would otherwise scan both ledgers at every close.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('journal_accounts')
    .addColumn('role', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('code', 'varchar(32)', notNullDefault(''))
    .addColumn('name', 'varchar(150)', notNullDefault(''))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('z_journals')
    .addColumn('session_id', 'integer', (col) => col.primaryKey().references('till_sessions.id'))
    .addColumn('lines', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('till_sessions_closed_idx').on('till_sessions').columns(['closed_at']).execute()
  await db.schema.createIndex('credit_events_session_idx').on('credit_events').columns(['session_id']).execute()
  await db.schema.createIndex('gift_card_events_session_idx').on('gift_card_events').columns(['session_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('gift_card_events_session_idx').execute()
  await db.schema.dropIndex('credit_events_session_idx').execute()
  await db.schema.dropIndex('till_sessions_closed_idx').execute()
  await db.schema.dropTable('z_journals').execute()
  await db.schema.dropTable('journal_accounts').execute()
}
