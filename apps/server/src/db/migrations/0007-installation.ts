import type { Kysely } from 'kysely'

/**
 * The installed flag lives in the database, not in a file or in memory: every app process sees it, and
 * once it is set the web installer is gone for good.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('installation')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'varchar(16)', (col) => col.notNull())
    .addColumn('installed_at', 'varchar(32)', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('installation').execute()
}
