import { type Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { adminAppForFile, TEST_DIALECT } from '../../test/helpers.ts'
import { down, up } from './migrations/0048-repair-deposits.ts'

const { test, admin } = await adminAppForFile()
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time, not Database's
const db = test.database.db as Kysely<any>

const ticket = {
  name: 'Yaw Boateng',
  phone: '+233 24 000 2222',
  issue: 'No sound',
  deviceName: 'Pixel 7',
  charges: 80,
  taxRate: 0,
}

async function book(prePaid: number): Promise<number> {
  const response = await admin.post('/api/repair', { ...ticket, prePaid })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ id: number }>().id
}

describe(`migration 0048 makes every prePaid a deposit payment (${TEST_DIALECT})`, () => {
  it('backfills one paid cash deposit per repair with prePaid, dated when it was booked, so repair received stays', async () => {
    const paid = await book(30)
    await book(0)
    const raised = await book(10)
    expect((await admin.patch(`/api/repair/${raised}`, { ...ticket, prePaid: 25 })).statusCode).toBe(200)
    const received = (await admin.get('/api/payments-overall')).json<{ repairReceived: number }>().repairReceived

    await down(db)
    expect(await db.selectFrom('payments').select('id').where('order_id', 'is', null).execute()).toEqual([])
    await up(db)

    const rows = await db
      .selectFrom('payments')
      .innerJoin('repairs', 'repairs.id', 'payments.repair_id')
      .select([
        'payments.repair_id',
        'payments.gateway',
        'payments.type',
        'payments.status',
        'payments.amount',
        'payments.session_id',
        'payments.created_at',
        'repairs.created_at as booked_at',
      ])
      .orderBy('payments.repair_id')
      .execute()
    expect(
      rows.map((row) => ({
        ...row,
        repair_id: Number(row.repair_id),
        amount: Number(row.amount),
        status: Number(row.status),
      })),
    ).toEqual([
      expect.objectContaining({
        repair_id: paid,
        gateway: 'cash',
        type: 'credit',
        status: 1,
        amount: 3000,
        session_id: null,
      }),
      expect.objectContaining({
        repair_id: raised,
        gateway: 'cash',
        type: 'credit',
        status: 1,
        amount: 2500,
        session_id: null,
      }),
    ])
    for (const row of rows) expect(row.created_at).toBe(row.booked_at)
    expect((await admin.get('/api/payments-overall')).json().repairReceived).toBe(received)
  })
})
