import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
} from 'kysely'
import pg from 'pg'
import { isPostgresUrl } from '../config.ts'
import type { Database } from './schema.ts'

export type DialectName = 'sqlite' | 'postgres'

export interface DatabaseHandle {
  db: Kysely<Database>
  dialect: DialectName
  /** The SQLite file, for backups; null on PostgreSQL. */
  sqlitePath: string | null
  /** The one better-sqlite3 connection Kysely uses, for the online backup API and restores; null on PostgreSQL. */
  sqlite: SQLite.Database | null
}

// COUNT and SUM come back from PostgreSQL as int8/numeric text; every figure we store fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value))

export function openDatabase(databaseUrl: string): DatabaseHandle {
  if (isPostgresUrl(databaseUrl)) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
    // An idle connection the server closes (restart, failover, DROP DATABASE) is dropped by the pool and a
    // new one is opened on the next query; without a listener the 'error' event would end the process.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL connection lost while idle: ${error.message}`)
    })
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      sqlitePath: null,
      sqlite: null,
    }
  }
  const file = databaseUrl.replace(/^sqlite:(\/\/)?/, '')
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  // NORMAL is durable in WAL mode across application crashes; only an OS crash can lose the last commits.
  sqlite.pragma('synchronous = NORMAL')
  return {
    db: new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) }),
    dialect: 'sqlite',
    sqlitePath: file,
    sqlite,
  }
}

/**
 * SQLite for several processes on one file (docs/scaling.md).
 *
 * Transactions take the write lock when they begin (BEGIN IMMEDIATE). Inside one process Kysely already
 * runs them one at a time; with several processes, a deferred transaction that has read and then writes
 * fails at once with SQLITE_BUSY when another process wrote in between, and busy_timeout cannot help it.
 * An immediate one waits its turn (busy_timeout) and always sees fresh rows.
 *
 * Migrations run in such a transaction too (SQLite has transactional DDL; Kysely's adapter just does not
 * claim it): two processes starting at once on a fresh file take turns instead of both creating the tables.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0]

  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config)
    this.#config = config
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config)
  }

  override createAdapter(): DialectAdapter {
    return new SqliteAdapter()
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true
  }
}
