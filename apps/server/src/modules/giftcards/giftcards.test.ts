import { describe, expect, it } from 'vitest'
import { currencyOf } from '@counterpart/domain/format'
import { DEFAULT_SETTINGS } from '@counterpart/domain/settings'
import {
  adminAppForFile,
  countRows,
  createStaff,
  expectFieldErrors,
  TestClient,
  type TestApp,
} from '../../../test/helpers.ts'
import { posProduct, sell, setPos } from '../../../test/pos-fixtures.ts'
import { addCustomer, stockedProduct } from '../../../test/stock-fixtures.ts'
import { addTill, atTill, openTill, xReport } from '../../../test/till-fixtures.ts'
import type { Redemption } from './redemption-service.ts'
import { addMonths } from './service.ts'

/** Gift cards (issue 31, item 3): sold as a liability, spent by a guarded update, refunded only unused. */
const { test, admin } = await adminAppForFile()
const currency = currencyOf(DEFAULT_SETTINGS.general)

interface SoldCard {
  id: number
  code: string
  amount: number
  balance: number
  status: string
  expires_at: string | null
}

async function sellCards(body: Record<string, unknown>, tillId: number | null = null, client: TestClient = admin) {
  const response = await atTill(client, tillId, '/api/gift-cards', body)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ message: string; sale: { id: number; key: string; cards: SoldCard[]; change: number } }>().sale
}

/** A real sale of goods, for the order a redemption names. */
async function anOrder(): Promise<number> {
  const product = await stockedProduct(test, admin, { qty: 5 })
  return (await sell(admin, [{ product: await posProduct(admin, product), qty: 1 }])).id
}

function redeem(app: TestApp, redemption: Omit<Redemption, 'currency' | 'user' | 'sessionId'>) {
  return app.database.db
    .transaction()
    .execute((trx) => app.services.giftCards.redeem(trx, { ...redemption, currency, user: { id: 1 }, sessionId: null }))
}

async function outcome(work: Promise<unknown>): Promise<{ status: number; message: string } | 'ok'> {
  try {
    await work
    return 'ok'
  } catch (error) {
    const failure = error as { statusCode?: number; message: string; errors?: Record<string, string[]> }
    return { status: failure.statusCode ?? 500, message: failure.errors?.code?.[0] ?? failure.message }
  }
}

describe('selling gift cards', () => {
  it('sells two cards for cash at a till: codes made by the shop, cash in the drawer, and no sale in the books', async () => {
    const till = await addTill(admin)
    const session = await openTill(admin, till, 100)
    const orders = await countRows(test, 'orders')
    const customer = await addCustomer(admin)
    const sale = await sellCards(
      { cards: [{ amount: 25 }, { amount: 50.5 }], gateway: 'cash', tendered: 80, customer_id: customer },
      till,
    )
    expect(sale.key).toMatch(/^\d{12}$/)
    expect(sale.change).toBe(4.5)
    expect(sale.cards.map((card) => [card.amount, card.balance, card.status])).toEqual([
      [25, 25, 'active'],
      [50.5, 50.5, 'active'],
    ])
    for (const card of sale.cards) expect(card.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{16}$/)
    expect(sale.cards[0]!.code).not.toBe(sale.cards[1]!.code)
    // A liability, not revenue: no order, no sale on the X report, and the cash is in the drawer.
    expect(await countRows(test, 'orders')).toBe(orders)
    const report = await xReport(admin, session)
    expect(report.sales).toEqual({ count: 0, total: 0 })
    expect(report.cashGiftCards).toBe(75.5)
    expect(report.expectedCash).toBe(175.5)
    expect(report.payments).toEqual([{ gateway: 'cash', count: 1, total: 75.5 }])
    const audit = (
      await admin.get(`/api/audit-events?entity=gift-card-sale&entity_id=${(sale as { id: number }).id}`)
    ).json()
    expect(audit.items[0].action).toBe('sold')
    expect(JSON.stringify(audit.items[0].changes)).not.toContain(sale.cards[0]!.code)
    expect(await test.services.giftCards.ledgerViolations()).toEqual([])
  })

  it("stays out of the sales, the money received on sales and the owner's takings: it is owed, not earned", async () => {
    const figures = async () => {
      const home = (await admin.get('/api/dashboard/home')).json()
      const overall = (await admin.get('/api/payments-overall')).json()
      return [home.netSales, home.receivedByMethod, overall.receivedByMethod, overall.receivedAmount]
    }
    const before = await figures()
    await sellCards({ cards: [{ amount: 33.33 }], gateway: 'cash' })
    await sellCards({ cards: [{ amount: 12 }], gateway: 'card' })
    expect(await figures()).toEqual(before)
  })

  it('takes a scanned code in any spelling, and refuses one already on a card or twice in one sale', async () => {
    const code = `GIFT${Date.now()}`
    const sale = await sellCards({
      cards: [{ amount: 10, code: `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}` }],
      gateway: 'card',
    })
    expect(sale.cards[0]!.code).toBe(code)
    const again = await admin.post('/api/gift-cards', { cards: [{ amount: 10, code }], gateway: 'card' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(`The Gift card code ${code.slice(0, 4)}… is already on another card.`)
    expectFieldErrors(
      await admin.post('/api/gift-cards', {
        cards: [
          { amount: 10, code: 'SAME1234' },
          { amount: 0.5, code: 'same 1234' },
        ],
        gateway: 'cash',
        tendered: 5,
      }),
      {
        'cards.1.amount': ['The Card amount must be at least 1.'],
        'cards.1.code': ['The same Gift card code is on two cards.'],
      },
    )
    expectFieldErrors(await admin.post('/api/gift-cards', { cards: [{ amount: 1000.01 }], gateway: 'credit' }), {
      'cards.0.amount': ['The Card amount may not be greater than 1000.'],
      gateway: ['The selected Payment method is invalid.'],
    })
    expectFieldErrors(await admin.post('/api/gift-cards', { cards: [{ amount: 20 }], gateway: 'cash', tendered: 10 }), {
      tendered: ['The Cash tendered must cover the $20.00 to pay.'],
    })
  })

  it('dates a card to expire after the months of the settings, none when they are 0', async () => {
    await setPos(test, { giftCardMonths: 12 })
    const dated = await sellCards({ cards: [{ amount: 10 }], gateway: 'card' })
    await setPos(test, { giftCardMonths: 0 })
    expect(dated.cards[0]!.expires_at!.slice(0, 4)).toBe(String(new Date().getUTCFullYear() + 1))
    expect((await sellCards({ cards: [{ amount: 10 }], gateway: 'card' })).cards[0]!.expires_at).toBeNull()
    expect(addMonths(new Date('2026-01-31T10:00:00.000Z'), 1)).toBe('2026-02-28T10:00:00.000Z')
  })

  it('keeps selling to holders of the switch', async () => {
    const email = `gift-${Date.now()}@example.com`
    await createStaff(test, { email, flags: ['giftCardRedeem'] })
    const clerk = new TestClient(test.app)
    await clerk.login(email, 'password123')
    expect((await clerk.post('/api/gift-cards', { cards: [{ amount: 10 }], gateway: 'cash' })).statusCode).toBe(403)
  })
})

describe('checking, spending and giving back', () => {
  it('shows a card by its code in any spelling, with its history; an unknown code is a 404', async () => {
    const sale = await sellCards({ cards: [{ amount: 40 }], gateway: 'card' })
    const code = sale.cards[0]!.code
    const order = await anOrder()
    await redeem(test, { code, amount: 1250, orderId: order })
    const spelled = `${code.slice(0, 4).toLowerCase()} ${code.slice(4, 8)}-${code.slice(8)}`
    const card = (await admin.get(`/api/gift-cards/${encodeURIComponent(spelled)}`)).json()
    expect(card).toMatchObject({ code, initial: 40, balance: 27.5, status: 'active', expired: false })
    expect(card.sale).toMatchObject({ id: (sale as { id: number }).id, refundable: false })
    expect(
      card.events.map((event: { type: string; amount: number; balance: number }) => [
        event.type,
        event.amount,
        event.balance,
      ]),
    ).toEqual([
      ['issued', 40, 40],
      ['redeemed', -12.5, 27.5],
    ])
    expect(card.events[1].order.id).toBe(order)
    expect((await admin.get('/api/gift-cards/NOSUCHCARD1234')).statusCode).toBe(404)
  })

  it('spends a card partly, refuses more than is left naming it, and an unknown code on its field', async () => {
    const code = (await sellCards({ cards: [{ amount: 20 }], gateway: 'card' })).cards[0]!.code
    const order = await anOrder()
    expect(await redeem(test, { code, amount: 800, orderId: order })).toMatchObject({ balance: 1200 })
    expect(await outcome(redeem(test, { code, amount: 1201, orderId: order }))).toEqual({
      status: 409,
      message: `Only $12.00 is left on gift card ${code.slice(0, 4)}….`,
    })
    expect(await outcome(redeem(test, { code: 'NOPE-NOPE', amount: 100, orderId: order }))).toEqual({
      status: 422,
      message: 'No gift card has this Gift card code.',
    })
    expect(await redeem(test, { code: code.toLowerCase(), amount: 1200, orderId: order })).toMatchObject({ balance: 0 })
    expect(await test.services.giftCards.ledgerViolations()).toEqual([])
  })

  it('gives one of two tills spending the same card at once the card, and the other a 409', async () => {
    const code = (await sellCards({ cards: [{ amount: 100 }], gateway: 'card' })).cards[0]!.code
    const order = await anOrder()
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => outcome(redeem(test, { code, amount: 6000, orderId: order }))),
    )
    expect(outcomes.filter((result) => result === 'ok')).toHaveLength(1)
    expect(outcomes.filter((result) => result !== 'ok')).toEqual(
      Array.from({ length: 3 }, () => ({
        status: 409,
        message: `Only $40.00 is left on gift card ${code.slice(0, 4)}….`,
      })),
    )
    expect((await admin.get(`/api/gift-cards/${code}`)).json().balance).toBe(40)
    expect(await test.services.giftCards.ledgerViolations()).toEqual([])
  })

  it('holds the ledger for any sequence of spending and giving back: each balance the sum of its events, never below 0', async () => {
    let seed = 20261127
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const sale = await sellCards({ cards: [{ amount: 40 }, { amount: 25 }, { amount: 60 }], gateway: 'card' })
    const order = await anOrder()
    const cards = sale.cards.map((sold) => ({ code: sold.code, balance: sold.amount * 100, spent: 0 }))
    for (let step = 0; step < 80; step++) {
      const card = cards[Math.floor(random() * cards.length)]!
      const cents = 1 + Math.floor(random() * 3000)
      if (random() < 0.65) {
        const result = await outcome(redeem(test, { code: card.code, amount: cents, orderId: order }))
        if (cents > card.balance) expect(result).toMatchObject({ status: 409 })
        else {
          expect(result).toBe('ok')
          card.balance -= cents
          card.spent += cents
        }
      } else {
        const result = await outcome(
          test.database.db.transaction().execute((trx) =>
            test.services.giftCards.giveBack(trx, {
              code: card.code,
              amount: cents,
              orderId: order,
              user: null,
              sessionId: null,
            }),
          ),
        )
        if (cents > card.spent) expect(result).toMatchObject({ status: 409 })
        else {
          expect(result).toBe('ok')
          card.balance += cents
          card.spent -= cents
        }
      }
    }
    for (const card of cards)
      expect((await admin.get(`/api/gift-cards/${card.code}`)).json().balance).toBe(card.balance / 100)
    expect(await test.services.giftCards.ledgerViolations()).toEqual([])
  })

  it('gives back what a refunded order took, never more', async () => {
    const code = (await sellCards({ cards: [{ amount: 30 }], gateway: 'card' })).cards[0]!.code
    const order = await anOrder()
    await redeem(test, { code, amount: 1000, orderId: order })
    const giveBack = (amount: number) =>
      test.database.db
        .transaction()
        .execute((trx) =>
          test.services.giftCards.giveBack(trx, { code, amount, orderId: order, user: { id: 1 }, sessionId: null }),
        )
    expect(await giveBack(600)).toMatchObject({ balance: 2600 })
    expect(await outcome(giveBack(401))).toEqual({
      status: 409,
      message: `More would go back onto gift card ${code.slice(0, 4)}… than that sale took from it.`,
    })
    expect(await giveBack(400)).toMatchObject({ balance: 3000 })
    const card = (await admin.get(`/api/gift-cards/${code}`)).json()
    expect(card.events.map((event: { type: string; amount: number }) => [event.type, event.amount])).toEqual([
      ['issued', 30],
      ['redeemed', -10],
      ['refunded', 6],
      ['refunded', 4],
    ])
    expect(await test.services.giftCards.ledgerViolations()).toEqual([])
  })
})

describe('refunds and expiry', () => {
  it('refunds an unused sale: the money back, the cards void and spent no more; a second refund is refused', async () => {
    const till = await addTill(admin)
    const session = await openTill(admin, till, 50)
    const sale = await sellCards({ cards: [{ amount: 20 }, { amount: 30 }], gateway: 'cash', tendered: 50 }, till)
    const refunded = await atTill(admin, till, `/api/gift-card-sales/${(sale as { id: number }).id}/refund`, {
      gateway: 'cash',
    })
    expect(refunded.statusCode, refunded.body).toBe(200)
    expect(refunded.json().message).toBe('The gift card sale has been refunded.')
    const report = await xReport(admin, session)
    expect([report.cashGiftCards, report.expectedCash]).toEqual([0, 50])
    const document = (await admin.get(`/api/gift-card-sales/${(sale as { id: number }).id}`)).json()
    expect(document.refunded_at).not.toBeNull()
    expect(document.cards.map((card: SoldCard) => [card.status, card.balance])).toEqual([
      ['void', 0],
      ['void', 0],
    ])
    const code = sale.cards[0]!.code
    expect(await outcome(redeem(test, { code, amount: 100, orderId: null }))).toEqual({
      status: 409,
      message: `Gift card ${code.slice(0, 4)}… is void: its sale was refunded.`,
    })
    const again = await admin.post(`/api/gift-card-sales/${(sale as { id: number }).id}/refund`, { gateway: 'cash' })
    expect([again.statusCode, again.json().message]).toEqual([409, 'This gift card sale has already been refunded.'])
    expect(await test.services.giftCards.ledgerViolations()).toEqual([])
  })

  it('refuses to refund a sale once one of its cards has been used, and changes nothing', async () => {
    const sale = await sellCards({ cards: [{ amount: 20 }, { amount: 30 }], gateway: 'card' })
    await redeem(test, { code: sale.cards[1]!.code, amount: 100, orderId: await anOrder() })
    const refused = await admin.post(`/api/gift-card-sales/${(sale as { id: number }).id}/refund`, { gateway: 'card' })
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'A card of this sale has been used or has expired: the sale cannot be refunded.',
    ])
    const document = (await admin.get(`/api/gift-card-sales/${(sale as { id: number }).id}`)).json()
    expect(document).toMatchObject({ refunded_at: null, refundable: false })
    expect(document.cards.map((card: SoldCard) => card.status)).toEqual(['active', 'active'])
  })

  it('releases an expired card once, refuses to spend it naming the date, and lists cards by code and customer', async () => {
    const customer = await addCustomer(admin, { firstName: 'Expiring' })
    const sale = await sellCards({ cards: [{ amount: 15 }], gateway: 'card', customer_id: customer })
    const code = sale.cards[0]!.code
    await test.database.db
      .updateTable('gift_cards')
      .set({ expires_at: '2026-01-31T00:00:00.000Z' })
      .where('code', '=', code)
      .execute()
    expect(await outcome(redeem(test, { code, amount: 100, orderId: null }))).toEqual({
      status: 409,
      message: `Gift card ${code.slice(0, 4)}… expired on 2026-01-31.`,
    })
    expect(await test.services.giftCards.expireDue()).toBeGreaterThanOrEqual(1)
    expect(await test.services.giftCards.expireDue()).toBe(0)
    const card = (await admin.get(`/api/gift-cards/${code}`)).json()
    expect(card).toMatchObject({ balance: 0, expired: true })
    expect(card.events.map((event: { type: string; amount: number }) => [event.type, event.amount])).toEqual([
      ['issued', 15],
      ['expired', -15],
    ])
    const byCode = (await admin.get(`/api/gift-cards?search=${code.slice(0, 6).toLowerCase()}`)).json()
    expect(byCode.items.map((item: { code: string }) => item.code)).toEqual([code])
    const byName = (await admin.get('/api/gift-cards?search=Expiring')).json()
    expect(byName.items[0]).toMatchObject({ code, customer: { id: customer }, balance: 0, expired: true })
    const ofCustomer = (await admin.get(`/api/gift-cards?customer_id=${customer}`)).json()
    expect(ofCustomer.total).toBe(1)
    expect(await test.services.giftCards.ledgerViolations()).toEqual([])
  })

  it('limits the checks of one address, as the tracking page does', async () => {
    const guesser = new TestClient(test.app, '10.9.8.7')
    await guesser.login('admin@example.com', 'admin123')
    const answers: number[] = []
    for (let guess = 0; guess < 32; guess++)
      answers.push((await guesser.get(`/api/gift-cards/GUESS${guess}AAAA`)).statusCode)
    expect(answers.slice(0, 30).every((status) => status === 404)).toBe(true)
    expect(answers.at(-1)).toBe(429)
  })
})
