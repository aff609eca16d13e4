import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { inspect } from 'node:util'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, SqliteDialect } from 'kysely'
import { tr } from '@counterpart/domain/i18n/translate'
import type { Database } from '../../db/schema.ts'
import type { BackupEngine, Migrations } from './engine.ts'
import {
  checkedTable,
  checkJsonColumns,
  columnKind,
  firstRowProblem,
  idLimit,
  InvalidRowsError,
  NAMED_PROBLEMS,
  sequenceProblem,
  type ColumnShape,
  type RowProblem,
} from './row-checks.ts'
import {
  BackupMismatchError,
  compareNames,
  InvalidBackupError,
  KEPT_LIVE_TABLES,
  NOT_RESTORED_TABLES,
} from './engine.ts'

const SQLITE_HEADER = 'SQLite format 3\u0000'
/** Pages copied per step of the online backup: ~400 KB, a few milliseconds, so requests keep flowing between steps. */
const PAGES_PER_STEP = 100

interface SchemaObject {
  type: 'table' | 'index' | 'view' | 'trigger'
  name: string
  tbl_name: string
  sql: string | null
}

/**
 * SQLite backups use the online backup API: pages are copied in small steps while the shop keeps selling,
 * and a write made meanwhile through the same connection is carried into the copy, so the file is one
 * consistent moment.
 *
 * A restore never runs the CREATE statements stored in the file (a file can carry a planted trigger or a
 * statement appended to a table's definition). It builds a staging database with the app's migrations at
 * the backup's level, compares every table, column, index, trigger and view of the file with it (the
 * stored definitions must be exactly the ones the migrations write), copies rows column by column, runs
 * the later migrations on the staging copy, and then copies the staging data into the live database in
 * one transaction on the one connection Kysely uses: requests wait for it and then read the restored data.
 */
export function createSqliteEngine(sqlite: SQLite.Database, db: Kysely<Database>, workDir: string): BackupEngine {
  return {
    extension: 'sqlite',

    async create(target: string): Promise<void> {
      await sqlite.backup(target, { progress: () => PAGES_PER_STEP })
      // The copy keeps the live file's WAL mode; a backup is one self-contained file to copy off the machine.
      const copy = new SQLite(target)
      try {
        copy.pragma('journal_mode = DELETE')
      } finally {
        copy.close()
      }
    },

    async validate(file: string): Promise<string[]> {
      const handle = await fs.open(file, 'r')
      try {
        const header = Buffer.alloc(16)
        await handle.read(header, 0, 16, 0)
        if (header.toString('latin1') !== SQLITE_HEADER)
          throw new InvalidBackupError(tr('messages:backups.refusal.notSqlite'))
      } finally {
        await handle.close()
      }
      let check: SQLite.Database | null = null
      try {
        check = openReadOnly(file)
        const problems = check.pragma('integrity_check', { simple: false }) as { integrity_check: string }[]
        if (problems.length !== 1 || problems[0]?.integrity_check !== 'ok') {
          throw new InvalidBackupError(
            tr('messages:backups.refusal.integrity', {
              problem: problems[0]?.integrity_check ?? tr('messages:backups.refusal.noAnswer'),
            }),
          )
        }
        const hasMigrations = check
          .prepare("select count(*) from sqlite_master where type = 'table' and name = 'kysely_migration'")
          .pluck()
          .get() as number
        if (!hasMigrations) throw new InvalidBackupError(tr('messages:backups.refusal.noSchema'))
        return check.prepare('select name from kysely_migration order by name').pluck().all() as string[]
      } catch (error) {
        if (error instanceof InvalidBackupError) throw error
        throw new InvalidBackupError(error instanceof Error ? error.message : String(error))
      } finally {
        check?.close()
      }
    },

    async load(file, level, latest, beforeSwap): Promise<void> {
      // A .part name: a staging file left by a crash is removed with the other leftovers at start.
      const staging = path.join(workDir, `restore-${randomBytes(6).toString('hex')}.sqlite.part`)
      try {
        await migrate(staging, level)
        fillStaging(staging, file)
        const problems = await checkRows(staging)
        if (problems.length > 0) throw new InvalidRowsError(problems)
        if (!beforeSwap) return
        await migrate(staging, latest)
        await beforeSwap()
        await db.connection().execute(async () => replaceLiveWith(staging))
      } finally {
        for (const suffix of ['', '-journal', '-wal', '-shm']) await fs.rm(staging + suffix, { force: true })
      }
    },
  }

  /** Copies the staging database's rows into the live one: same schema (both built by our migrations). */
  function replaceLiveWith(staging: string): void {
    // Rows go in table by table; the constraints are checked once all of them are in.
    sqlite.pragma('foreign_keys = OFF')
    try {
      sqlite.prepare('ATTACH DATABASE ? AS restore_source').run(staging)
      try {
        sqlite.transaction(() => {
          const differences = compareSchemas(sqlite, 'restore_source', 'main')
          if (differences.length > 0) throw new Error(`the live schema is not this version's (${differences[0]})`)
          copyRows(sqlite, 'restore_source', 'main', KEPT_LIVE_TABLES)
          const broken = sqlite.pragma('main.foreign_key_check') as unknown[]
          if (broken.length > 0)
            throw new InvalidBackupError(tr('messages:backups.refusal.danglingRows', { rows: broken.length }))
        })()
      } finally {
        sqlite.prepare('DETACH DATABASE restore_source').run()
      }
    } finally {
      sqlite.pragma('foreign_keys = ON')
    }
  }
}

/** A backup file opened for reading only, with no function of its schema trusted to run. */
function openReadOnly(file: string): SQLite.Database {
  const handle = new SQLite(file, { readonly: true, fileMustExist: true })
  handle.pragma('trusted_schema = OFF')
  return handle
}

/** Builds (or brings forward) the staging database with the given migrations of this app. */
async function migrate(file: string, migrations: Migrations): Promise<void> {
  const handle = new SQLite(file)
  // A scratch copy: if the process dies, it is thrown away, so it needs no journal.
  handle.pragma('journal_mode = MEMORY')
  handle.pragma('synchronous = OFF')
  const staging = new Kysely<unknown>({ dialect: new SqliteDialect({ database: handle }) })
  try {
    const migrator = new Migrator({ db: staging, provider: { getMigrations: async () => migrations } })
    const { error } = await migrator.migrateToLatest()
    if (error) throw error instanceof Error ? error : new Error(inspect(error))
  } finally {
    await staging.destroy()
  }
}

/**
 * Compares the backup with the staging schema and copies its rows in. Only the file's rows are read: its
 * stored definitions are compared as text with ours, never run.
 */
function fillStaging(staging: string, file: string): void {
  const differences = (() => {
    const backup = openReadOnly(file)
    try {
      const reference = new SQLite(staging, { readonly: true })
      try {
        return compareSchemas(reference, 'main', 'main', backup)
      } finally {
        reference.close()
      }
    } finally {
      backup.close()
    }
  })()
  if (differences.length > 0) throw new BackupMismatchError(differences)

  const handle = new SQLite(staging)
  try {
    handle.pragma('trusted_schema = OFF')
    handle.pragma('foreign_keys = OFF')
    handle.prepare('ATTACH DATABASE ? AS backup_file').run(file)
    try {
      handle.transaction(() => {
        copyRows(handle, 'backup_file', 'main')
        for (const table of NOT_RESTORED_TABLES) handle.exec(`delete from main.${quote(table)}`)
      })()
    } finally {
      handle.prepare('DETACH DATABASE backup_file').run()
    }
  } finally {
    handle.close()
  }
}

/**
 * Every value of the staging copy read as the app reads it (row-checks.ts): SQLite keeps whatever a
 * column is given (`'abc'` in a price, 1e300 in a quantity), so the types, ranges and lengths our
 * migrations declare are checked here, table by table, with one scan each; then the JSON columns and the
 * id counters. Answers the first few values that fail.
 */
async function checkRows(staging: string): Promise<RowProblem[]> {
  const handle = new SQLite(staging, { readonly: true })
  try {
    const problems: RowProblem[] = []
    const tables = (
      handle
        .prepare("select name from pragma_table_list where schema = 'main' and type = 'table'")
        .pluck()
        .all() as string[]
    ).filter(checkedTable)
    for (const table of tables) {
      const info = handle.prepare('select name, type, pk from pragma_table_info(?)').all(table) as (ColumnShape & {
        pk: number
      })[]
      const keys = info.filter((column) => column.pk > 0).map((column) => column.name)
      const conditions = info.map((column) => badValue(quote(column.name), column.type)).filter(Boolean)
      if (conditions.length === 0) continue
      const rows = handle
        .prepare(`select * from ${quote(table)} where ${conditions.join(' or ')} limit ${NAMED_PROBLEMS}`)
        .all() as Record<string, unknown>[]
      for (const row of rows) {
        const problem = firstRowProblem(table, row, info, keys)
        if (problem) problems.push(problem)
      }
      if (problems.length >= NAMED_PROBLEMS) return problems.slice(0, NAMED_PROBLEMS)
    }
    const json = await checkJsonColumns(
      new Set(tables),
      (table, column, after) =>
        handle
          .prepare(`select id, ${quote(column)} as text from ${quote(table)} where id > ? order by id limit 500`)
          .all(after === -Infinity ? Number.MIN_SAFE_INTEGER : after) as { id: number; text: string }[],
      NAMED_PROBLEMS - problems.length,
    )
    problems.push(...json)
    const counters = handle.prepare('select name, seq from sqlite_sequence').all() as { name: string; seq: number }[]
    for (const counter of counters) {
      if (!tables.includes(counter.name)) continue
      const idType = handle
        .prepare("select type from pragma_table_info(?) where name = 'id'")
        .pluck()
        .get(counter.name) as string | undefined
      const largest = handle
        .prepare(`select max(id) from ${quote(counter.name)}`)
        .pluck()
        .get() as number | null
      const problem = sequenceProblem(
        counter.name,
        Math.max(Number(counter.seq), largest ?? 0),
        idLimit(idType ?? 'integer'),
      )
      if (problem) problems.push(problem)
    }
    return problems.slice(0, NAMED_PROBLEMS)
  } finally {
    handle.close()
  }
}

/**
 * The SQL test a suspicious value of a column fails: the same rules as `valueProblem`, cheap enough for one
 * scan of each table (a row it finds is then named by `valueProblem`).
 */
function badValue(column: string, type: string): string {
  const kind = columnKind(type)
  if (!kind) return ''
  switch (kind.kind) {
    case 'int':
      return `(typeof(${column}) not in ('integer', 'null') or ${column} not between -${kind.max} and ${kind.max})`
    case 'real':
      return `(typeof(${column}) not in ('integer', 'real', 'null') or abs(${column}) > ${Number.MAX_SAFE_INTEGER})`
    case 'text':
      return kind.length === null
        ? `(typeof(${column}) not in ('text', 'null'))`
        : `(typeof(${column}) not in ('text', 'null') or length(${column}) > ${kind.length})`
  }
}

/**
 * What differs between the schema our migrations built (`expected`) and another (`actual`, on the same
 * handle or another one): tables, their columns, and every index, trigger and view with its definition.
 */
function compareSchemas(
  expectedHandle: SQLite.Database,
  expectedSchema: string,
  actualSchema: string,
  actualHandle: SQLite.Database = expectedHandle,
): string[] {
  const expected = schemaObjects(expectedHandle, expectedSchema)
  const actual = schemaObjects(actualHandle, actualSchema)
  const differences: string[] = []
  for (const type of ['table', 'index', 'trigger', 'view'] as const) {
    const want = new Map(expected.filter((o) => o.type === type).map((o) => [o.name, o]))
    const have = new Map(actual.filter((o) => o.type === type).map((o) => [o.name, o]))
    differences.push(...compareNames(type, want.keys(), have.keys()))
    for (const [name, object] of want) {
      const theirs = have.get(name)
      if (!theirs) continue
      if (type === 'table') {
        const columns = (handle: SQLite.Database, schema: string) =>
          (handle.prepare('select name from pragma_table_xinfo(?, ?)').pluck().all(name, schema) as string[]).map(
            (column) => `${name}.${column}`,
          )
        const columnDifferences = compareNames(
          'column',
          columns(expectedHandle, expectedSchema),
          columns(actualHandle, actualSchema),
        )
        differences.push(...columnDifferences)
        if (columnDifferences.length > 0) continue
      }
      if (normalise(object.sql) !== normalise(theirs.sql) || object.tbl_name !== theirs.tbl_name)
        differences.push(`${type} ${name} is defined differently`)
    }
  }
  return differences
}

function schemaObjects(handle: SQLite.Database, schema: string): SchemaObject[] {
  return (
    handle
      // SQLite's own bookkeeping tables hold data, not schema; every other object (even one named sqlite_…) is compared.
      .prepare(
        `select type, name, tbl_name, sql from ${schema}.sqlite_master
       where name <> 'sqlite_sequence' and name not like 'sqlite\\_stat%' escape '\\'`,
      )
      .all() as SchemaObject[]
  )
}

/** SQLite keeps a definition as it was written; only runs of white space may differ. */
function normalise(definition: string | null): string {
  return (definition ?? '').replace(/\s+/g, ' ').trim()
}

/**
 * Replaces the rows of every table of `target` but those in `keep` with those of the same table in
 * `source`, naming each column: both schemas have been compared first. A virtual table (the FTS5 product search) is refilled
 * from the table it indexes; its shadow tables are its own business. Triggers are set aside while rows
 * move (they would index or log the copy a second time) and put back from `target`'s own definitions.
 */
function copyRows(
  handle: SQLite.Database,
  source: string,
  target: 'main',
  keep: ReadonlySet<string> = new Set(),
): void {
  const kinds = new Map(
    (
      handle.prepare('select name, type from pragma_table_list where schema = ?').all(target) as {
        name: string
        type: string
      }[]
    ).map((row) => [row.name, row.type]),
  )
  const objects = schemaObjects(handle, target)
  const triggers = objects.filter((o) => o.type === 'trigger')
  for (const trigger of triggers) handle.exec(`drop trigger ${target}.${quote(trigger.name)}`)
  for (const table of objects.filter((o) => o.type === 'table' && kinds.get(o.name) === 'table')) {
    if (keep.has(table.name)) continue
    const columns = (
      handle.prepare('select name from pragma_table_info(?, ?)').pluck().all(table.name, target) as string[]
    )
      .map(quote)
      .join(', ')
    handle.exec(`delete from ${target}.${quote(table.name)}`)
    handle.exec(
      `insert into ${target}.${quote(table.name)} (${columns}) select ${columns} from ${source}.${quote(table.name)}`,
    )
  }
  const hasSequence = (schema: string) =>
    handle
      .prepare(`select count(*) from ${schema}.sqlite_master where name = 'sqlite_sequence'`)
      .pluck()
      .get() as number
  if (hasSequence(target)) {
    handle.exec(`delete from ${target}.sqlite_sequence`)
    if (hasSequence(source))
      handle.exec(
        `insert into ${target}.sqlite_sequence (name, seq) select s.name, s.seq from ${source}.sqlite_sequence s
         where s.name in (select name from ${target}.sqlite_master where type = 'table')`,
      )
  }
  // The target is always the connection's main database, where an unqualified CREATE TRIGGER goes; the
  // text is the one our migrations wrote there (the staging copy's or the live database's, never the file's).
  for (const trigger of triggers) handle.exec(trigger.sql as string)
  for (const table of objects.filter((o) => o.type === 'table' && kinds.get(o.name) === 'virtual')) {
    handle.exec(`insert into ${target}.${quote(table.name)}(${quote(table.name)}) values ('rebuild')`)
  }
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}
