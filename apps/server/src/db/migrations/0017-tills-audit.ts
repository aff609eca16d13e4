import { sql, type Kysely } from 'kysely'
import { notNullDefault, withId } from './helpers.ts'

/**
 * Tills and their sessions, cash movements, Z reports, and the audit log (issue 19, docs/operations.md).
 *
 * - `register_sessions`: at most one open session per till, by a partial unique index (two opens at the
 *   same instant give one session and one refusal, on both databases).
 * - `cash_movements`: every movement of cash in a session's drawer, signed cents (float excluded: it is
 *   the session's `opening_float`).
 * - `z_reports`: the frozen figures of a closed session, numbered per till without gaps (unique number
 *   per till, assigned in the closing transaction). No route edits or removes one.
 * - `orders.session_id`, `payments.session_id`: the session a terminal sale, refund or payment belongs to.
 * - `audit_events`: one row per change, `id` is the chain's sequence (assigned from `audit_chain_head`,
 *   never by the database, so a rolled-back change leaves no gap); `hash` = SHA-256 of the event and the
 *   previous event's hash.
 * - `users.auditLog`: the permission switch that lets a user read the log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('registers'))
    .addColumn('name', 'varchar(60)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()

  await withId(db, db.schema.createTable('register_sessions'))
    .addColumn('register_id', 'integer', (col) => col.notNull().references('registers.id'))
    .addColumn('opened_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('opened_by_name', 'varchar(191)', notNullDefault(''))
    .addColumn('opened_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('opening_float', 'bigint', notNullDefault(0))
    .addColumn('closed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('closed_by_name', 'varchar(191)')
    .addColumn('closed_at', 'varchar(32)')
    .addColumn('expected_cash', 'bigint')
    .addColumn('counted_cash', 'bigint')
    .addColumn('difference', 'bigint')
    .addColumn('denominations', 'text')
    .execute()
  await db.schema
    .createIndex('register_sessions_one_open')
    .on('register_sessions')
    .column('register_id')
    .unique()
    .where(sql.ref('closed_at'), 'is', null)
    .execute()
  await db.schema
    .createIndex('register_sessions_register_opened')
    .on('register_sessions')
    .columns(['register_id', 'opened_at'])
    .execute()
  await db.schema.createIndex('register_sessions_opened').on('register_sessions').column('opened_at').execute()

  await withId(db, db.schema.createTable('cash_movements'))
    .addColumn('session_id', 'integer', (col) => col.notNull().references('register_sessions.id'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('amount', 'bigint', notNullDefault(0))
    .addColumn('reason', 'varchar(191)', notNullDefault(''))
    .addColumn('order_id', 'integer')
    .addColumn('payment_id', 'integer')
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('user_name', 'varchar(191)', notNullDefault(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('cash_movements_session').on('cash_movements').columns(['session_id', 'id']).execute()

  await withId(db, db.schema.createTable('z_reports'))
    .addColumn('register_id', 'integer', (col) => col.notNull().references('registers.id'))
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('session_id', 'integer', (col) => col.notNull().unique().references('register_sessions.id'))
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('z_reports_register_number', ['register_id', 'number'])
    .execute()

  await db.schema.alterTable('orders').addColumn('session_id', 'integer').execute()
  await db.schema.createIndex('orders_session').on('orders').columns(['session_id', 'id']).execute()
  await db.schema.alterTable('payments').addColumn('session_id', 'integer').execute()
  await db.schema.createIndex('payments_session').on('payments').columns(['session_id', 'id']).execute()

  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'bigint', (col) => col.primaryKey())
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'varchar(191)', notNullDefault(''))
    .addColumn('ip', 'varchar(64)', notNullDefault(''))
    .addColumn('request_id', 'varchar(64)', notNullDefault(''))
    .addColumn('route', 'varchar(191)', notNullDefault(''))
    .addColumn('entity', 'varchar(32)', (col) => col.notNull())
    .addColumn('entity_id', 'varchar(64)')
    .addColumn('action', 'varchar(64)', (col) => col.notNull())
    .addColumn('changes', 'text', notNullDefault('{}'))
    .addColumn('prev_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('hash', 'varchar(64)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('audit_events_user').on('audit_events').columns(['user_id', 'id']).execute()
  await db.schema.createIndex('audit_events_entity').on('audit_events').columns(['entity', 'entity_id', 'id']).execute()
  await db.schema.createIndex('audit_events_at').on('audit_events').column('at').execute()
  await db.schema.createIndex('audit_events_request').on('audit_events').column('request_id').execute()

  await db.schema
    .createTable('audit_chain_head')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('seq', 'bigint', notNullDefault(0))
    .addColumn('hash', 'varchar(64)', (col) => col.notNull())
    .execute()
  await sql`insert into audit_chain_head (id, seq, hash) values (1, 0, ${'0'.repeat(64)})`.execute(db)

  await db.schema.alterTable('users').addColumn('auditLog', 'integer', notNullDefault(0)).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('auditLog').execute()
  await db.schema.dropTable('audit_chain_head').execute()
  await db.schema.dropTable('audit_events').execute()
  await db.schema.dropIndex('payments_session').execute()
  await db.schema.alterTable('payments').dropColumn('session_id').execute()
  await db.schema.dropIndex('orders_session').execute()
  await db.schema.alterTable('orders').dropColumn('session_id').execute()
  await db.schema.dropTable('z_reports').execute()
  await db.schema.dropTable('cash_movements').execute()
  await db.schema.dropTable('register_sessions').execute()
  await db.schema.dropTable('registers').execute()
}
