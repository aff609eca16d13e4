import { sql, type Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { adminAppForFile, databaseDigest, TEST_DIALECT } from '../../test/helpers.ts'
import { sellOffline } from '../../test/offline-fixtures.ts'
import { posProduct } from '../../test/pos-fixtures.ts'
import { addProduct, addSupplier, buy, receive } from '../../test/stock-fixtures.ts'
import { addTill, openTill, sellAt } from '../../test/till-fixtures.ts'
import { down, up } from './migrations/0021-till-names.ts'

const { test, admin } = await adminAppForFile()
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time, not Database's
const db = test.database.db as Kysely<any>

/** The tills' rows by their names at either level: a till, its sessions, Z reports and offline rows. */
async function tillRows(tills: string, sessions: string, column: string) {
  // Values in column order: the renamed columns hold the same values in the same place.
  const read = async (table: string) =>
    (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by id`.execute(db)).rows
  return {
    tills: (await read(tills)).map((row) => Object.values(row)),
    sessions: (await read(sessions)).map((row) => Object.values(row)),
    zReports: (await read('z_reports')).map((row) => Object.values(row)),
    tillIds: {
      clientSales: (await read('client_sales')).map((row) => row[column]),
      conflicts: (await read('stock_conflicts')).map((row) => row[column]),
      reviews: (await read('offline_reviews')).map((row) => row[column]),
    },
  }
}

/** Inserts an open session straight into the table: the partial unique index is what refuses a second. */
function insertOpenSession(sessions: string, column: string, tillId: number) {
  return sql`insert into ${sql.table(sessions)} (${sql.ref(column)}, opened_at, opening_float)
    values (${tillId}, '2026-11-27T09:00:00.000Z', 0)`.execute(db)
}

describe(`migration 0021 names the till "till" (${TEST_DIALECT})`, () => {
  it('keeps every till, session, Z report and offline row through down and up, with one open session per till', async () => {
    // A shop's tills as the app writes them: a closed session with its Z, an open one, offline sales.
    const supplier = await addSupplier(admin)
    const product = await addProduct(test, { price: 1500, cost: 500, suppliers: [supplier] })
    await receive(admin, await buy(admin, supplier, [{ product_id: product, cost: 5, qty: 1 }]), [
      { product, warehouse: 1, price: 15 },
    ])
    const front = await addTill(admin, 'Front counter')
    const back = await addTill(admin, 'Back room')
    const closed = await openTill(admin, front)
    const item = await posProduct(admin, product)
    await sellAt(admin, front, [{ product: item }])
    const closing = await admin.post(`/api/till-sessions/${closed}/close`, { countedCash: 115 })
    expect(closing.statusCode, closing.body).toBe(200)
    await openTill(admin, front, 50)
    // Sold offline below the stock held: a client sale, a stock conflict and (outside any session) a review.
    await sellOffline(admin, [{ product: item, qty: 3 }], { till: back })
    const latest = await tillRows('tills', 'till_sessions', 'till_id')
    expect(latest.tills).toHaveLength(2)
    expect(latest.zReports).toHaveLength(1)
    expect(latest.tillIds.conflicts).toEqual([back])
    expect(latest.tillIds.clientSales).toEqual([back])
    expect(latest.tillIds.reviews.length).toBeGreaterThan(0)
    const before = await databaseDigest(test.database.db)

    await down(db)
    const older = await tillRows('registers', 'register_sessions', 'register_id')
    expect(older).toEqual(latest)
    await expect(insertOpenSession('register_sessions', 'register_id', front)).rejects.toThrow()

    await up(db)
    expect(await databaseDigest(test.database.db)).toBe(before)
    await expect(insertOpenSession('till_sessions', 'till_id', front)).rejects.toThrow()
    // A till without an open session still takes one, and the next till gets the next id.
    const opened = await admin.post(`/api/tills/${back}/open`, { openingFloat: 20 })
    expect(opened.statusCode, opened.body).toBe(201)
    expect((await admin.post(`/api/tills/${back}/open`, { openingFloat: 20 })).statusCode).toBe(409)
    expect(await addTill(admin, 'Side door')).toBe(back + 1)
  })

  it('shows a Z closed before the rename (its document names the till registerName) under the till name', async () => {
    const till = await addTill(admin, 'Old counter')
    const session = await openTill(admin, till, 10)
    expect((await admin.post(`/api/till-sessions/${session}/close`, { countedCash: 10 })).statusCode).toBe(200)
    // The document as a Z of an older version stored it.
    const stored = await db
      .selectFrom('z_reports')
      .select('document')
      .where('session_id', '=', session)
      .executeTakeFirstOrThrow()
    const document = (stored.document as string).replace('"tillName"', '"registerName"')
    await db.updateTable('z_reports').set({ document }).where('session_id', '=', session).execute()
    const z = await admin.get(`/api/till-sessions/${session}/z-report`)
    expect(z.statusCode, z.body).toBe(200)
    expect(z.json()).toMatchObject({ kind: 'Z', tillName: 'Old counter' })
  })

  it("finds a till's audit events written under its former name ('register') when the log is filtered on Till", async () => {
    const till = await addTill(admin, 'Renamed counter')
    // An event as a version before the rename wrote it (the chain is not verified in this file).
    await db
      .insertInto('audit_events')
      .values({
        id: 1_000_000,
        at: '2026-01-02T10:00:00.000Z',
        user_id: 1,
        user_name: 'Administrator',
        entity: 'register',
        entity_id: String(till),
        action: 'updated',
        changes: '{}',
        prev_hash: '0'.repeat(64),
        hash: '1'.repeat(64),
      })
      .execute()
    const listed = await admin.get(`/api/audit-events?entity=till&entity_id=${till}`)
    expect(listed.statusCode, listed.body).toBe(200)
    const entities = listed.json<{ items: { entity: string; action: string }[] }>().items.map((event) => event.entity)
    expect(entities.sort()).toEqual(['register', 'till'])
  })

  it('leaves no index, constraint or sequence named after the registers', async () => {
    const names =
      TEST_DIALECT === 'postgres'
        ? await sql<{ name: string }>`
            select conname as name from pg_constraint c join pg_namespace n on n.oid = c.connamespace
            where n.nspname = current_schema()
            union all
            select relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = current_schema()`.execute(db)
        : await sql<{ name: string }>`select name from sqlite_master`.execute(db)
    const all = names.rows.map((row) => row.name)
    expect(all).toEqual(expect.arrayContaining(['tills', 'till_sessions', 'till_sessions_one_open']))
    expect(all.filter((name) => name.includes('register'))).toEqual([])
  })
})
