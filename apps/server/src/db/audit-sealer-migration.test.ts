import { sql, type Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { testAppForFile, TEST_DIALECT } from '../../test/helpers.ts'
import { recordAudit, sealAudit, verifyAuditChain } from '../platform/audit.ts'
import { down, up } from './migrations/0022-audit-sealer.ts'

const test = await testAppForFile()
const { db } = test.database
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time, not Database's
const raw = db as Kysely<any>

async function hasSeq(): Promise<boolean> {
  const tables = await db.introspection.getTables()
  return Boolean(tables.find((table) => table.name === 'audit_events')?.columns.some((column) => column.name === 'seq'))
}

describe(`migration 0022 goes back only to a chain the older log verifies (${TEST_DIALECT})`, () => {
  it('refuses while an event is unsealed, and changes nothing', async () => {
    await sealAudit(db)
    await db.transaction().execute((trx) => recordAudit(trx, { entity: 'customer', entityId: 1, action: 'updated' }))
    await expect(down(raw)).rejects.toThrow(/cannot be undone: 1 audit event is unsealed/)
    expect(await hasSeq()).toBe(true)
    expect(await sealAudit(db)).toBe(1)
  })

  if (TEST_DIALECT === 'sqlite') {
    it('goes back and up again once every event is sealed under its id', async () => {
      await db.transaction().execute((trx) => recordAudit(trx, { entity: 'customer', entityId: 2, action: 'updated' }))
      await sealAudit(db)
      await down(raw)
      expect(await hasSeq()).toBe(false)
      await up(raw)
      expect(await verifyAuditChain(db)).toMatchObject({ ok: true, unsealed: { count: 0 } })
    })
  }

  if (TEST_DIALECT === 'postgres') {
    it('refuses when a rolled-back event left a gap in the ids, so numbers and ids part', async () => {
      await db
        .transaction()
        .execute(async (trx) => {
          await recordAudit(trx, { entity: 'customer', entityId: 3, action: 'updated' })
          // The event goes to PostgreSQL with the transaction's next statement (db/deferred-writes.ts), and
          // takes its id from the sequence there, which the rollback does not give back.
          await sql`select 1`.execute(trx)
          throw new Error('undone')
        })
        .catch(() => undefined)
      await db.transaction().execute((trx) => recordAudit(trx, { entity: 'customer', entityId: 4, action: 'updated' }))
      await sealAudit(db)
      const { rows } = await sql<{ n: number }>`select count(*) as n from audit_events where seq <> id`.execute(db)
      expect(Number(rows[0]?.n)).toBeGreaterThan(0)
      await expect(down(raw)).rejects.toThrow(/under a number other than/)
      expect(await hasSeq()).toBe(true)
      expect(await verifyAuditChain(db)).toMatchObject({ ok: true })
    })
  }
})
