import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fsp from 'node:fs/promises'
import path from 'node:path'
import readline from 'node:readline'
import { inspect } from 'node:util'
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { tr } from '@counterpart/domain/i18n/translate'
import type { Database } from '../../db/schema.ts'
import type { BackupEngine, Migrations } from './engine.ts'
import { findTool, run, splitCredentials } from './postgres-tools.ts'
import {
  checkedTable,
  checkJsonColumns,
  columnKind,
  firstRowProblem,
  InvalidRowsError,
  NAMED_PROBLEMS,
  sequenceProblem,
  type RowProblem,
} from './row-checks.ts'
import {
  BackupMismatchError,
  compareNames,
  InvalidBackupError,
  KEPT_LIVE_TABLES,
  NOT_RESTORED_TABLES,
} from './engine.ts'

/**
 * PostgreSQL backups are pg_dump's custom format: one consistent snapshot taken by a separate process
 * while the app keeps serving.
 *
 * A restore never runs the SQL a dump carries (a crafted dump can hold `COPY ... TO PROGRAM`, a trigger or
 * any statement). The app's migrations build a staging schema at the backup's level; the dump's table of
 * contents must name exactly the tables, sequences, constraints, indexes and triggers that pg_dump lists
 * for that staging schema; its data, printed by pg_restore, is read line by line as COPY rows (anything
 * else is refused) and inserted with parameters, column by column. The later migrations then run on the
 * staging schema, and one transaction swaps its tables into `public`: any failure leaves the live data
 * exactly as it was.
 */
export function createPostgresEngine(
  databaseUrl: string,
  db: Kysely<Database>,
  binDir: string,
  workDir: string,
): BackupEngine {
  const { url, env } = splitCredentials(databaseUrl)
  const tool = (name: string) => findTool(name, binDir)

  return {
    extension: 'dump',

    async create(target: string): Promise<void> {
      await run(
        tool('pg_dump'),
        // The safety backup is taken while a restore's staging schema exists: it is not the shop's data.
        [
          '--format=custom',
          '--no-owner',
          '--no-acl',
          `--exclude-schema=${STAGING_PREFIX}*`,
          `--file=${target}`,
          `--dbname=${url}`,
        ],
        env,
      )
    },

    async validate(file: string): Promise<string[]> {
      const list = await run(tool('pg_restore'), ['--list', file], env).catch((error: Error) => {
        throw new InvalidBackupError(firstLine(error.message))
      })
      if (!/ TABLE public kysely_migration /.test(list))
        throw new InvalidBackupError(tr('messages:backups.refusal.noSchema'))
      // Reading every data block to the end is what finds a file cut short by a full disk or a broken copy.
      await run(tool('pg_restore'), ['--file=/dev/null', file], env).catch((error: Error) => {
        throw new InvalidBackupError(firstLine(error.message))
      })
      const data = await run(tool('pg_restore'), ['--data-only', '--table=kysely_migration', '--file=-', file], env)
      return parseCopyRows(data)
        .map((columns) => columns[0] ?? '')
        .filter((name) => name !== '')
    },

    async removeLeftovers(): Promise<string[]> {
      const schemas = await sql<{ nspname: string }>`
        select nspname from pg_namespace where nspname like ${`${STAGING_PREFIX}%`}`.execute(db)
      const removed: string[] = []
      for (const { nspname } of schemas.rows) {
        const made = /^cp_restore_(\d+)_[0-9a-f]+$/.exec(nspname)
        // Another process sharing the database may be restoring right now: its schema is younger.
        if (made && Date.now() / 1000 - Number(made[1]) < LEFTOVER_STAGING_SECONDS) continue
        await sql`drop schema if exists ${sql.id(nspname)} cascade`.execute(db)
        removed.push(nspname)
      }
      return removed
    },

    async load(file, level, latest, beforeSwap): Promise<void> {
      // The time it was made is in the name: a later start knows a crash's leftover from a restore under way.
      const staging = `${STAGING_PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(6).toString('hex')}`
      await sql`create schema ${sql.id(staging)}`.execute(db)
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, options: `-c search_path=${staging},public` })
      const stagingDb = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) })
      let swapped = false
      try {
        await migrate(stagingDb, staging, level)
        const expected = await describeSchema(pool, staging)
        const differences = compareContents(await tableOfContents(file), await tableOfContents(null, staging), expected)
        if (differences.length > 0) throw new BackupMismatchError(differences)
        await copyData(pool, staging, expected, file)
        const problems = await checkRows(pool, staging)
        if (problems.length > 0) throw new InvalidRowsError(problems)
        if (!beforeSwap) return
        await migrate(stagingDb, staging, latest)
        await beforeSwap()
        await swapIn(staging)
        swapped = true
      } finally {
        await stagingDb.destroy()
        if (!swapped) await sql`drop schema if exists ${sql.id(staging)} cascade`.execute(db)
      }
    },
  }

  /** pg_dump's table of contents of a backup file, or of the staging schema (written to a scratch file). */
  async function tableOfContents(file: string | null, schema?: string): Promise<TocEntry[]> {
    if (file) {
      return parseToc(await run(tool('pg_restore'), ['--list', file], env))
    }
    const scratch = path.join(workDir, `restore-${randomBytes(6).toString('hex')}.dump.part`)
    try {
      await run(
        tool('pg_dump'),
        ['--format=custom', '--schema-only', `--schema=${schema}`, `--file=${scratch}`, `--dbname=${url}`],
        env,
      )
      return parseToc(await run(tool('pg_restore'), ['--list', scratch], env))
    } finally {
      await fsp.rm(scratch, { force: true })
    }
  }

  /** Reads the dump's data as COPY rows only and inserts them into the staging tables with parameters. */
  async function copyData(pool: pg.Pool, schema: string, expected: SchemaShape, file: string): Promise<void> {
    const target = (table: string) => `${quoteIdent(schema)}.${quoteIdent(table)}`
    const tables = [...expected.tables.keys()]
    // Rows the migrations wrote (defaults) make way for the backup's; references are checked once all are in.
    if (tables.length > 0) await pool.query(`truncate table ${tables.map(target).join(', ')}`)
    for (const key of expected.foreignKeys)
      await pool.query(`alter table ${target(key.table)} drop constraint ${quoteIdent(key.name)}`)
    for (const table of tables) await pool.query(`alter table ${target(table)} disable trigger user`)

    const restore = spawn(tool('pg_restore'), ['--data-only', '--file=-', file], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const errors: string[] = []
    restore.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString('utf8')))
    const exited = new Promise<number | null>((resolve, reject) => {
      restore.on('error', reject)
      restore.on('close', resolve)
    })
    // Awaited below; a file refused halfway kills pg_restore, and its end must not surface as unhandled.
    exited.catch(() => undefined)
    const sequences: { name: string; value: string; called: boolean }[] = []
    try {
      let copying: { table: string; columns: string[]; rows: (string | null)[][] } | null = null
      const flush = async () => {
        if (!copying || copying.rows.length === 0) return
        const { table, columns, rows } = copying
        const values: (string | null)[] = []
        const tuples = rows.map((row) => {
          const start = values.length
          values.push(...row)
          return `(${row.map((_, index) => `$${start + index + 1}`).join(', ')})`
        })
        await pool.query(
          // The backup's ids are kept, identity columns included.
          `insert into ${target(table)} (${columns.map(quoteIdent).join(', ')}) overriding system value values ${tuples.join(', ')}`,
          values,
        )
        copying.rows = []
      }
      for await (const line of readline.createInterface({ input: restore.stdout, crlfDelay: Infinity })) {
        if (copying) {
          if (line === '\\.') {
            await flush()
            copying = null
            continue
          }
          const fields = line.split('\t').map(unescapeCopyField)
          if (fields.length !== copying.columns.length)
            throw new BackupMismatchError([
              tr('messages:backups.refusal.rowFields', { table: copying.table, fields: fields.length }),
            ])
          copying.rows.push(fields)
          if (copying.rows.length * copying.columns.length >= ROW_BATCH_VALUES) await flush()
          continue
        }
        if (IGNORED_LINE.test(line)) continue
        const copy = COPY_LINE.exec(line)
        if (copy) {
          const table = unquoteIdent(copy[1] as string)
          const columns = splitIdentList(copy[2] as string)
          const want = expected.tables.get(table)
          if (!want) throw new BackupMismatchError([tr('messages:backups.refusal.unexpectedTable', { table })])
          const differences = compareNames(
            'column',
            want.map((column) => `${table}.${column}`),
            columns.map((column) => `${table}.${column}`),
          )
          if (differences.length > 0) throw new BackupMismatchError(differences)
          copying = { table, columns, rows: [] }
          continue
        }
        const setval = SETVAL_LINE.exec(line)
        if (setval) {
          const name = unquoteIdent(setval[1] as string)
          if (!expected.sequences.has(name))
            throw new BackupMismatchError([tr('messages:backups.refusal.unexpectedSequence', { name })])
          sequences.push({ name, value: setval[2] as string, called: setval[3] === 'true' })
          continue
        }
        throw new BackupMismatchError([tr('messages:backups.refusal.notData', { line: line.slice(0, 80) })])
      }
      if (copying) throw new InvalidBackupError(tr('messages:backups.refusal.breaksOff', { table: copying.table }))
    } finally {
      if (restore.exitCode === null) restore.kill()
    }
    const code = await exited
    if (code !== 0) throw new InvalidBackupError(firstLine(errors.join('').trim() || `pg_restore exited with ${code}`))

    for (const sequence of sequences) {
      await pool.query('select setval(format($1, $2::text, $3::text)::regclass, $4::bigint, $5::boolean)', [
        '%I.%I',
        schema,
        sequence.name,
        sequence.value,
        sequence.called,
      ])
    }
    for (const table of NOT_RESTORED_TABLES)
      if (expected.tables.has(table)) await pool.query(`delete from ${target(table)}`)
    for (const table of tables) await pool.query(`alter table ${target(table)} enable trigger user`)
    // The definitions pg_get_constraintdef gave for the staging schema: ours, not the file's.
    for (const key of expected.foreignKeys) {
      await pool.query(`alter table ${target(key.table)} add constraint ${quoteIdent(key.name)} ${key.definition}`)
    }
  }

  /** Moves the staging tables (with their indexes, constraints and sequences) into public, in one transaction. */
  async function swapIn(staging: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const live = await sql<{ tablename: string }>`
        select tablename from pg_tables where schemaname = 'public'`.execute(trx)
      // The counters and locks in force go over into the restored data (the file's were left out).
      for (const table of KEPT_LIVE_TABLES) {
        if (!live.rows.some((row) => row.tablename === table)) continue
        const shared = await sql<{ column_name: string }>`
          select s.column_name from information_schema.columns s
          join information_schema.columns l
            on l.table_schema = 'public' and l.table_name = s.table_name and l.column_name = s.column_name
          where s.table_schema = ${staging} and s.table_name = ${table}
          order by s.ordinal_position`.execute(trx)
        if (shared.rows.length === 0) continue
        const columns = shared.rows.map((row) => quoteIdent(row.column_name)).join(', ')
        await sql
          .raw(
            `insert into ${quoteIdent(staging)}.${quoteIdent(table)} (${columns}) select ${columns} from public.${quoteIdent(table)}`,
          )
          .execute(trx)
      }
      if (live.rows.length > 0) {
        const names = live.rows.map((row) => `public.${quoteIdent(row.tablename)}`).join(', ')
        await sql.raw(`drop table if exists ${names} cascade`).execute(trx)
      }
      const moving = await sql<{ relname: string; relkind: string }>`
        select c.relname, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${staging} and c.relkind in ('r', 'p', 'S', 'v', 'm')
          and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype in ('a', 'i'))
        order by c.relkind desc`.execute(trx)
      for (const relation of moving.rows) {
        const kind = relation.relkind === 'S' ? 'sequence' : relation.relkind === 'v' ? 'view' : 'table'
        await sql
          .raw(`alter ${kind} ${quoteIdent(staging)}.${quoteIdent(relation.relname)} set schema public`)
          .execute(trx)
      }
      await sql`drop schema ${sql.id(staging)} cascade`.execute(trx)
    })
  }
}

/** The schema a restore builds and fills before swapping its tables in; one per restore. */
const STAGING_PREFIX = 'cp_restore_'
/** A staging schema older than this at start was left by a crash (no restore takes an hour). */
const LEFTOVER_STAGING_SECONDS = 60 * 60
/** Values per insert statement: well under PostgreSQL's 65,535 parameters, large enough to be quick. */
const ROW_BATCH_VALUES = 20_000
/** pg_restore's own lines around the data: comments, SET, the search_path reset, psql's \restrict guard. */
const IGNORED_LINE =
  /^(|--.*|SET [a-z_]+ = [^;]*;|SELECT pg_catalog\.set_config\('search_path', '', false\);|\\(un)?restrict [A-Za-z0-9]+)$/
const COPY_LINE = /^COPY public\.("(?:[^"]|"")+"|[a-z_][a-z0-9_$]*) \(([^()]*)\) FROM stdin;$/
const SETVAL_LINE = /^SELECT pg_catalog\.setval\('public\.("(?:[^"']|"")+"|[a-z_][a-z0-9_$]*)', (\d+), (true|false)\);$/

interface TocEntry {
  desc: string
  schema: string
  tag: string
}

/** The staging schema as our migrations built it: tables with their columns, sequences, foreign keys. */
interface SchemaShape {
  tables: Map<string, string[]>
  sequences: Set<string>
  foreignKeys: { table: string; name: string; definition: string }[]
}

/**
 * The staging copy's values read as the app reads them (row-checks.ts). PostgreSQL already holds each
 * column to its type and length; what it allows and the app cannot use is checked here: a bigint beyond
 * what JavaScript reads exactly, a double that is NaN, infinite or huge, a JSON column that does not read,
 * an id sequence at its end. Answers the first few values that fail.
 */
async function checkRows(pool: pg.Pool, schema: string): Promise<RowProblem[]> {
  const problems: RowProblem[] = []
  const columns = await pool.query<{ table_name: string; column_name: string; data_type: string }>(
    `select c.table_name, c.column_name, c.data_type from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = $1 and t.table_type = 'BASE TABLE' order by c.table_name, c.ordinal_position`,
    [schema],
  )
  const tables = new Map<string, { name: string; type: string }[]>()
  for (const row of columns.rows) {
    if (!checkedTable(row.table_name)) continue
    tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), { name: row.column_name, type: row.data_type }])
  }
  for (const [table, shape] of tables) {
    const conditions = shape.flatMap((column) => {
      const kind = columnKind(column.type)
      const name = quoteIdent(column.name)
      if (kind?.kind === 'int' && column.type === 'bigint') return [`abs(${name}) > ${kind.max}`]
      if (kind?.kind === 'real') return [`${name} = 'NaN' or abs(${name}) > ${Number.MAX_SAFE_INTEGER}`]
      return []
    })
    if (conditions.length === 0) continue
    const rows = await pool.query<Record<string, unknown>>(
      `select * from ${quoteIdent(schema)}.${quoteIdent(table)} where ${conditions.join(' or ')} limit ${NAMED_PROBLEMS}`,
    )
    for (const row of rows.rows) {
      // pg reads bigint as text: the check reads it as the app's code does (Number).
      const bigints = new Set(shape.filter((column) => column.type === 'bigint').map((column) => column.name))
      const read = Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, bigints.has(key) && value !== null ? Number(value) : value]),
      )
      const problem = firstRowProblem(table, read, shape, ['id'])
      if (problem) problems.push(problem)
    }
    if (problems.length >= NAMED_PROBLEMS) return problems.slice(0, NAMED_PROBLEMS)
  }
  problems.push(
    ...(await checkJsonColumns(
      new Set(tables.keys()),
      async (table, column, after) =>
        (
          await pool.query<{ id: number; text: string }>(
            `select id, ${quoteIdent(column)} as text from ${quoteIdent(schema)}.${quoteIdent(table)}
             where id > $1::bigint order by id limit 500`,
            [after === -Infinity ? Number.MIN_SAFE_INTEGER : after],
          )
        ).rows,
      NAMED_PROBLEMS - problems.length,
    )),
  )
  // Each sequence of ours belongs to one table's id column (serial): at its end, every insert fails.
  const sequences = await pool.query<{ table: string; value: string; max: string }>(
    `select t.relname as table, s.last_value::text as value, s.max_value::text as max
     from pg_sequences s
     join pg_class q on q.relname = s.sequencename
     join pg_namespace n on n.oid = q.relnamespace and n.nspname = s.schemaname
     join pg_depend d on d.objid = q.oid and d.deptype in ('a', 'i')
     join pg_class t on t.oid = d.refobjid
     where s.schemaname = $1 and s.last_value is not null`,
    [schema],
  )
  for (const sequence of sequences.rows) {
    const problem = sequenceProblem(sequence.table, Number(sequence.value), Number(sequence.max))
    if (problem) problems.push(problem)
  }
  return problems.slice(0, NAMED_PROBLEMS)
}

async function migrate(db: Kysely<unknown>, schema: string, migrations: Migrations): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely's own tables in the staging schema too, so the swap carries them with the data.
    migrationTableSchema: schema,
  })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(inspect(error))
}

async function describeSchema(pool: pg.Pool, schema: string): Promise<SchemaShape> {
  const columns = await pool.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = $1 and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
     order by c.table_name, c.ordinal_position`,
    [schema],
  )
  const tables = new Map<string, string[]>()
  for (const row of columns.rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name])
  const sequences = await pool.query<{ relname: string }>(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind = 'S'`,
    [schema],
  )
  const keys = await pool.query<{ table: string; name: string; definition: string }>(
    `select t.relname as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
     from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = c.connamespace
     where n.nspname = $1 and c.contype = 'f' order by t.relname, c.conname`,
    [schema],
  )
  return { tables, sequences: new Set(sequences.rows.map((row) => row.relname)), foreignKeys: keys.rows }
}

/** Kinds of entries that carry no schema of ours: data (read separately), ownership and comments. */
const DATA_OR_NOISE = new Set(['TABLE DATA', 'SEQUENCE SET', 'ACL', 'DEFAULT ACL', 'SCHEMA', 'DATABASE'])
/** Extensions a backup of ours may name (pg_trgm for the product search); they are never created from it. */
const KNOWN_EXTENSIONS = new Set(['pg_trgm', 'plpgsql'])

/**
 * Every schema object the backup lists must be one pg_dump lists for the staging schema, and the other
 * way round; the objects are compared by kind and name, and the columns by the data's COPY headers.
 */
function compareContents(backup: TocEntry[], reference: TocEntry[], expected: SchemaShape): string[] {
  const differences: string[] = []
  const objects = (entries: TocEntry[]) =>
    entries.filter(
      (entry) => !DATA_OR_NOISE.has(entry.desc) && entry.desc !== 'EXTENSION' && !entry.tag.startsWith('EXTENSION '),
    )
  for (const entry of backup) {
    if (entry.desc === 'EXTENSION' && !KNOWN_EXTENSIONS.has(entry.tag))
      differences.push(`unexpected extension ${entry.tag}`)
    else if (entry.schema !== 'public' && entry.schema !== '-' && entry.desc !== 'SCHEMA')
      differences.push(`unexpected ${entry.desc.toLowerCase()} ${entry.schema}.${entry.tag}`)
    else if (entry.desc === 'TABLE DATA' && !expected.tables.has(entry.tag))
      differences.push(`unexpected table ${entry.tag}`)
  }
  const label = (entry: TocEntry) => `${entry.desc.toLowerCase()}\u0000${entry.tag}`
  const want = objects(reference).map(label)
  const have = objects(backup)
    .filter((entry) => entry.schema === 'public')
    .map(label)
  for (const difference of compareNames('', want, have)) {
    const [verb, rest = ''] = difference.split('  ')
    const [kind = '', tag = ''] = rest.split('\u0000')
    differences.push(`${verb} ${kind} ${tag}`)
  }
  return [...new Set(differences)]
}

/** `215; 1259 16390 TABLE public users owner` -> kind, schema, name (pg_restore --list). */
function parseToc(list: string): TocEntry[] {
  const entries: TocEntry[] = []
  for (const line of list.split('\n')) {
    const match = /^\d+; \d+ \d+ (.*)$/.exec(line)
    if (!match) continue
    const rest = match[1] as string
    const desc = MULTI_WORD_KINDS.find((kind) => rest.startsWith(`${kind} `)) ?? rest.split(' ')[0] ?? ''
    const words = rest.slice(desc.length + 1).split(' ')
    const schema = words.shift() ?? ''
    // The owner is the last word (empty after --no-owner on some entries); the name is what lies between.
    words.pop()
    entries.push({ desc, schema, tag: words.join(' ') })
  }
  return entries
}

const MULTI_WORD_KINDS = [
  'SEQUENCE OWNED BY',
  'MATERIALIZED VIEW DATA',
  'MATERIALIZED VIEW',
  'FK CONSTRAINT',
  'TABLE DATA',
  'TABLE ATTACH',
  'INDEX ATTACH',
  'SEQUENCE SET',
  'DEFAULT ACL',
  'EVENT TRIGGER',
  'FOREIGN TABLE',
  'FOREIGN DATA WRAPPER',
  'LARGE OBJECT',
  'TEXT SEARCH CONFIGURATION',
  'TEXT SEARCH DICTIONARY',
  'TEXT SEARCH PARSER',
  'TEXT SEARCH TEMPLATE',
  'USER MAPPING',
  'ROW SECURITY',
  'PUBLICATION TABLE',
  'PUBLICATION TABLES IN SCHEMA',
  'SUBSCRIPTION TABLE',
  'SHELL TYPE',
  'OPERATOR CLASS',
  'OPERATOR FAMILY',
  'ACCESS METHOD',
]

/** The rows of the COPY blocks in pg_restore's SQL output, split into columns. */
function parseCopyRows(text: string): string[][] {
  const rows: string[][] = []
  let inCopy = false
  for (const line of text.split('\n')) {
    if (!inCopy && line.startsWith('COPY ')) inCopy = true
    else if (inCopy && line === '\\.') inCopy = false
    else if (inCopy) rows.push(line.split('\t'))
  }
  return rows
}

/** One field of COPY's text format: \\N is null; backslash escapes as PostgreSQL writes them. */
export function unescapeCopyField(field: string): string | null {
  if (field === '\\N') return null
  if (!field.includes('\\')) return field
  const bytes: number[] = []
  const text = Buffer.from(field, 'utf8')
  for (let i = 0; i < text.length; i++) {
    const byte = text[i] as number
    if (byte !== 0x5c || i + 1 >= text.length) {
      bytes.push(byte)
      continue
    }
    const next = String.fromCharCode(text[++i] as number)
    const simple: Record<string, number> = { b: 8, f: 12, n: 10, r: 13, t: 9, v: 11 }
    if (next in simple) bytes.push(simple[next] as number)
    else if (/[0-7]/.test(next)) {
      let digits = next
      while (digits.length < 3 && /[0-7]/.test(String.fromCharCode(text[i + 1] ?? 0)))
        digits += String.fromCharCode(text[++i] as number)
      bytes.push(parseInt(digits, 8) & 0xff)
    } else if (next === 'x' && /[0-9a-fA-F]/.test(String.fromCharCode(text[i + 1] ?? 0))) {
      let digits = String.fromCharCode(text[++i] as number)
      if (/[0-9a-fA-F]/.test(String.fromCharCode(text[i + 1] ?? 0))) digits += String.fromCharCode(text[++i] as number)
      bytes.push(parseInt(digits, 16))
    } else bytes.push(text[i] as number)
  }
  return Buffer.from(bytes).toString('utf8')
}

function unquoteIdent(name: string): string {
  return name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name
}

/** `id, "order", name` -> id, order, name. */
function splitIdentList(list: string): string[] {
  return (list.match(/"(?:[^"]|"")+"|[^,\s]+/g) ?? []).map(unquoteIdent)
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

function firstLine(text: string): string {
  return (text.split('\n')[0] ?? text).replace(/^pg_restore: error: /, '')
}
