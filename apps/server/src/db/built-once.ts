import { CompiledQuery, type Kysely } from 'kysely'
import { DEFERRED_MARK } from './deferred-writes.ts'
import { isPostgres } from './dialect.ts'

/**
 * Inserts whose SQL is built by Kysely once per shape and then only bound (issue 35). Building a query
 * (its operation tree, then the compiler's walk over it) cost 12.9 % of the sale's CPU on SQLite, for the same
 * few INSERT texts every time: the text depends only on the table, the columns given and the number of rows,
 * never on the values, which are all parameters.
 *
 * The first insert of a shape is built by Kysely as usual; its text is kept when its parameters are exactly
 * the rows' values, row after row in column order, and its column list is the rows' keys in that order (so
 * two columns holding the same value cannot be bound the wrong way round later). A shape that fails either
 * check, or whose rows hold anything but plain values (an `sql` expression, a Date), is built every time.
 */

type Plain = string | number | bigint | boolean | null
type Row = Readonly<Record<string, unknown>>

/** Shapes kept per dialect; beyond this many (which the app's inserts never reach), new shapes are built. */
const MAX_SHAPES = 2000
const texts = { sqlite: new Map<string, string | null>(), postgres: new Map<string, string | null>() }

function isPlain(value: unknown): value is Plain {
  return value === null || ['string', 'number', 'bigint', 'boolean'].includes(typeof value)
}

/** The rows' columns (keys with a defined value, in order) when every row has the same ones, all plain. */
function columnsOf(rows: readonly Row[]): string[] | null {
  const first = rows[0]
  if (!first) return null
  const columns = Object.keys(first).filter((column) => first[column] !== undefined)
  for (const row of rows) {
    const keys = Object.keys(row).filter((column) => row[column] !== undefined)
    if (keys.length !== columns.length || keys.some((key, index) => key !== columns[index])) return null
    if (!columns.every((column) => isPlain(row[column]))) return null
  }
  return columns
}

/** The column list of `insert into "table" ("a", "b") ...`, as Kysely writes it on both dialects. */
function insertedColumns(text: string): string[] | null {
  const list = /^insert into "[^"]+" \(([^)]*)\) values /.exec(text)?.[1]
  return list === undefined ? null : list.split(', ').map((quoted) => quoted.replace(/^"|"$/g, ''))
}

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index])
}

/**
 * Runs `build()` (an insert of `rows` into one table, with whatever it adds: on conflict, returning) with its
 * text built once per `name`, columns and number of rows. `name` tells apart inserts into the same table
 * that differ in anything but their rows.
 */
export async function insertBuiltOnce<DB, R>(
  db: Kysely<DB>,
  name: string,
  rows: readonly Row[],
  build: () => { compile(): CompiledQuery<R> },
): Promise<R[]> {
  return (await runBuiltOnce(db, name, rows, build, '')).rows
}

/**
 * An insert built once, as insertBuiltOnce, whose answer nobody reads: on PostgreSQL, inside a transaction, it
 * goes with the transaction's next statement (db/deferred-writes.ts). It must have no RETURNING.
 */
export async function insertBuiltOnceDeferred<DB>(
  db: Kysely<DB>,
  name: string,
  rows: readonly Row[],
  build: () => { compile(): CompiledQuery<unknown> },
): Promise<void> {
  await runBuiltOnce(db, name, rows, build, ` ${DEFERRED_MARK}`)
}

async function runBuiltOnce<DB, R>(
  db: Kysely<DB>,
  name: string,
  rows: readonly Row[],
  build: () => { compile(): CompiledQuery<R> },
  mark: string,
): Promise<{ rows: R[] }> {
  const marked = (compiled: CompiledQuery<R>): CompiledQuery<R> =>
    mark ? CompiledQuery.raw(compiled.sql + mark, [...compiled.parameters]) : compiled
  const columns = columnsOf(rows)
  if (columns === null) return db.executeQuery(marked(build().compile()))
  const cache = isPostgres(db) ? texts.postgres : texts.sqlite
  const key = `${name}|${rows.length}|${columns.join(',')}`
  const params = rows.flatMap((row) => columns.map((column) => row[column]))
  let text = cache.get(key)
  if (text === undefined) {
    const compiled = build().compile()
    const columnsMatch = sameList(insertedColumns(compiled.sql) ?? [], columns)
    text = columnsMatch && sameList(compiled.parameters, params) ? compiled.sql : null
    if (cache.size < MAX_SHAPES) cache.set(key, text)
    return db.executeQuery(marked(compiled))
  }
  if (text === null) return db.executeQuery(marked(build().compile()))
  const raw: CompiledQuery<R> = CompiledQuery.raw(text + mark, params)
  return db.executeQuery(raw)
}

/** For the tests: how many shapes are kept, and whether one was refused. */
export function builtOnceShapes(dialect: 'sqlite' | 'postgres'): ReadonlyMap<string, string | null> {
  return texts[dialect]
}
