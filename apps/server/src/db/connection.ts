import crypto from 'node:crypto'
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
  type SqliteDatabase,
} from 'kysely'
import pg from 'pg'
import { isPostgresUrl } from '../config.ts'
import type { Database } from './schema.ts'
import { PREPARED_MARK } from './prepared-mark.ts'
import {
  canCarry,
  combine,
  combineAlone,
  insertedTable,
  isDeferrable,
  parametersMatch,
  type Statement,
} from './deferred-writes.ts'
import { startWalCheckpointer } from './wal-checkpointer.ts'

export type DialectName = 'sqlite' | 'postgres'

export interface DatabaseHandle {
  db: Kysely<Database>
  dialect: DialectName
  /** The SQLite file, for backups; null on PostgreSQL. */
  sqlitePath: string | null
  /** The one better-sqlite3 connection Kysely uses, for the online backup API and restores; null on PostgreSQL. */
  sqlite: SQLite.Database | null
}

const SQLITE_CACHE_KB = 32 * 1024
// With the checkpointer, SQLite's own checkpoint on commit is the safety net (wal-checkpointer.ts): 16 MB.
const WAL_AUTOCHECKPOINT_PAGES = 4000

// COUNT and SUM come back from PostgreSQL as int8/numeric text; every figure we store fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value))

export interface OpenOptions {
  /** SQLite: checkpoint the write-ahead log from a worker thread (wal-checkpointer.ts). The server does. */
  walCheckpointer?: boolean
  /** PostgreSQL: keep statements prepared per connection (PreparingClient). Off behind a transaction pooler. */
  preparedStatements?: boolean
}

export function openDatabase(databaseUrl: string, options: OpenOptions = {}): DatabaseHandle {
  if (isPostgresUrl(databaseUrl)) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      Client: options.preparedStatements === false ? UnpreparedClient : PreparingClient,
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
  // 32 MB of page cache instead of 2 MB: the indexes a sale touches stay in memory with a million orders.
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KB}`)
  const checkpointer = options.walCheckpointer ? startWalCheckpointer(file) : null
  if (checkpointer) sqlite.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`)
  const close = () => {
    void checkpointer?.stop()
    sqlite.close()
  }
  return {
    db: new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite, close) }),
    }),
    dialect: 'sqlite',
    sqlitePath: file,
    sqlite,
  }
}

/**
 * Values the kept inserts may hold in all (a statement takes at most 65,535): a purchase's thousand lines
 * come in chunks that are each sent with the next statement instead of all together.
 */
const MAX_KEPT_VALUES = 20_000

/** Distinct statements each PostgreSQL connection keeps prepared; later ones are sent unnamed. */
const PREPARED_PER_CONNECTION = 500

/**
 * PostgreSQL plans every statement it receives, and for the short statements of a sale planning costs as
 * much as running them (0.05-0.14 ms each, warm). A statement sent with a name is parsed and planned once
 * per connection and then reused: inside transactions (the sale, refunds, receipts: writes and look-ups by
 * key), each connection names the first PREPARED_PER_CONNECTION distinct statements with parameters it
 * sends (by their hash). This took a 5-line sale from about 190 to about 260 a second
 * (docs/performance.md).
 *
 * Only inside transactions: after five runs PostgreSQL may switch a prepared statement to a generic plan,
 * one made without the parameters' values, and for the reports' range queries that plan was three times
 * slower (the payments overview: 306 ms with plans made for each request's ids, 863 ms generic). Reports and
 * lists run outside transactions and are planned for their values every time.
 *
 * A prepared statement whose tables changed shape (a restore of an older backup, then its migrations)
 * fails once with "cached plan must not change result type"; the statement then gets a new name, so the
 * next request prepares it afresh.
 *
 * It also keeps a transaction's marked inserts back and sends them with its next statement
 * (deferred-writes.ts): a 5-line sale makes 8 round trips instead of 12.
 */
class PreparingClient extends pg.Client {
  /** Off behind a transaction pooler (PG_PREPARED_STATEMENTS=false): a transaction's inserts still go together. */
  protected readonly prepares: boolean = true
  readonly #names = new Map<string, string>()
  #inTransaction = false
  /** Inserts kept back to go with the transaction's next statement (deferred-writes.ts). */
  readonly #kept: Statement[] = []

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's query() has a dozen overloads; all but Kysely's (text, values) pass through unchanged
  override query(...args: any[]): any {
    const [text, values] = args as [unknown, unknown]
    if (typeof text === 'string') {
      const boundary = this.#followTransaction(text)
      if (boundary === 'begin' || boundary === 'rollback') this.#kept.length = 0
    }
    const statement = typeof text === 'string' && args.length === 2 && Array.isArray(values) ? { text, values } : null
    if (
      statement &&
      this.#inTransaction &&
      isDeferrable(statement.text) &&
      parametersMatch(statement) &&
      this.#keptValues() + statement.values.length <= MAX_KEPT_VALUES
    ) {
      const deferred = { command: 'DEFERRED', rowCount: null, rows: [], fields: [] }
      const table = insertedTable(statement.text)
      if (!this.#kept.some((kept) => insertedTable(kept.text) === table)) {
        this.#kept.push(statement)
        return Promise.resolve(deferred)
      }
      // A second insert into the same table: the first ones go now, in order, and this one waits its turn.
      const sent = this.#sendKept()
      this.#kept.push(statement)
      return sent.then(() => deferred)
    }
    if (this.#kept.length === 0) return this.#send(args)
    if (statement && canCarry(statement.text) && parametersMatch(statement)) {
      const merged = combine(this.#kept.splice(0), statement)
      return this.#send([merged.text, merged.values])
    }
    const sent = this.#sendKept()
    if (statement) return sent.then(() => this.#send(args) as unknown)
    // Any other form of call (a callback, a config object) is queued behind the kept inserts, which pg sends
    // first; if they fail, the transaction is aborted and this call fails with it.
    sent.catch(() => undefined)
    return this.#send(args)
  }

  /** What is kept, sent now as one statement of its own. */
  #sendKept(): Promise<unknown> {
    const alone = combineAlone(this.#kept.splice(0))
    return this.#send([alone.text, alone.values]) as Promise<unknown>
  }

  #keptValues(): number {
    return this.#kept.reduce((sum, statement) => sum + statement.values.length, 0)
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see query() above
  #send(args: any[]): any {
    const [text, values] = args as [unknown, unknown]
    const name =
      this.prepares &&
      typeof text === 'string' &&
      (this.#inTransaction || text.endsWith(PREPARED_MARK)) &&
      Array.isArray(values) &&
      values.length > 0
        ? this.#nameOf(text)
        : null
    // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/unbound-method -- see above; called with this below
    const send = super.query as (...rest: any[]) => any
    if (name === null || args.length !== 2) return send.apply(this, args)
    const result = send.call(this, { name, text, values }) as Promise<unknown>
    return result.catch((error: unknown) => {
      if ((error as { code?: string }).code === '0A000') this.#names.set(text as string, `${name}_${Date.now()}`)
      throw error
    })
  }

  /** Kysely begins with "begin" or "start transaction …" and ends with "commit" or "rollback". */
  #followTransaction(text: string): 'begin' | 'commit' | 'rollback' | null {
    const head = text.trimStart().slice(0, 17).toLowerCase()
    if (head.startsWith('begin') || head.startsWith('start transaction')) {
      this.#inTransaction = true
      return 'begin'
    }
    if (head.startsWith('commit') || (head.startsWith('rollback') && !head.startsWith('rollback to'))) {
      this.#inTransaction = false
      return head.startsWith('commit') ? 'commit' : 'rollback'
    }
    return null
  }

  #nameOf(text: string): string | null {
    const known = this.#names.get(text)
    if (known) return known
    if (this.#names.size >= PREPARED_PER_CONNECTION) return null
    const name = `cp_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 24)}`
    this.#names.set(text, name)
    return name
  }
}

/** Prepares nothing (a pooler in transaction mode keeps no prepared statement); still sends inserts together. */
class UnpreparedClient extends PreparingClient {
  protected override readonly prepares: boolean = false
}

/**
 * Kysely asks better-sqlite3 to prepare every query it runs, and preparing costs about as much as running
 * a small query (a tenth of a 5-line sale's time, measured by `npm run bench`). The app runs the same few
 * hundred statements over and over: keep the most recent ones prepared. Kysely runs one query at a time
 * on this connection and never streams here, so a cached statement is never used twice at once.
 */
function withStatementCache(sqlite: SQLite.Database, close: () => void, size = 1000): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>()
  return {
    close,
    prepare: (source: string) => {
      let statement = cache.get(source)
      if (statement) {
        // Least recently used goes first: move this one to the end.
        cache.delete(source)
      } else {
        statement = sqlite.prepare(source)
        if (cache.size >= size) cache.delete(cache.keys().next().value as string)
      }
      cache.set(source, statement)
      return statement
    },
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
    return new TransactionalDdlSqliteAdapter()
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true
  }
}
