import type { Kysely } from 'kysely'
import { notNullDefault, withId } from './helpers.ts'

/**
 * Offline sales dated in their till's window, in a session, and reviewed (issue 34, docs/offline.md).
 *
 * - `registers.last_contact_at`, `online_since`, `offline_from`: the till's last request, since when it has
 *   been in touch without a long silence, and its last request before that silence (ISO UTC, null before
 *   the first). An offline sale is not dated before `offline_from`.
 * - `client_sales.dated_at` and `dating`: when an offline sale is dated and why (`asClaimed`, or the edge
 *   it was moved to); `sold_at` keeps the time the till claimed. `outside_session` is 1 when it landed in no
 *   session; `outside_z_session_id` is the session whose Z showed it (null until that Z).
 * - `offline_reviews`: what an offline sale asks the owner to look at (a date moved, sold while the till was
 *   in touch, below the catalogue price, a product off sale, outside any session), open until cleared.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['last_contact_at', 'online_since', 'offline_from']) {
    await db.schema.alterTable('registers').addColumn(column, 'varchar(32)').execute()
  }
  await db.schema.alterTable('client_sales').addColumn('dated_at', 'varchar(32)').execute()
  await db.schema.alterTable('client_sales').addColumn('dating', 'varchar(16)', notNullDefault('asClaimed')).execute()
  await db.schema.alterTable('client_sales').addColumn('outside_session', 'integer', notNullDefault(0)).execute()
  await db.schema
    .alterTable('client_sales')
    .addColumn('outside_z_session_id', 'integer', (col) => col.references('register_sessions.id'))
    .execute()
  // The next Z of a till gathers its sales that landed in no session and no Z yet.
  await db.schema
    .createIndex('client_sales_outside')
    .on('client_sales')
    .columns(['register_id', 'outside_session', 'outside_z_session_id'])
    .execute()

  await withId(db, db.schema.createTable('offline_reviews'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('register_id', 'integer', (col) => col.notNull().references('registers.id'))
    .addColumn('reason', 'varchar(24)', (col) => col.notNull())
    .addColumn('detail', 'text', notNullDefault('{}'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('cleared_at', 'varchar(32)')
    .addColumn('cleared_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('note', 'varchar(500)', notNullDefault(''))
    .execute()
  await db.schema.createIndex('offline_reviews_cleared').on('offline_reviews').columns(['cleared_at', 'id']).execute()
  await db.schema.createIndex('offline_reviews_order').on('offline_reviews').column('order_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offline_reviews').execute()
  await db.schema.dropIndex('client_sales_outside').execute()
  for (const column of ['outside_z_session_id', 'outside_session', 'dating', 'dated_at']) {
    await db.schema.alterTable('client_sales').dropColumn(column).execute()
  }
  for (const column of ['offline_from', 'online_since', 'last_contact_at']) {
    await db.schema.alterTable('registers').dropColumn(column).execute()
  }
}
