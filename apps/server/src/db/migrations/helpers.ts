import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely'
import { isPostgres } from '../dialect.ts'

export { isPostgres }

/** An auto-incrementing integer primary key on either database. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
}

export const notNullDefault =
  (value: string | number) =>
  (col: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    col.notNull().defaultTo(typeof value === 'number' ? sql.lit(value) : value)
