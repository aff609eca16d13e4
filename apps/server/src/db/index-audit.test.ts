import fs from 'node:fs'
import { randomBytes } from 'node:crypto'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, sql, SqliteDialect } from 'kysely'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { testAppForFile, TEST_DIALECT } from '../../test/helpers.ts'
import { migrations } from './migrations/index.ts'
import { down, up } from './migrations/0025-index-audit.ts'

const test = await testAppForFile()
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time, not Database's
const db = test.database.db as Kysely<any>

/** The tables whose every index must be named, with the query that uses it, in docs/data-model.md. */
const AUDITED = ['orders', 'order_items', 'payments', 'stock_movements', 'audit_events']
const DROPPED = [
  'order_items_order_idx',
  'order_items_custom_product_idx',
  'stock_movements_order_idx',
  'audit_events_request',
  'orders_salling_live_ids_idx',
  'orders_purchasing_live_ids_idx',
]
/** Narrowed by 0025 to the rows with a value, each with the lookup that must still use it. */
const NARROWED = {
  orders_customer_idx: sql`select id from orders where customer_id = 1`,
  orders_supplier_idx: sql`select id from orders where supplier_id = 1`,
  orders_parent_idx: sql`select id from orders where parent_id = 1`,
  order_items_parent_item_idx: sql`select id from order_items where parent_item_id = 1`,
}
const SECTION = '## Indexes and the queries that use them'
/**
 * Made (or made again, wider) by migrations after 0025, so compared by neither the reference at 0023 nor
 * 0025's down and up: 0026's buy-back payouts, 0027's payments_report_idx with the gateway.
 */
// Made by migrations after 0025 (a buy-back's payout, the reports' payments, a repair's deposits).
const LATER = ['payments_buyback_idx', 'payments_report_idx', 'payments_repair_idx']

/** Every index of the audited tables by name, with its definition as the database keeps it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: the reference database below is at 0023
async function indexes(on: Kysely<any>): Promise<Map<string, string>> {
  const tables = sql.join(AUDITED.map((table) => sql.lit(table)))
  const { rows } =
    TEST_DIALECT === 'postgres'
      ? await sql<{ name: string; definition: string }>`
          select indexname as name, indexdef as definition from pg_indexes
          where schemaname = current_schema() and tablename in (${tables})`.execute(on)
      : await sql<{ name: string; definition: string | null }>`
          select name, sql as definition from sqlite_master where type = 'index' and tbl_name in (${tables})`.execute(
          on,
        )
  return new Map(rows.map((row) => [row.name, row.definition ?? '']))
}

/**
 * The indexes of a database migrated up to 0023 only, by the migrations as they landed: what 0025's `down`
 * must give back. A database of its own (in memory on SQLite, a scratch database on PostgreSQL).
 */
async function indexesBefore0025(): Promise<Map<string, string>> {
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0025'))
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of 0023
  const migrate = async (on: Kysely<any>) => {
    const { error } = await new Migrator({ db: on, provider: { getMigrations: async () => before } }).migrateToLatest()
    if (error) throw error instanceof Error ? error : new Error('the migrations to 0023 failed', { cause: error })
    return indexes(on)
  }
  if (TEST_DIALECT === 'sqlite') {
    const reference = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) })
    try {
      return await migrate(reference)
    } finally {
      await reference.destroy()
    }
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string
  const name = `counterpart_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const reference = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 1 }) }),
    })
    try {
      return await migrate(reference)
    } finally {
      await reference.destroy()
      // Once its connection has ended: forcing the drop while it ends makes pg report an unhandled error.
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        )
        if (rows[0]?.n === 0) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      await admin.query(`drop database if exists ${name} with (force)`)
    }
  } finally {
    await admin.end()
  }
}

/** The indexes 0025 leaves as they were. */
function untouched(all: Map<string, string>): Map<string, string> {
  return new Map([...all].filter(([name]) => !DROPPED.includes(name) && !Object.hasOwn(NARROWED, name)))
}

/** The indexes as far as 0025 knows them: without those later migrations made. */
function upTo0025(all: Map<string, string>): Map<string, string> {
  return new Map([...all].filter(([name]) => !LATER.includes(name)))
}

/** The plan of a query as text: SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN without a table scan to fall back on. */
async function plan(query: ReturnType<typeof sql>): Promise<string> {
  if (TEST_DIALECT === 'sqlite') {
    const { rows } = await sql<{ detail: string }>`explain query plan ${query}`.execute(db)
    return rows.map((row) => row.detail).join('\n')
  }
  // The test's tables are small: without this PostgreSQL would read them whole whatever the indexes.
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx)
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx)
    return rows.map((row) => row['QUERY PLAN']).join('\n')
  })
}

/** The section of docs/data-model.md, split in its table of kept indexes and the rest (the dropped ones). */
function documented(): { kept: string; dropped: string } {
  const doc = fs.readFileSync(new URL('../../../../docs/data-model.md', import.meta.url), 'utf8')
  const start = doc.indexOf(SECTION)
  expect(start, `docs/data-model.md has a section "${SECTION.slice(3)}"`).toBeGreaterThan(-1)
  const rest = doc.slice(start + SECTION.length)
  const end = rest.search(/^## /m)
  const section = end === -1 ? rest : rest.slice(0, end)
  const split = section.indexOf('Dropped by 0025-index-audit')
  expect(split).toBeGreaterThan(-1)
  return { kept: section.slice(0, split), dropped: section.slice(split) }
}

/** The index names a table's rows name in their second cell, in backquotes. */
function namedIndexes(table: string): Set<string> {
  const names = new Set<string>()
  for (const line of table.split('\n')) {
    const cell = line.split('|')[2]
    if (!line.startsWith('|') || !cell) continue
    for (const match of cell.matchAll(/`([a-z0-9_]+)`/g)) if (match[1]) names.add(match[1])
  }
  return names
}

describe(`every index on the sale's tables earns its place (${TEST_DIALECT})`, () => {
  it('is named in docs/data-model.md with the query that uses it, and the doc names no index the database lacks', async () => {
    const { kept, dropped } = documented()
    const present = await indexes(db)
    const keptNames = namedIndexes(kept)
    const undocumented = [...present.keys()].filter((name) => !keptNames.has(name))
    expect(undocumented, 'indexes without a row in "Indexes and the queries that use them"').toEqual([])
    // A row names the primary key under both databases' names; any other name must exist here.
    const otherDialectKey = TEST_DIALECT === 'postgres' ? /^sqlite_autoindex_/ : /_pkey$/
    const stale = [...keptNames].filter((name) => !present.has(name) && !otherDialectKey.test(name))
    expect(stale, 'rows naming an index that no migration makes').toEqual([])
    expect([...namedIndexes(dropped)].sort()).toEqual([...DROPPED].sort())
    for (const name of DROPPED) expect(present.has(name), name).toBe(false)
  })

  it('0025 drops six indexes and narrows four, its down makes each again exactly as it was, and up again', async () => {
    const migrated = await indexes(db)
    const reference = await indexesBefore0025()
    for (const name of DROPPED) expect(reference.has(name), name).toBe(true)
    // Up to 0023 and after 0025 the other indexes are the same, definition for definition.
    expect(untouched(upTo0025(migrated))).toEqual(untouched(upTo0025(reference)))
    for (const [name, lookup] of Object.entries(NARROWED)) {
      expect(migrated.get(name), name).toMatch(/ where \(?"?[a-z_]+"? is not null\)?$/i)
      expect(reference.get(name), name).not.toMatch(/ where /i)
      // A null never matches a lookup by value: the narrowed index still serves it.
      expect(await plan(lookup)).toContain(name)
    }

    await down(db)
    expect(upTo0025(await indexes(db))).toEqual(upTo0025(reference))

    await up(db)
    expect(await indexes(db)).toEqual(migrated)
  })
})
