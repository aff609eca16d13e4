import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../db/connection.ts'
import { recordAudit, sealAudit, verifyAuditChain } from '../../platform/audit.ts'
import { auditEventsOf } from '../../../test/audit-events.ts'
import { adminAppForFile, TEST_DIALECT } from '../../../test/helpers.ts'
import { posProduct, saleBody, setPos } from '../../../test/pos-fixtures.ts'
import { addProduct } from '../../../test/stock-fixtures.ts'

/**
 * Issue 35 §1: the audit chain off the sale's path. A change inserts its event unsealed; the sealer chains
 * the committed events after, and verification still names every single-row edit of the sealed log.
 */
const { test, admin } = await adminAppForFile()
const { db } = test.database
// A second connection to the same database: another server process, or someone at the SQL prompt.
let other: DatabaseHandle
/**
 * That second connection on PostgreSQL. SQLite's connections are synchronous: one waiting for the write
 * lock in this process would block the thread the holder needs to finish, so there it is the app's own
 * connection (SQLite writes one transaction at a time anyway; test/scale/multi-process.test.ts has two).
 */
const elsewhere = () => (TEST_DIALECT === 'postgres' ? other.db : db)

beforeAll(async () => {
  await setPos(test, { overSelling: true })
  other = openDatabase(test.config.databaseUrl)
})

afterAll(async () => {
  await other?.db.destroy()
})

async function sellableBody() {
  const id = await addProduct(test, { price: 1000, cost: 500, qty: 1000 })
  return saleBody([{ product: await posProduct(admin, id), qty: 1 }])
}

describe(`the audit chain sealed after commit (${TEST_DIALECT})`, () => {
  it('names a sealed event edited in SQL while twenty sales go through, and chains every sale', async () => {
    const body = await sellableBody()
    await sealAudit(db)
    const target = await db
      .selectFrom('audit_events')
      .select(['id', 'seq', 'user_name'])
      .where('seq', 'is not', null)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()
    const sales = Array.from({ length: 20 }, () => admin.post('/api/sale', body))
    // The tamperer's edit lands among the sales, on another connection.
    const edit = elsewhere()
      .updateTable('audit_events')
      .set({ user_name: 'Nobody' })
      .where('id', '=', target.id)
      .execute()
    const [answers] = await Promise.all([Promise.all(sales), edit])
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201))

    const verified = await admin.get('/api/audit-verify')
    expect(verified.statusCode, verified.body).toBe(200)
    const result = verified.json<{
      ok: boolean
      problems: { id: number; problem: string }[]
      unsealed: { count: number }
    }>()
    const seq = Number(target.seq)
    expect(result.ok).toBe(false)
    expect(result.problems).toEqual([{ id: seq, problem: `Event ${seq} was altered.` }])
    expect(result.unsealed.count).toBe(0)
    const events = (await Promise.all(answers.map((answer) => auditEventsOf(test, answer)))).flat()
    expect(events.map((event) => event.action)).toEqual(Array(20).fill('sold'))
    const numbers = events.map((event) => Number(event.seq)).sort((a, b) => a - b)
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => (numbers[0] ?? 0) + index))
    expect(numbers[0]).toBeGreaterThan(seq)

    await db.updateTable('audit_events').set({ user_name: target.user_name }).where('id', '=', target.id).execute()
    expect((await verifyAuditChain(db)).problems).toEqual([])
  })

  it('reports the unsealed tail, and chains it on the next seal', async () => {
    await sealAudit(db)
    // In one transaction, so the app's own sealer cannot chain the three before they are looked at.
    await db.transaction().execute(async (trx) => {
      for (const n of [1, 2, 3]) await recordAudit(trx, { entity: 'customer', entityId: n, action: 'updated' })
      const written = await trx.selectFrom('audit_events').select('id').where('seq', 'is', null).orderBy('id').execute()
      expect(written).toHaveLength(3)
      const before = await verifyAuditChain(trx)
      expect(before.ok).toBe(true)
      expect(before.unsealed).toEqual({ count: 3, firstId: Number(written[0]?.id), lastId: Number(written[2]?.id) })
      expect(await sealAudit(trx)).toBe(3)
      const after = await verifyAuditChain(trx)
      expect(after).toMatchObject({ ok: true, checked: before.checked + 3, unsealed: { count: 0 } })
      expect(after.last?.id).toBe((before.last?.id ?? 0) + 3)
    })
  })

  it('finds nothing wrong while another connection goes on chaining new events', async () => {
    await sealAudit(db)
    // Enough sealed events that reading them takes a while, then seals that land during each check.
    await db.transaction().execute(async (trx) => {
      for (let n = 0; n < 1500; n += 1) await recordAudit(trx, { entity: 'customer', entityId: n, action: 'updated' })
    })
    await sealAudit(db)
    for (let round = 0; round < 5; round += 1) {
      let sealing = true
      const sealer = (async () => {
        // Bounded: on SQLite the two share the app's one connection, and an endless loop would starve the check.
        for (let seal = 0; seal < 20 && sealing; seal += 1) {
          await elsewhere()
            .transaction()
            .execute((trx) => recordAudit(trx, { entity: 'customer', entityId: round, action: 'updated' }))
          await sealAudit(elsewhere())
        }
      })()
      const result = await verifyAuditChain(db)
      sealing = false
      await sealer
      expect(result.problems).toEqual([])
    }
  })

  it('two sealers at once (two server processes) give every event one number, with no gap', async () => {
    await sealAudit(db)
    const head = await verifyAuditChain(db)
    // More than one chunk each, so the two take turns on the head row.
    const count = 1200
    await db.transaction().execute(async (trx) => {
      for (let n = 0; n < count; n += 1) await recordAudit(trx, { entity: 'customer', entityId: n, action: 'updated' })
    })
    // The app's own sweep may take a turn as well: a third sealer, which changes nothing below.
    await Promise.all([sealAudit(db), sealAudit(elsewhere())])
    const numbers = await db
      .selectFrom('audit_events')
      .select('seq')
      .where('seq', '>', head.last?.id ?? 0)
      .orderBy('seq')
      .execute()
    const first = (head.last?.id ?? 0) + 1
    expect(numbers.map((row) => Number(row.seq))).toEqual(Array.from({ length: count }, (_, index) => first + index))
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true, problems: [], unsealed: { count: 0 } })
  })

  // PostgreSQL only: SQLite has no second connection to hold the row with.
  if (TEST_DIALECT === 'postgres')
    it("a sale commits while another connection holds the chain's head row", async () => {
      const body = await sellableBody()
      await other.db.transaction().execute(async (trx) => {
        await sql`select seq from audit_chain_head where id = 1 for update`.execute(trx)
        // Before issue 35 the sale's event waited on this lock until this transaction ended: never, here.
        const answer = await Promise.race([
          admin.post('/api/sale', body),
          new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 5000)),
        ])
        expect(answer === 'waited' ? answer : answer.statusCode).toBe(201)
      })
      expect((await admin.get('/api/audit-verify')).json()).toMatchObject({ ok: true, unsealed: { count: 0 } })
    })
})
