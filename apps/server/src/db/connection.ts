import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
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
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: 'sqlite',
    sqlitePath: file,
    sqlite,
  }
}
