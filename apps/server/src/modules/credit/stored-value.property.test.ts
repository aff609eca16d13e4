import { describe, expect, it } from 'vitest'
import type { JournalResponse } from '@counterpart/domain/schemas/journal'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { adminAppForFile, TEST_DIALECT } from '../../../test/helpers.ts'
import { formData, TINY_PNG_DATA_URL } from '../../../test/form-data.ts'
import { confirmSale, posProduct, refundBody, saleBody, setPos } from '../../../test/pos-fixtures.ts'
import { addCustomer, addProduct } from '../../../test/stock-fixtures.ts'

/**
 * Issue 31's property (its first "done when" line), through the API: for any sequence of sales paid partly in
 * store credit or by gift card, refunds onto credit, hand entries, buy-backs paid in credit, debts paid with
 * credit and gift cards sold, every customer's balance is the sum of their events and never below zero,
 * every card's balance the sum of its events, the day's journal balances, and no gift-card sale reaches
 * revenue. A refusal (not enough left) writes nothing, and the model keeps what the server kept.
 */
const { test, admin } = await adminAppForFile()

const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

describe(`store credit and gift cards under any sequence (${TEST_DIALECT})`, () => {
  it('keeps every balance the sum of its events, never below zero, and the journal balanced', async () => {
    let seed = 31_2026
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
    await setPos(test, { creditBonusRate: 5, overSelling: false })
    const customers = [await addCustomer(admin), await addCustomer(admin), await addCustomer(admin)]
    const products: PosProduct[] = [
      await posProduct(admin, await addProduct(test, { qty: 500, price: 1999 })),
      await posProduct(admin, await addProduct(test, { qty: 500, price: 4550 })),
    ]
    const credit = new Map(customers.map((id) => [id, 0]))
    const cards = new Map<string, number>()
    const sales: { key: string; customer: number }[] = []
    const owed: { id: number; customer: number; due: number }[] = []
    const cents = (value: number) => Math.round(value * 100)
    // What the sequence did, so it cannot pass by never reaching a case.
    const seen = new Map<string, number>()
    const saw = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1)

    for (let step = 0; step < 60; step++) {
      const customer = pick(customers)
      const choice = random()
      if (choice < 0.15) {
        const amount = 1 + Math.floor(random() * 6000)
        const answer = await admin.post(`/api/customers/${customer}/credit`, { type: 'issued', amount: amount / 100 })
        expect(answer.statusCode, answer.body).toBe(200)
        credit.set(customer, credit.get(customer)! + amount)
      } else if (choice < 0.25) {
        const amount = 1 + Math.floor(random() * 3000)
        const answer = await admin.post(`/api/customers/${customer}/credit`, {
          type: 'adjusted',
          amount: amount / 100,
          takeOff: true,
          note: 'correction',
        })
        const left = credit.get(customer)!
        expect(answer.statusCode, answer.body).toBe(left >= amount ? 200 : 409)
        if (left >= amount) credit.set(customer, left - amount)
      } else if (choice < 0.45) {
        // A sale paid partly in store credit (sometimes more than is left), partly by a gift card, the rest in cash.
        const product = pick(products)
        const qty = 1 + Math.floor(random() * 2)
        const total = cents(product.price) * qty
        const fromCredit = Math.min(total, Math.floor(random() * 5000))
        const card = cards.size && random() < 0.5 ? pick([...cards.keys()]) : null
        const fromCard = card ? Math.min(total - fromCredit, Math.floor(random() * 3000)) : 0
        const tenders = [
          ...(fromCredit > 0 ? [{ gateway: 'credit', amount: fromCredit / 100 }] : []),
          ...(card && fromCard > 0 ? [{ gateway: 'gift-card', amount: fromCard / 100, code: card }] : []),
          ...(total - fromCredit - fromCard > 0
            ? [{ gateway: 'cash', amount: (total - fromCredit - fromCard) / 100 }]
            : []),
        ]
        const answer = await admin.post(
          '/api/sale',
          saleBody([{ product, qty }], { customer_id: customer, enterAmount: 0, tenders }),
        )
        const creditOk = credit.get(customer)! >= fromCredit
        const cardOk = !card || cards.get(card)! >= fromCard
        expect(answer.statusCode, answer.body).toBe(creditOk && cardOk ? 201 : 409)
        saw(creditOk && cardOk ? (card && fromCard > 0 ? 'sale with a card' : 'sale') : 'sale refused')
        if (creditOk && cardOk) {
          credit.set(customer, credit.get(customer)! - fromCredit)
          if (card) cards.set(card, cards.get(card)! - fromCard)
          sales.push({ key: answer.json().key, customer })
        }
      } else if (choice < 0.58 && sales.length) {
        // A refund of one line onto the sale customer's store credit (refused once the line came back).
        const sale = sales.splice(Math.floor(random() * sales.length), 1)[0]!
        const info = await confirmSale(admin, sale.key)
        const line = info.items[0]!
        const answer = await admin.post('/api/sale-return', {
          ...refundBody(info, [{ id: line.id, qty: 1 }]),
          gateway: 'credit',
        })
        expect(answer.statusCode, answer.body).toBe(201)
        credit.set(sale.customer, credit.get(sale.customer)! + cents(line.price))
        saw('refund')
      } else if (choice < 0.68) {
        // A buy-back paid in store credit with the shop's 5 % bonus.
        const cost = 1000 + Math.floor(random() * 20000)
        const answer = await admin.request({
          method: 'POST',
          url: '/api/custom-product',
          ...formData({
            fullName: 'Seller',
            phone: '0244000444',
            address: '',
            model: 'Used phone',
            imei: '',
            cost: (cost / 100).toFixed(2),
            price: ((cost + 5000) / 100).toFixed(2),
            sign: TINY_PNG_DATA_URL,
            gateway: 'credit',
            customer_id: String(customer),
          }),
        })
        expect(answer.statusCode, answer.body).toBe(200)
        credit.set(customer, credit.get(customer)! + cost + Math.round((cost * 5) / 100))
        saw('buy-back')
      } else if (choice < 0.8) {
        // A sale on account, to be paid later with credit.
        const product = pick(products)
        const answer = await admin.post(
          '/api/sale',
          saleBody([{ product }], { method: false, customer_id: customer, enterAmount: 0, dueDate: '2031-01-01' }),
        )
        expect(answer.statusCode, answer.body).toBe(201)
        owed.push({ id: answer.json().id, customer, due: cents(product.price) })
      } else if (choice < 0.9 && owed.length) {
        const debt = owed[0]!
        const amount = Math.min(debt.due, 1 + Math.floor(random() * 4000))
        const answer = await admin.post(`/api/make-payment/${debt.id}`, {
          amount: amount / 100,
          gateway: 'credit',
          status: true,
        })
        const left = credit.get(debt.customer)!
        expect(answer.statusCode, answer.body).toBe(left >= amount ? 201 : 409)
        saw(left >= amount ? 'debt paid' : 'debt refused')
        if (left >= amount) {
          credit.set(debt.customer, left - amount)
          debt.due -= amount
          if (debt.due === 0) owed.shift()
        }
      } else {
        const amount = 500 + Math.floor(random() * 5000)
        const answer = await admin.post('/api/gift-cards', { cards: [{ amount: amount / 100 }], gateway: 'card' })
        expect(answer.statusCode, answer.body).toBe(201)
        cards.set(answer.json<{ sale: { cards: { code: string }[] } }>().sale.cards[0]!.code, amount)
        saw('card sold')
      }
    }

    for (const what of ['sale', 'sale with a card', 'sale refused', 'refund', 'buy-back', 'debt paid', 'card sold']) {
      expect(seen.get(what) ?? 0, what).toBeGreaterThan(0)
    }
    for (const customer of customers) {
      const history = (await admin.get(`/api/customers/${customer}/credit?itemsPerPage=1`)).json<{ balance: number }>()
      expect(cents(history.balance), `customer ${customer}`).toBe(credit.get(customer))
      expect(history.balance).toBeGreaterThanOrEqual(0)
    }
    expect(await test.services.credit.ledgerViolations()).toEqual([])
    for (const [code, balance] of cards) {
      const card = (await admin.get(`/api/gift-cards/${code}`)).json<{
        balance: number
        events: { amount: number }[]
      }>()
      expect(cents(card.balance)).toBe(balance)
      expect(cents(card.events.reduce((sum, event) => sum + event.amount, 0))).toBe(balance)
    }

    const journal = await admin.get(`/api/reports/journal?from=${utcDay(-1)}&to=${utcDay(1)}`)
    expect(journal.statusCode, journal.body).toBe(200)
    const { lines, totals } = journal.json<JournalResponse>()
    expect(cents(totals.debit)).toBe(cents(totals.credit))
    for (const document of new Set(lines.map((line) => line.document))) {
      const own = lines.filter((line) => line.document === document)
      const sum = own.reduce((acc, line) => acc + cents(line.debit) - cents(line.credit), 0)
      expect(sum, document).toBe(0)
    }
    // A gift-card sale's document touches its payment's method and the cards' liability, never revenue.
    const revenue = new Set(['200', '210', '220'])
    for (const line of lines.filter((entry) => entry.document.startsWith('GC-'))) {
      expect(revenue.has(line.account), line.description).toBe(false)
    }
    expect(lines.some((line) => line.document.startsWith('GC-'))).toBe(cards.size > 0)
  })
})
