import { describe, expect, it } from 'vitest'
import type { StoredValueReportResponse } from '@counterpart/domain/schemas/stored-value-report'
import { adminAppForFile, createStaff, TEST_DIALECT, TestClient } from '../../../test/helpers.ts'
import { posProduct, saleBody } from '../../../test/pos-fixtures.ts'
import { addCustomer, addProduct } from '../../../test/stock-fixtures.ts'

/** Reports › Store credit and gift cards (issue 31, item 6): the liabilities taken on and freed in a period. */
const { test, admin } = await adminAppForFile()

const report = async (duration = 'today') => {
  const response = await admin.post('/api/stored-value-report', { duration })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<StoredValueReportResponse>()
}

describe(`the stored-value report (${TEST_DIALECT})`, () => {
  it('sums credit given and used, cards sold and used today, and what is owed now', async () => {
    const before = await report()
    const customer = await addCustomer(admin)
    await admin.post(`/api/customers/${customer}/credit`, { type: 'issued', amount: 40, note: 'Goodwill' })
    await admin.post(`/api/customers/${customer}/credit`, {
      type: 'adjusted',
      amount: 2.5,
      takeOff: true,
      note: 'Typo',
    })
    const sold = await admin.post('/api/gift-cards', { cards: [{ amount: 30 }, { amount: 20 }], gateway: 'cash' })
    expect(sold.statusCode, sold.body).toBe(201)
    const code = sold.json<{ sale: { cards: { code: string }[] } }>().sale.cards[0]!.code
    const product = await posProduct(admin, await addProduct(test, { qty: 5, price: 5000 }))
    const sale = await admin.post(
      '/api/sale',
      saleBody([{ product }], {
        customer_id: customer,
        enterAmount: 0,
        tenders: [
          { gateway: 'credit', amount: 15 },
          { gateway: 'gift-card', amount: 25, code },
          { gateway: 'card', amount: 10 },
        ],
      }),
    )
    expect(sale.statusCode, sale.body).toBe(201)

    const after = await report()
    const change = (now: number, then: number) => Math.round((now - then) * 100) / 100
    expect(change(after.credit.issued, before.credit.issued)).toBe(40)
    expect(change(after.credit.adjusted, before.credit.adjusted)).toBe(-2.5)
    expect(change(after.credit.redeemed, before.credit.redeemed)).toBe(15)
    expect(change(after.credit.outstanding, before.credit.outstanding)).toBe(22.5)
    expect(change(after.giftCards.sold, before.giftCards.sold)).toBe(50)
    expect(change(after.giftCards.redeemed, before.giftCards.redeemed)).toBe(25)
    expect(change(after.giftCards.outstanding, before.giftCards.outstanding)).toBe(25)
    expect(after.giftCards.holders - before.giftCards.holders).toBe(2)
    expect(after.ref.key).toMatch(/^SV/)
  })

  it('asks for the Reports switch and names a wrong period', async () => {
    const wrong = await admin.post('/api/stored-value-report', { duration: 'fortnightly' })
    expect(wrong.statusCode).toBe(422)
    await createStaff(test, { email: 'no-reports@example.com', flags: ['saleCreate'] })
    const clerk = new TestClient(test.app)
    await clerk.login('no-reports@example.com', 'password123')
    expect((await clerk.post('/api/stored-value-report', { duration: 'today' })).statusCode).toBe(403)
  })
})
