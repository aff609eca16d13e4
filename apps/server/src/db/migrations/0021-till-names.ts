import { sql, type Kysely } from 'kysely'
import { isPostgres } from './helpers.ts'

/**
 * One name for the till (issue 27): the screens and the web say "till", so the tables and columns do too.
 *
 * - `registers` -> `tills`, `register_sessions` -> `till_sessions`, and every `register_id` (sessions,
 *   Z reports, client sales, stock conflicts, offline reviews) -> `till_id`. Rows, ids and id counters
 *   stay as they are; references from other tables follow the renamed table on both databases.
 * - The indexes named after the old tables take the new names. SQLite cannot rename an index, so there
 *   each is dropped and built again in this transaction: "one open session per till" is the same partial
 *   unique index on (till_id) where closed_at is null, and no write can slip between the two statements.
 *   PostgreSQL renames its indexes, sequences and constraints (`registers_pkey`, `registers_id_seq`,
 *   `z_reports_register_number`, the foreign keys ...) in place.
 * - SQLite keeps the name of the Z report's unique constraint (`z_reports_register_number`) inside the
 *   table's definition: renaming it would mean rebuilding z_reports, and SQLite never shows that name
 *   (its errors name the columns, which are renamed).
 * - Audit events keep the entity text they were written with ('register'): the chain hashes it.
 */

const TABLES: [from: string, to: string][] = [
  ['registers', 'tills'],
  ['register_sessions', 'till_sessions'],
]

const TILL_COLUMNS = ['till_sessions', 'z_reports', 'client_sales', 'stock_conflicts', 'offline_reviews']

/** The indexes of till_sessions (migration 0017), by their name before and after. */
const SESSION_INDEXES: [from: string, to: string][] = [
  ['register_sessions_one_open', 'till_sessions_one_open'],
  ['register_sessions_register_opened', 'till_sessions_till_opened'],
  ['register_sessions_opened', 'till_sessions_opened'],
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [from, to] of TABLES) await db.schema.alterTable(from).renameTo(to).execute()
  for (const table of TILL_COLUMNS) {
    await db.schema.alterTable(table).renameColumn('register_id', 'till_id').execute()
  }
  if (isPostgres(db)) {
    await renamePostgresObjects(db, 'register', (name) =>
      name.replaceAll('registers', 'tills').replaceAll('register', 'till'),
    )
  } else {
    for (const [from] of SESSION_INDEXES) await db.schema.dropIndex(from).execute()
    await createSessionIndexes(
      db,
      'till_sessions',
      'till_id',
      SESSION_INDEXES.map(([, to]) => to),
    )
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TILL_COLUMNS) {
    await db.schema.alterTable(table).renameColumn('till_id', 'register_id').execute()
  }
  for (const [from, to] of TABLES) await db.schema.alterTable(to).renameTo(from).execute()
  if (isPostgres(db)) {
    await renamePostgresObjects(db, 'till', (name) =>
      name.replaceAll('tills', 'registers').replaceAll('till', 'register'),
    )
  } else {
    for (const [, to] of SESSION_INDEXES) await db.schema.dropIndex(to).execute()
    await createSessionIndexes(
      db,
      'register_sessions',
      'register_id',
      SESSION_INDEXES.map(([from]) => from),
    )
  }
}

async function createSessionIndexes(db: Kysely<unknown>, table: string, column: string, names: string[]) {
  const [oneOpen, byTill, byOpened] = names as [string, string, string]
  await db.schema
    .createIndex(oneOpen)
    .on(table)
    .column(column)
    .unique()
    .where(sql.ref('closed_at'), 'is', null)
    .execute()
  await db.schema.createIndex(byTill).on(table).columns([column, 'opened_at']).execute()
  await db.schema.createIndex(byOpened).on(table).column('opened_at').execute()
}

/**
 * PostgreSQL: the constraints (primary keys, unique, foreign keys) and then the remaining indexes and
 * sequences of the current schema whose names hold `word`, renamed by `rename`. Renaming a constraint
 * renames its index, so the second pass sees only the plain indexes and the id sequences.
 */
async function renamePostgresObjects(db: Kysely<unknown>, word: string, rename: (name: string) => string) {
  const pattern = `%${word}%`
  const constraints = await sql<{ table: string; name: string }>`
    select t.relname as table, c.conname as name
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema() and c.conname like ${pattern}
    order by c.conname`.execute(db)
  for (const { table, name } of constraints.rows) {
    await sql`alter table ${sql.id(table)} rename constraint ${sql.id(name)} to ${sql.id(rename(name))}`.execute(db)
  }
  const relations = await sql<{ name: string; kind: string }>`
    select c.relname as name, c.relkind as kind
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('i', 'S') and c.relname like ${pattern}
    order by c.relname`.execute(db)
  for (const { name, kind } of relations.rows) {
    const statement = kind === 'S' ? sql`alter sequence` : sql`alter index`
    await sql`${statement} ${sql.id(name)} rename to ${sql.id(rename(name))}`.execute(db)
  }
}
