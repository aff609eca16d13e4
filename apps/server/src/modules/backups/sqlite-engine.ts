import fs from 'node:fs/promises'
import SQLite from 'better-sqlite3'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { BackupEngine } from './engine.ts'
import { InvalidBackupError } from './engine.ts'

const SQLITE_HEADER = 'SQLite format 3\u0000'
/** Pages copied per step of the online backup: ~400 KB, a few milliseconds, so requests keep flowing between steps. */
const PAGES_PER_STEP = 100

interface SchemaObject {
  type: 'table' | 'index' | 'view' | 'trigger'
  name: string
  sql: string | null
}

/**
 * SQLite backups use the online backup API: pages are copied in small steps while the shop keeps selling,
 * and a write made meanwhile through the same connection is carried into the copy, so the file is one
 * consistent moment. A restore copies every table of the backup into the live database inside one
 * transaction on the one connection Kysely uses, so requests simply wait for it and then read the
 * restored data: no restart, no second handle on the file.
 */
export function createSqliteEngine(sqlite: SQLite.Database, db: Kysely<Database>): BackupEngine {
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
          throw new InvalidBackupError('it is not an SQLite database file')
      } finally {
        await handle.close()
      }
      let check: SQLite.Database | null = null
      try {
        check = new SQLite(file, { readonly: true, fileMustExist: true })
        const problems = check.pragma('integrity_check', { simple: false }) as { integrity_check: string }[]
        if (problems.length !== 1 || problems[0]?.integrity_check !== 'ok') {
          throw new InvalidBackupError(`the integrity check failed (${problems[0]?.integrity_check ?? 'no answer'})`)
        }
        const hasMigrations = check
          .prepare("select count(*) from sqlite_master where type = 'table' and name = 'kysely_migration'")
          .pluck()
          .get() as number
        if (!hasMigrations) throw new InvalidBackupError('it holds no Counterpart schema')
        return check.prepare('select name from kysely_migration order by name').pluck().all() as string[]
      } catch (error) {
        if (error instanceof InvalidBackupError) throw error
        throw new InvalidBackupError(error instanceof Error ? error.message : String(error))
      } finally {
        check?.close()
      }
    },

    async restore(file: string): Promise<void> {
      // Holding Kysely's connection waits for any transaction in flight and keeps every other query out
      // until the restored data is committed.
      await db.connection().execute(async () => {
        // Tables are dropped and re-created in any order; the constraints hold again once all rows are in.
        sqlite.pragma('foreign_keys = OFF')
        try {
          sqlite.prepare('ATTACH DATABASE ? AS restore_source').run(file)
          try {
            sqlite.transaction(() => replaceMainWith('restore_source'))()
          } finally {
            sqlite.prepare('DETACH DATABASE restore_source').run()
          }
        } finally {
          sqlite.pragma('foreign_keys = ON')
        }
      })
    },
  }

  function replaceMainWith(source: string): void {
    const live = sqlite
      .prepare("select type, name, sql from main.sqlite_master where name not like 'sqlite_%' and sql is not null")
      .all() as SchemaObject[]
    for (const object of live.filter((o) => o.type === 'view' || o.type === 'trigger')) {
      sqlite.exec(`drop ${object.type} if exists main.${quote(object.name)}`)
    }
    // A virtual table (the FTS5 product search) takes its shadow tables with it; they cannot be dropped alone.
    const liveKinds = tableKinds('main')
    for (const object of live.filter((o) => o.type === 'table' && liveKinds.get(o.name) !== 'shadow'))
      sqlite.exec(`drop table if exists main.${quote(object.name)}`)

    const incoming = sqlite
      .prepare(
        `select type, name, sql from ${source}.sqlite_master where name not like 'sqlite_%' and sql is not null order by rowid`,
      )
      .all() as SchemaObject[]
    const ofType = (type: SchemaObject['type']) => incoming.filter((o) => o.type === type)
    // The backup's own CREATE statements: an older backup gets its older schema, which the migrations then bring up to date.
    const kinds = tableKinds(source)
    const tables = ofType('table').filter((table) => kinds.get(table.name) !== 'shadow')
    for (const table of tables.filter((t) => kinds.get(t.name) !== 'virtual')) {
      sqlite.exec(table.sql as string)
      sqlite.exec(`insert into main.${quote(table.name)} select * from ${source}.${quote(table.name)}`)
    }
    // A virtual table creates its own shadow tables, which only it may write: it is filled through itself,
    // rowids included, once the tables it reads (an external-content index's) are in.
    for (const table of tables.filter((t) => kinds.get(t.name) === 'virtual')) {
      sqlite.exec(table.sql as string)
      const columns = (
        sqlite.prepare('select name from pragma_table_info(?, ?)').pluck().all(table.name, source) as string[]
      )
        .map(quote)
        .join(', ')
      sqlite.exec(
        `insert into main.${quote(table.name)}(rowid, ${columns}) select rowid, ${columns} from ${source}.${quote(table.name)}`,
      )
    }
    const hasSequence = (schema: string) =>
      sqlite
        .prepare(`select count(*) from ${schema}.sqlite_master where name = 'sqlite_sequence'`)
        .pluck()
        .get() as number
    if (hasSequence('main')) {
      sqlite.exec('delete from main.sqlite_sequence')
      if (hasSequence(source)) sqlite.exec(`insert into main.sqlite_sequence select * from ${source}.sqlite_sequence`)
    }
    for (const type of ['index', 'view', 'trigger'] as const) {
      for (const object of ofType(type)) sqlite.exec(object.sql as string)
    }
    const broken = sqlite.pragma('foreign_key_check') as unknown[]
    if (broken.length > 0) throw new InvalidBackupError(`${broken.length} rows point to records that do not exist`)
  }

  /** table, view, virtual or shadow (a virtual table's storage), by name. */
  function tableKinds(schema: string): Map<string, string> {
    const rows = sqlite.prepare('select name, type from pragma_table_list where schema = ?').all(schema) as {
      name: string
      type: string
    }[]
    return new Map(rows.map((row) => [row.name, row.type]))
  }
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}
