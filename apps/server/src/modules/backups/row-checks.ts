import { MAX_RECORD_ID } from '@counterpart/domain/schemas/fields'
import { storedZReportSchema } from '@counterpart/domain/schemas/tills'
import { readStoredSettings } from '@counterpart/domain/settings'
import { NOT_RESTORED_TABLES } from './engine.ts'

/**
 * The values of a restored file are checked before the swap, against what the app reads them as: a row
 * that breaks sign-in (settings that are not JSON), every sale (an id sequence at its end) or a list (a
 * price `'abc'`, a quantity 1e300) would otherwise be swapped in and stop the shop, with no way back
 * through the app. The schema check of the engines says the file has our tables; this says its rows are
 * values our code can read.
 */

/** One value that fails: the table, the row (its id), the column and why. */
export interface RowProblem {
  table: string
  row: string
  column: string
  why: string
}

/** The file holds values this version cannot use; the first few are named. */
export class InvalidRowsError extends Error {
  readonly problems: RowProblem[]
  constructor(problems: RowProblem[]) {
    super(problems.map(describeProblem).join('; '))
    this.name = 'InvalidRowsError'
    this.problems = problems
  }
}

/** How many failing values a refusal names: enough to find the pattern, short enough to read. */
export const NAMED_PROBLEMS = 5

export function describeProblem(problem: RowProblem): string {
  const where = problem.row === '' ? problem.table : `${problem.table} row ${problem.row}`
  return `${where}, ${problem.column}: ${problem.why}`
}

/** The largest whole number JavaScript reads exactly: a bigint column beyond it is read wrong by every total. */
const MAX_EXACT = Number.MAX_SAFE_INTEGER
/** PostgreSQL's `integer`: the columns our migrations declare `integer` hold 32 bits there. */
const MAX_INT32 = 2_147_483_647

/** A column as the staging schema declares it. */
export interface ColumnShape {
  name: string
  /** SQLite's declared type (`integer`, `bigint`, `varchar(191)` ...) or PostgreSQL's data_type. */
  type: string
}

type ColumnKind = { kind: 'int'; max: number } | { kind: 'real' } | { kind: 'text'; length: number | null } | null

export function columnKind(type: string): ColumnKind {
  const lower = type.toLowerCase()
  if (lower === 'bigint') return { kind: 'int', max: MAX_EXACT }
  if (lower.includes('int')) return { kind: 'int', max: MAX_INT32 }
  if (lower.includes('double') || lower.includes('real') || lower.includes('float')) return { kind: 'real' }
  const varchar = /^(?:varchar|character varying)\((\d+)\)$/.exec(lower)
  if (varchar) return { kind: 'text', length: Number(varchar[1]) }
  if (lower === 'text' || lower === 'character varying') return { kind: 'text', length: null }
  return null
}

function shown(value: unknown): string {
  if (typeof value === 'string') return `'${value.length > 20 ? `${value.slice(0, 20)}…` : value}'`
  return String(value)
}

/** Why a value read from a column of this kind is not one the app can use, or null when it is. */
export function valueProblem(kind: ColumnKind, value: unknown): string | null {
  if (value === null || value === undefined || kind === null) return null
  const number = typeof value === 'bigint' ? Number(value) : value
  switch (kind.kind) {
    case 'int':
      if (typeof number !== 'number' || !Number.isInteger(number)) return `${shown(value)} is not a whole number`
      if (Math.abs(number) > kind.max) return `${shown(value)} is out of range (at most ${kind.max})`
      return null
    case 'real':
      if (typeof number !== 'number') return `${shown(value)} is not a number`
      if (!Number.isFinite(number) || Math.abs(number) > MAX_EXACT)
        return `${shown(value)} is out of range (at most ${MAX_EXACT})`
      return null
    case 'text':
      if (typeof value !== 'string') return `${shown(value)} is not text`
      if (kind.length !== null && [...value].length > kind.length)
        return `${[...value].length} characters, at most ${kind.length}`
      return null
  }
}

/** Tables whose rows are not the shop's data to check: emptied on restore, or the migrator's own. */
export function checkedTable(table: string): boolean {
  return !NOT_RESTORED_TABLES.has(table) && !table.startsWith('kysely_migration') && !table.startsWith('sqlite_')
}

/** The row's id as a refusal names it: its id column, else its key columns. */
export function rowLabel(row: Record<string, unknown>, keys: string[]): string {
  if ('id' in row) return String(row.id)
  return keys.map((key) => String(row[key])).join('/')
}

/** The first failing column of a row the database found suspicious. */
export function firstRowProblem(
  table: string,
  row: Record<string, unknown>,
  columns: ColumnShape[],
  keys: string[],
): RowProblem | null {
  for (const column of columns) {
    const why = valueProblem(columnKind(column.type), row[column.name])
    if (why) return { table, row: rowLabel(row, keys), column: column.name, why }
  }
  return null
}

/** Text columns the app parses as JSON, with what each must read as. */
const JSON_COLUMNS: { table: string; column: string; check: (text: string) => string | null }[] = [
  {
    table: 'settings',
    column: 'data',
    check: (text) => readStoredSettings(text).problems[0] ?? null,
  },
  {
    table: 'z_reports',
    column: 'document',
    check: (text) => {
      const parsed = parseJson(text)
      if (parsed === undefined) return 'not valid JSON'
      const result = storedZReportSchema.safeParse(parsed)
      return result.success ? null : `not a Z report (${result.error.issues[0]?.path.join('.') ?? ''})`
    },
  },
  {
    table: 'idempotency_keys',
    column: 'response',
    // Empty while the sale is being written; else the first answer, sent again to a retry as it is.
    check: (text) => (text === '' || parseJson(text) !== undefined ? null : 'not valid JSON'),
  },
]

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/**
 * The JSON columns, read in pages by the engine (`read(table, column, afterId)` answers up to a page of
 * rows with an id greater than `afterId`, in id order).
 */
export async function checkJsonColumns(
  tables: ReadonlySet<string>,
  read: (
    table: string,
    column: string,
    afterId: number,
  ) => Promise<{ id: number; text: string }[]> | { id: number; text: string }[],
  limit = NAMED_PROBLEMS,
): Promise<RowProblem[]> {
  const problems: RowProblem[] = []
  for (const { table, column, check } of JSON_COLUMNS) {
    if (!tables.has(table)) continue
    let after = -Infinity
    for (;;) {
      const rows = await read(table, column, after)
      for (const row of rows) {
        const why = check(row.text)
        if (why) problems.push({ table, row: String(row.id), column, why })
        if (problems.length >= limit) return problems
      }
      if (rows.length === 0) break
      after = Number(rows.at(-1)?.id)
    }
  }
  return problems
}

/** An id sequence that cannot give another id the API can address: every insert into its table fails. */
export function sequenceProblem(table: string, value: number, max: number): RowProblem | null {
  if (value < max) return null
  return { table, row: '', column: 'id', why: `its id counter is at ${value}, the largest id is ${max}` }
}

/** The largest id a table's counter may reach: what the API's record ids and PostgreSQL's serial hold. */
export function idLimit(idType: string): number {
  return idType.toLowerCase() === 'bigint' ? MAX_EXACT : Math.min(MAX_RECORD_ID, MAX_INT32)
}
