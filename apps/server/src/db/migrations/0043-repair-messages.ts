import { sql, type Kysely } from 'kysely'
import { notNullDefault, withId } from './helpers.ts'

/**
 * Messages to the customer (issue 30, item 8).
 *
 * - `repair_message_templates`: what entering a status sends, one row per status and channel (email | sms |
 *   whatsapp) with its `subject` and `body` ({customer}, {device}, {status}, {trackingLink}, {amountDue},
 *   {shop}); removed with its status. None is seeded: a shop that upgrades does not start writing to its
 *   customers until it chooses to (the screen offers a default text per group).
 * - `message_channels`: how SMS and WhatsApp leave the shop: `driver` log (written to `message_log` only) or
 *   http (POSTed as JSON to `url` with the write-only `token`), and the `sender`. Both start on log.
 * - `repair_messages`: the outbox, written in the ticket's transaction: `state` queued | retried | sent |
 *   failed, `attempts` (and `round_start`, the attempts when staff last retried it, so a retry gets a full
 *   round of back-off), `next_attempt_at`, the worker's lease (`claim`, `claimed_until`), `last_error`, the
 *   provider's `answer`, `sent_at`. The worker reads the due ones through `repair_messages_due_idx`.
 * - `message_log`: what the log driver "sent".
 * - `users.repairEvidenceView` (item 6's switch, added here so one migration adds the issue's switch): the
 *   admin only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('repair_message_templates'))
    .addColumn('status_id', 'integer', (col) => col.notNull().references('repair_statuses.id').onDelete('cascade'))
    .addColumn('channel', 'varchar(16)', (col) => col.notNull())
    .addColumn('subject', 'varchar(200)', notNullDefault(''))
    .addColumn('body', 'varchar(2000)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('repair_message_templates_status_idx')
    .on('repair_message_templates')
    .columns(['status_id', 'channel'])
    .unique()
    .execute()

  await db.schema
    .createTable('message_channels')
    .addColumn('channel', 'varchar(16)', (col) => col.primaryKey())
    .addColumn('driver', 'varchar(8)', notNullDefault('log'))
    .addColumn('url', 'varchar(500)', notNullDefault(''))
    .addColumn('token', 'varchar(500)', notNullDefault(''))
    .addColumn('sender', 'varchar(60)', notNullDefault(''))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  const now = new Date().toISOString()
  for (const channel of ['sms', 'whatsapp'])
    await sql`insert into message_channels (channel, driver, url, token, sender, updated_at)
      values (${channel}, 'log', '', '', '', ${now})`.execute(db)

  await withId(db, db.schema.createTable('repair_messages'))
    .addColumn('repair_id', 'integer', (col) => col.notNull().references('repairs.id'))
    .addColumn('status_id', 'integer')
    .addColumn('channel', 'varchar(16)', (col) => col.notNull())
    .addColumn('recipient', 'varchar(191)', (col) => col.notNull())
    .addColumn('subject', 'varchar(200)', notNullDefault(''))
    .addColumn('body', 'varchar(4000)', (col) => col.notNull())
    .addColumn('state', 'varchar(8)', notNullDefault('queued'))
    .addColumn('attempts', 'integer', notNullDefault(0))
    .addColumn('round_start', 'integer', notNullDefault(0))
    .addColumn('next_attempt_at', 'varchar(32)')
    .addColumn('claim', 'varchar(36)')
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('last_error', 'varchar(1000)', notNullDefault(''))
    .addColumn('answer', 'varchar(500)', notNullDefault(''))
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('repair_messages_repair_idx').on('repair_messages').columns(['repair_id', 'id']).execute()
  await sql`create index repair_messages_due_idx on repair_messages (next_attempt_at)
    where state in ('queued', 'retried')`.execute(db)

  await withId(db, db.schema.createTable('message_log'))
    .addColumn('channel', 'varchar(16)', (col) => col.notNull())
    .addColumn('recipient', 'varchar(191)', (col) => col.notNull())
    .addColumn('sender', 'varchar(60)', notNullDefault(''))
    .addColumn('body', 'varchar(4000)', (col) => col.notNull())
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .execute()

  await db.schema.alterTable('users').addColumn('repairEvidenceView', 'integer', notNullDefault(0)).execute()
  await sql`update users set ${sql.ref('repairEvidenceView')} = 1 where id = 1`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('repairEvidenceView').execute()
  await db.schema.dropTable('message_log').execute()
  await db.schema.dropTable('repair_messages').execute()
  await db.schema.dropTable('message_channels').execute()
  await db.schema.dropTable('repair_message_templates').execute()
}
