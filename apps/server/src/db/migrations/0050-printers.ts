import { sql, type Kysely } from 'kysely'
import { notNullDefault, withId } from './helpers.ts'

/**
 * Printing at the counter (issue 33, the server's part).
 *
 * - `printers`: network receipt printers spoken to in ESC/POS over TCP: `host` and `port` (9100), paper
 *   `width` (58 | 80 mm), `mode` (codepage | raster: raster for text no code page holds), the `code_page`
 *   its text is sent in, and the `drawer_pin` (2 | 5) its cash drawer hangs on.
 * - `tills.printer_id`: the till's receipt printer (none: the browser's print view, as before), and
 *   `tills.print_mode`: always | ask | never, whether a sale's receipt prints by itself (ask: the terminal asks).
 * - `print_jobs`: the queue, written in the document's transaction: the till and printer, the `kind`
 *   (receipt | refund | payment | drawer | test | x_report | z_report) and the document's id, the `state`
 *   queued | sent | failed | cancelled, `attempts` (and `round_start`, the attempts when staff last retried
 *   it), `next_attempt_at` (set while the worker will try it again: a failed job is retried by itself for a
 *   while, and shows as failed at once), the worker's lease (`claim`, `claimed_until`), `last_error`, and the `payload` to print: the bytes (base64) for a job whose document
 *   is gone by the time it prints (a test page), or the options a receipt is rebuilt from (its drawer pulse).
 *   A receipt is encoded when it is sent, from the order as stored: a reprint is the same receipt.
 * - `users.printerManage`: who adds printers and names a till's; the admin only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('printers'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('host', 'varchar(253)', (col) => col.notNull())
    .addColumn('port', 'integer', notNullDefault(9100))
    .addColumn('paper_width', 'integer', notNullDefault(80))
    .addColumn('mode', 'varchar(16)', notNullDefault('codepage'))
    .addColumn('code_page', 'varchar(32)', notNullDefault('cp437'))
    .addColumn('drawer_pin', 'integer', notNullDefault(2))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()

  await db.schema
    .alterTable('tills')
    .addColumn('printer_id', 'integer', (col) => col.references('printers.id'))
    .execute()
  await db.schema.alterTable('tills').addColumn('print_mode', 'varchar(8)', notNullDefault('ask')).execute()

  await withId(db, db.schema.createTable('print_jobs'))
    .addColumn('till_id', 'integer', (col) => col.references('tills.id'))
    .addColumn('printer_id', 'integer', (col) => col.notNull().references('printers.id'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('document_id', 'integer')
    .addColumn('state', 'varchar(12)', notNullDefault('queued'))
    .addColumn('attempts', 'integer', notNullDefault(0))
    .addColumn('round_start', 'integer', notNullDefault(0))
    .addColumn('next_attempt_at', 'varchar(32)')
    .addColumn('claim', 'varchar(36)')
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('last_error', 'varchar(1000)', notNullDefault(''))
    .addColumn('payload', 'text', notNullDefault(''))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .execute()
  // The worker reads the due jobs; the lists read a till's or a printer's jobs newest first.
  await sql`create index print_jobs_due_idx on print_jobs (next_attempt_at) where next_attempt_at is not null`.execute(
    db,
  )
  await db.schema.createIndex('print_jobs_till_idx').on('print_jobs').columns(['till_id', 'id']).execute()
  await db.schema.createIndex('print_jobs_printer_idx').on('print_jobs').columns(['printer_id', 'id']).execute()
  await db.schema.createIndex('print_jobs_state_idx').on('print_jobs').columns(['state', 'id']).execute()

  await db.schema.alterTable('users').addColumn('printerManage', 'integer', notNullDefault(0)).execute()
  await sql`update users set ${sql.ref('printerManage')} = 1 where id = 1`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('printerManage').execute()
  await db.schema.dropTable('print_jobs').execute()
  await db.schema.alterTable('tills').dropColumn('print_mode').execute()
  await db.schema.alterTable('tills').dropColumn('printer_id').execute()
  await db.schema.dropTable('printers').execute()
}
