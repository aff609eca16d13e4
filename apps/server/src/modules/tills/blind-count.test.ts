import { describe, expect, it } from 'vitest'
import type { TillReport } from '@counterpart/domain/schemas/tills'
import { adminAppForFile, expectFieldErrors, TEST_DIALECT } from '../../../test/helpers.ts'
import { posProduct, setPos } from '../../../test/pos-fixtures.ts'
import { addTill, openTill, sellAt, xReport } from '../../../test/till-fixtures.ts'
import { addProduct } from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()

async function cashOut(sessionId: number, amount: number, reason: string) {
  const response = await admin.post(`/api/till-sessions/${sessionId}/cash`, { direction: 'out', amount, reason })
  expect(response.statusCode, response.body).toBe(200)
}

/** Opens a till with a 100.00 float, sells 25.00 in cash and takes two cash outs with their reasons. */
async function busyDay(): Promise<number> {
  const till = await addTill(admin)
  const session = await openTill(admin, till, 100)
  const product = await posProduct(admin, await addProduct(test, { qty: 10, price: 2500 }))
  await sellAt(admin, till, [{ product }])
  await cashOut(session, 12.5, 'Window cleaner')
  await cashOut(session, 7, 'Milk for the staff room')
  return session
}

describe(`the till day (${TEST_DIALECT})`, () => {
  it('lists each cash out with its reason on the X and on the stored Z', async () => {
    await setPos(test, { blindTillCount: false })
    const session = await busyDay()
    const expected = [
      { amount: 12.5, reason: 'Window cleaner', userName: expect.any(String), created_at: expect.any(String) },
      { amount: 7, reason: 'Milk for the staff room', userName: expect.any(String), created_at: expect.any(String) },
    ]
    expect((await xReport(admin, session)).cashOuts).toEqual(expected)
    const close = await admin.post(`/api/till-sessions/${session}/close`, { countedCash: 105.5 })
    expect(close.statusCode, close.body).toBe(200)
    const z = (await admin.get(`/api/till-sessions/${session}/z-report`)).json<TillReport>()
    expect(z.cashOuts).toEqual(expected)
    expect(z.cashOut).toBe(19.5)
  })

  it('hides what the drawer should hold during a blind count, and the Z still shows the difference', async () => {
    await setPos(test, { blindTillCount: true })
    try {
      const session = await busyDay()
      const blind = await xReport(admin, session)
      expect(blind).toMatchObject({
        blind: true,
        expectedCash: null,
        cashSales: null,
        cashRefunds: null,
        cashPayments: null,
        cashBuybacks: null,
        cashGiftCards: null,
        openingFloat: 100,
        cashOut: 19.5,
      })
      expect(blind.payments.map((row) => row.gateway)).not.toContain('cash')
      // Nor does a refused cash out give the figure away.
      expectFieldErrors(
        await admin.post(`/api/till-sessions/${session}/cash`, { direction: 'out', amount: 5000, reason: 'Too much' }),
        {
          amount: ['The Amount may not be greater than the cash the drawer should hold.'],
        },
      )
      const listed = (await admin.get('/api/tills')).json<{
        tills: { openSession: { expectedCash: unknown } | null }[]
      }>()
      for (const till of listed.tills) expect(till.openSession?.expectedCash ?? null).toBeNull()

      const close = await admin.post(`/api/till-sessions/${session}/close`, { countedCash: 100 })
      expect(close.statusCode, close.body).toBe(200)
      const z = (await admin.get(`/api/till-sessions/${session}/z-report`)).json<TillReport>()
      expect(z).toMatchObject({ kind: 'Z', expectedCash: 105.5, countedCash: 100, difference: -5.5, cashSales: 25 })
      expect(z.blind).toBeUndefined()
      // After the close the X of the session is its Z, expected cash included.
      expect((await xReport(admin, session)).expectedCash).toBe(105.5)
    } finally {
      await setPos(test, { blindTillCount: false })
    }
  })

  it('keeps the blind count setting off by default, and a POS save without it keeps the stored one', async () => {
    const { pos } = (await admin.get('/api/settings')).json<{ pos: Record<string, unknown> }>()
    expect(pos.blindTillCount).toBe(false)
    expect((await admin.post('/api/setting-pos-update', { ...pos, blindTillCount: true })).statusCode).toBe(200)
    const { blindTillCount: _blind, ...without } = pos
    expect((await admin.post('/api/setting-pos-update', without)).statusCode).toBe(200)
    expect((await admin.get('/api/settings')).json().pos.blindTillCount).toBe(true)
    await setPos(test, { blindTillCount: false })
  })
})
