import { describe, expect, it } from 'vitest'
import { adminAppForFile, countRows, TEST_DIALECT, type TestClient } from '../../../test/helpers.ts'
import { confirmSale, posProduct, refundBody, saleBody } from '../../../test/pos-fixtures.ts'
import { addProduct, expectBooksBalance } from '../../../test/stock-fixtures.ts'
import { addTill, atTill, openTill } from '../../../test/till-fixtures.ts'

/** A gift card as a payment (issue 31, items 2 and 3): a tender of a sale, and given back by its refund. */
const { test, admin } = await adminAppForFile()

async function aCard(amount: number): Promise<string> {
  const sold = await admin.post('/api/gift-cards', { cards: [{ amount }], gateway: 'card' })
  expect(sold.statusCode, sold.body).toBe(201)
  return sold.json().sale.cards[0].code as string
}

const card = async (code: string) => (await admin.get(`/api/gift-cards/${code}`)).json()
const paymentsOf = async (client: TestClient, id: number) =>
  (await client.get(`/api/order-payments/${id}`)).json().payments as { gateway: string; amount: number }[]

async function phone(price = 10000) {
  return posProduct(admin, await addProduct(test, { qty: 50, price }))
}

describe(`paying with a gift card (${TEST_DIALECT})`, () => {
  it('pays part of a sale with a gift card and the rest in cash: a payment each, the card spent by as much', async () => {
    const code = await aCard(50)
    const product = await phone()
    const answer = await admin.post(
      '/api/sale',
      saleBody([{ product }], {
        enterAmount: 80,
        tenders: [
          { gateway: 'gift-card', amount: 30, code: code.toLowerCase() },
          { gateway: 'cash', amount: 70 },
        ],
      }),
    )
    expect(answer.statusCode, answer.body).toBe(201)
    const { id, key } = answer.json()
    expect((await paymentsOf(admin, id)).map(({ gateway, amount }) => [gateway, amount])).toEqual([
      ['gift-card', 30],
      ['cash', 70],
    ])
    const after = await card(code)
    expect(after.balance).toBe(20)
    expect(after.events.at(-1)).toMatchObject({ type: 'redeemed', amount: -30, balance: 20, order: { id, key } })
    expect(await test.services.giftCards.ledgerViolations()).toEqual([])
    await expectBooksBalance(test)
  })

  it('gives one of two tills spending the last of a card at once the sale, and the other a 409 with no sale', async () => {
    const code = await aCard(100)
    const product = await phone(6000)
    const tills = [await addTill(admin), await addTill(admin)]
    for (const till of tills) await openTill(admin, till)
    const before = await countRows(test, 'orders')
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        atTill(
          admin,
          tills[index % 2]!,
          '/api/sale',
          saleBody([{ product }], { tenders: [{ gateway: 'gift-card', amount: 60, code }] }),
        ),
      ),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409])
    const refused = answers.find((answer) => answer.statusCode === 409)!
    expect(refused.json().message).toBe(`Only $40.00 is left on gift card ${code.slice(0, 4)}….`)
    expect(await countRows(test, 'orders')).toBe(before + 1)
    const after = await card(code)
    expect([after.balance, after.events.length]).toEqual([40, 2])
    expect(await test.services.giftCards.ledgerViolations()).toEqual([])
  })

  it('refuses an unknown, an expired or a void card, and writes no sale', async () => {
    const product = await phone()
    const unknown = await admin.post(
      '/api/sale',
      saleBody([{ product }], { tenders: [{ gateway: 'gift-card', amount: 100, code: 'NOSUCH-CARD-0000' }] }),
    )
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors).toEqual({ code: ['No gift card has this Gift card code.'] })
    const code = await aCard(200)
    await test.database.db
      .updateTable('gift_cards')
      .set({ expires_at: '2026-01-31T00:00:00.000Z' })
      .where('code', '=', code)
      .execute()
    const expired = await admin.post(
      '/api/sale',
      saleBody([{ product }], { tenders: [{ gateway: 'gift-card', amount: 100, code }] }),
    )
    expect([expired.statusCode, expired.json().message]).toEqual([
      409,
      `Gift card ${code.slice(0, 4)}… expired on 2026-01-31.`,
    ])
    expect((await card(code)).balance).toBe(200)
  })

  it('gives back onto the card what a refund of its sale pays out, never more than the card paid', async () => {
    const code = await aCard(100)
    const other = await aCard(10)
    const product = await phone(2500)
    const sale = await admin.post(
      '/api/sale',
      saleBody([{ product, qty: 4 }], {
        tenders: [
          { gateway: 'gift-card', amount: 40, code },
          { gateway: 'card', amount: 60 },
        ],
      }),
    )
    expect(sale.statusCode, sale.body).toBe(201)
    expect((await card(code)).balance).toBe(60)
    const info = await confirmSale(admin, sale.json().key)
    const line = info.items[0]!.id
    const refund = await admin.post('/api/sale-return', {
      ...refundBody(info, [{ id: line, qty: 1 }]),
      gateway: 'gift-card',
      code,
    })
    expect(refund.statusCode, refund.body).toBe(201)
    const back = await card(code)
    expect(back.balance).toBe(85)
    expect(back.events.at(-1)).toMatchObject({ type: 'refunded', amount: 25, order: { id: refund.json().id } })
    // Onto a card that did not pay the sale, or more than the card paid: refused, nothing refunded.
    const again = await confirmSale(admin, sale.json().key)
    const elsewhere = await admin.post('/api/sale-return', {
      ...refundBody(again, [{ id: line, qty: 1 }]),
      gateway: 'gift-card',
      code: other,
    })
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([
      409,
      `More would go back onto gift card ${other.slice(0, 4)}… than that sale took from it.`,
    ])
    // The card paid 40 and 25 went back: another 25 would be more than it paid.
    const tooMuch = await admin.post('/api/sale-return', {
      ...refundBody(again, [{ id: line, qty: 1 }]),
      gateway: 'gift-card',
      code,
    })
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([
      409,
      `More would go back onto gift card ${code.slice(0, 4)}… than that sale took from it.`,
    ])
    expect((await card(code)).balance).toBe(85)
    expect((await confirmSale(admin, sale.json().key)).refundableTotal).toBe(75)
    expect(await test.services.giftCards.ledgerViolations()).toEqual([])
    await expectBooksBalance(test)
  })
})
