import { PostgresAdapter, type Kysely } from 'kysely'

/** Whether a Kysely handle (or a transaction of one) talks to PostgreSQL, for code that is not handed the dialect. */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}
