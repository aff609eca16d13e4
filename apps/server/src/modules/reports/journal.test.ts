import { beforeAll, describe, expect, it } from 'vitest'
import {
  JOURNAL_CSV_HEADER,
  JOURNAL_MESSAGES,
  QUICKBOOKS_CSV_HEADER,
  XERO_CSV_HEADER,
  quickbooksDate,
  xeroDate,
} from '@counterpart/domain/journal'
import { CSV_BOM } from '@counterpart/domain/pricing/csv'
import { JOURNAL_QUERY_MESSAGES, type JournalResponse } from '@counterpart/domain/schemas/journal'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { TILL_HEADER } from '@counterpart/domain/schemas/tills'
import { adminAppForFile, createStaff, expectFieldErrors, TestClient } from '../../../test/helpers.ts'
import { addBoughtItem, confirmSale, posProduct, refundBody, setPos } from '../../../test/pos-fixtures.ts'
import { addTill, atTill, openTill, sellAt } from '../../../test/till-fixtures.ts'
import { addCustomer, addProduct } from '../../../test/stock-fixtures.ts'
import { nowIso } from '../../platform/time.ts'

const { test, admin } = await adminAppForFile()
const db = test.database.db

/** Today and its neighbours in UTC days: the shop's day of every document here, whatever its time zone. */
const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const period = `from=${utcDay(-1)}&to=${utcDay(1)}`

async function journal(query: string): Promise<JournalResponse> {
  const response = await admin.get(`/api/reports/journal?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

/** Debit minus credit per account: the figures worked by hand below. */
function byAccount(lines: JournalResponse['lines']): Record<string, number> {
  const out: Record<string, number> = {}
  for (const line of lines)
    out[line.account] = Math.round(((out[line.account] ?? 0) + line.debit - line.credit) * 100) / 100
  return out
}

let phone: PosProduct
let cable: PosProduct
let sessionId = 0
let customerId = 0
const keys: Record<string, string> = {}

/**
 * A day at one till, worked by hand (decimals):
 * 1. cash sale of a phone (Phones, 100.00 at cost 60.00) with 10% tax: 110.00 cash;
 * 2. card sale of a cable (no category, 20.00 at cost 5.00);
 * 3. a phone sold to a customer paying 30.00 in store credit (given by hand earlier) and 70.00 cash;
 * 4. a gift card of 50.00 sold by card; 5. a cable paid by that card (20.00 redeemed);
 * 6. a phone bought back for 80.00 in store credit, with a 10% bonus (8.00);
 * 7. the card sale (2) refunded to the card; 8. the till closed 5.00 short.
 */
beforeAll(async () => {
  await setPos(test, { overSelling: false })
  const category = (await admin.post('/api/category', { name: 'Phones' })).json<{ id: number }>().id
  phone = await posProduct(admin, await addProduct(test, { price: 10000, cost: 6000, category_id: category }))
  cable = await posProduct(admin, await addProduct(test, { price: 2000, cost: 500 }))
  await admin.post('/api/journal-accounts', {
    accounts: [{ role: `revenue:${category}`, code: '201', name: 'Phone sales' }],
  })
  customerId = await addCustomer(admin, { firstName: '=HYPERLINK("x")', lastName: 'Ada' })
  const issued = await admin.post(`/api/customers/${customerId}/credit`, { type: 'issued', amount: 30 })
  expect(issued.statusCode, issued.body).toBeLessThan(300)

  const till = await addTill(admin, '=1+1 Front')
  sessionId = await openTill(admin, till, 100)
  keys.cash = (await sellAt(admin, till, [{ product: phone }], { taxRate: 10 })).key
  const card = await sellAt(admin, till, [{ product: cable }], { gateway: 'card' })
  keys.card = card.key

  // Store credit pays part of a sale, the rest in cash (the tenders at the terminal).
  keys.credit = (
    await sellAt(admin, till, [{ product: phone }], {
      customer_id: customerId,
      enterAmount: 70,
      tenders: [
        { gateway: 'credit', amount: 30 },
        { gateway: 'cash', amount: 70 },
      ],
    })
  ).key

  // A gift card of 50.00 sold by card at the till, then 20.00 of it pays a cable.
  const giftSale = await atTill(admin, till, '/api/gift-cards', { cards: [{ amount: 50 }], gateway: 'card' })
  expect(giftSale.statusCode, giftSale.body).toBe(201)
  keys.giftSale = giftSale.json<{ sale: { key: string } }>().sale.key
  const code = giftSale.json<{ sale: { cards: { code: string }[] } }>().sale.cards[0]!.code
  keys.giftCard = (
    await sellAt(admin, till, [{ product: cable }], { tenders: [{ gateway: 'gift-card', amount: 20, code }] })
  ).key

  // A phone bought from a customer for 80.00 paid in store credit with the shop's 10% bonus, as the buy-back
  // writes it: the payout in credit at its value, the credit issued with the bonus.
  const bought = await addBoughtItem(test, {
    model: 'Pixel 7',
    imei: '',
    cost: 8000,
    price: 15000,
    barcode: 'BB-JOURNAL',
  })
  await db
    .insertInto('payments')
    .values({
      order_id: null,
      user_id: 1,
      gateway: 'credit',
      status: 1,
      method: 1,
      type: 'debit',
      amount: 8000,
      note: '',
      dueDate: null,
      created_at: nowIso(),
      updated_at: nowIso(),
      session_id: sessionId,
      custom_product_id: bought,
    })
    .execute()
  await db
    .insertInto('credit_events')
    .values({
      customer_id: customerId,
      type: 'issued',
      amount: 8800,
      balance: 8800,
      order_id: null,
      custom_product_id: bought,
      user_id: 1,
      session_id: sessionId,
      created_at: nowIso(),
    })
    .execute()

  const info = await confirmSale(admin, card.key)
  const refund = await admin.request({
    method: 'POST',
    url: '/api/sale-return',
    payload: { ...refundBody(info, [{ id: info.items[0]!.id, qty: 1 }]), gateway: 'card' },
    headers: { [TILL_HEADER]: String(till) },
  })
  expect(refund.statusCode, refund.body).toBe(201)
  keys.refund = refund.json<{ key: string }>().key

  // Expected: 100 float + 110 + 70 cash = 280; counted 275.
  const closed = await admin.post(`/api/till-sessions/${sessionId}/close`, { countedCash: 275 })
  expect(closed.statusCode, closed.body).toBe(200)
})

describe("the accountant's journal of a day", () => {
  it('balances and matches the figures worked by hand, account by account', async () => {
    const day = await journal(period)
    expect(day.totals.debit).toBe(day.totals.credit)
    expect(byAccount(day.lines)).toEqual({
      '092': 175, // cash: 110 + 70 - 5 short
      '093': 50, // card: 20 + 50 gift card sold - 20 refunded
      '825': -88, // store credit: 30 given by hand, 30 used, 80 + 8 bonus for the buy-back
      '826': -30, // gift cards: 50 sold, 20 used
      '201': -200, // phone sales (mapped): 100 + 100, net of the 10 tax
      '200': -20, // other sales: 20 + 20 - 20 refunded
      '821': -10, // tax at 10%
      '310': 125, // cost of goods: 60 + 5 + 60 + 5 - 5
      '630': -45, // inventory: 80 bought back - 125 sold
      '480': 38, // store credit given by hand, and the buy-back's bonus
      '485': 5, // the till's shortage
    })
    // Each document balances on its own; the gift-card sale never reaches revenue.
    const documents = new Map<string, number>()
    for (const line of day.lines)
      documents.set(line.document, (documents.get(line.document) ?? 0) + line.debit - line.credit)
    for (const [document, sum] of documents) expect([document, Math.round(sum * 100)]).toEqual([document, 0])
    const giftSale = day.lines.filter((line) => line.description.startsWith(`Gift cards sold ${keys.giftSale}`))
    expect(giftSale.map((line) => [line.account, line.debit, line.credit])).toEqual([
      ['093', 50, 0],
      ['826', 0, 50],
    ])
    const creditSale = day.lines.filter((line) => line.document === keys.credit)
    expect(creditSale.map((line) => [line.account, line.debit, line.credit])).toEqual([
      ['825', 30, 0],
      ['092', 70, 0],
      ['201', 0, 100],
      ['310', 60, 0],
      ['630', 0, 60],
    ])
    expect(day.lines.find((line) => line.document === `Z-${sessionId}`)).toMatchObject({ account: '092', credit: 5 })
  })

  it('exports the CSV shapes Xero and QuickBooks Online import, formulas defused', async () => {
    const xero = await admin.get(`/api/reports/journal?${period}&format=xero`)
    expect(xero.statusCode, xero.body).toBe(200)
    expect(xero.headers['content-type']).toBe('text/csv; charset=utf-8')
    const xeroRows = xero.body.replace(CSV_BOM, '').trimEnd().split('\r\n')
    expect(xeroRows[0]).toBe(
      '*Narration,*Date,Description,*AccountCode,*TaxRate,*Amount,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2',
    )
    expect(xeroRows[0]).toBe(XERO_CSV_HEADER.join(','))
    const shortage = (await journal(period)).lines.find((line) => line.document === `Z-${sessionId}`)!
    // The shortage, on the day of the close (dd/mm/yyyy): Xero reads a negative amount as a credit.
    expect(xeroRows).toContainEqual(
      `Z-${sessionId},${xeroDate(shortage.date)},'=1+1 Front Z 1: cash short,092,Tax Exempt,-5.00,,,,`,
    )

    const qbo = await admin.get(`/api/reports/journal?${period}&format=quickbooks`)
    expect(qbo.statusCode).toBe(200)
    const qboRows = qbo.body.replace(CSV_BOM, '').trimEnd().split('\r\n')
    expect(qboRows[0]).toBe('Journal No,Journal Date,Account Name,Debits,Credits,Description,Name')
    expect(qboRows[0]).toBe(QUICKBOOKS_CSV_HEADER.join(','))
    // QuickBooks Online: the account by its name, MM/DD/YYYY, debits and credits apart.
    expect(qboRows).toContainEqual(
      `${keys.credit},${quickbooksDate(shortage.date)},Till cash,70.00,,Sale ${keys.credit}: Cash,`,
    )

    const plain = await admin.get(`/api/reports/journal?${period}&format=csv`)
    const plainRows = plain.body.replace(CSV_BOM, '').trimEnd().split('\r\n')
    expect(plainRows[0]).toBe(JOURNAL_CSV_HEADER.join(','))
    // A till named like a formula: written as text, never run.
    expect(plain.body).toContain(",'=1+1 Front Z 1: cash short,")
    expect(plain.body).not.toMatch(/,=1\+1/)
  })

  it("is written in the reader's language: the same lines, amounts and codes, named in French", async () => {
    const english = await journal(period)
    expect((await admin.patch('/api/me/language', { language: 'fr' })).statusCode).toBe(200)
    try {
      const french = await journal(period)
      const figures = (lines: JournalResponse['lines']) =>
        lines.map(({ date, account, debit, credit, document }) => ({ date, account, debit, credit, document }))
      expect(figures(french.lines)).toEqual(figures(english.lines))
      expect(french.lines).toContainEqual(
        expect.objectContaining({
          document: keys.credit,
          account: '092',
          accountName: 'Espèces en caisse',
          debit: 70,
          description: `Vente ${keys.credit} : Espèces`,
        }),
      )
      expect(french.lines.find((line) => line.document === `Z-${sessionId}`)).toMatchObject({
        account: '092',
        credit: 5,
        description: '=1+1 Front Z 1 : manque de caisse',
      })
      // The files too, defused as in English; the accounts screen names its roles in French.
      const plain = await admin.get(`/api/reports/journal?${period}&format=csv`)
      expect(plain.body).toContain(",'=1+1 Front Z 1 : manque de caisse,")
      const accounts = (await admin.get('/api/journal-accounts')).json<{
        accounts: { role: string; label: string; holds: string; defaultName: string }[]
      }>().accounts
      expect(accounts.find((row) => row.role === 'cash')).toMatchObject({
        label: 'Espèces',
        defaultName: 'Espèces en caisse',
      })
      expect(accounts.find((row) => row.role === 'tax:10')).toMatchObject({
        label: 'TVA à 10 %',
        holds: 'TVA collectée à 10 %',
      })
    } finally {
      await admin.patch('/api/me/language', { language: null })
    }
  })

  it("a closed Z's journal never changes: not by a new account map, not by a later edit", async () => {
    const frozen = await admin.get(`/api/reports/journal/z/${sessionId}`)
    expect(frozen.statusCode, frozen.body).toBe(200)
    const z = frozen.json<JournalResponse>()
    expect(z.session_id).toBe(sessionId)
    expect(z.frozen_at).not.toBeNull()
    expect(z.totals.debit).toBe(z.totals.credit)
    // The session's documents: the day's less the credit given in the back office (no till).
    const day = await journal(period)
    const byHand = await db
      .selectFrom('credit_events')
      .select('id')
      .where('custom_product_id', 'is', null)
      .where('type', '=', 'issued')
      .executeTakeFirstOrThrow()
    expect(z.lines).toEqual(day.lines.filter((line) => line.document !== `SC-${byHand.id}`))
    expect(
      z.lines.filter((line) => line.document.startsWith('SC-')).map((line) => [line.account, line.debit, line.credit]),
    ).toEqual([
      ['480', 8, 0],
      ['825', 0, 8],
    ])
    const xeroBefore = (await admin.get(`/api/reports/journal/z/${sessionId}?format=xero`)).body

    await admin.post('/api/journal-accounts', { accounts: [{ role: 'cash', code: '099', name: 'Drawer' }] })
    await db.updateTable('orders').set({ deleted_at: nowIso() }).where('key', '=', keys.cash!).execute()

    expect((await admin.get(`/api/reports/journal/z/${sessionId}`)).json()).toEqual(z)
    expect((await admin.get(`/api/reports/journal/z/${sessionId}?format=xero`)).body).toBe(xeroBefore)
    // The date range is made as asked: the new cash account, the removed sale gone.
    const after = byAccount((await journal(period)).lines)
    expect(after['099']).toBe(65)
    expect(after['092']).toBeUndefined()
    await admin.post('/api/journal-accounts', { accounts: [{ role: 'cash', code: '', name: '' }] })
    await db.updateTable('orders').set({ deleted_at: null }).where('key', '=', keys.cash!).execute()
  })

  it('refuses to export a journal that does not balance, naming the document', async () => {
    const stored = await db
      .selectFrom('z_journals')
      .selectAll()
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow()
    const lines = JSON.parse(stored.lines) as { document: string; debit: number }[]
    const first = lines.find((line) => line.debit > 0)!
    first.debit += 1
    await db
      .updateTable('z_journals')
      .set({ lines: JSON.stringify(lines) })
      .where('session_id', '=', sessionId)
      .execute()
    for (const format of ['json', 'xero']) {
      const response = await admin.get(`/api/reports/journal/z/${sessionId}?format=${format}`)
      expect(response.statusCode).toBe(409)
      expect(response.json().message).toBe(JOURNAL_MESSAGES.unbalanced(first.document, '0.01'))
    }
    await db.updateTable('z_journals').set({ lines: stored.lines }).where('session_id', '=', sessionId).execute()
  })

  it('refuses an open session (409) and an unknown one (404)', async () => {
    const open = await openTill(admin, await addTill(admin))
    const response = await admin.get(`/api/reports/journal/z/${open}`)
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe(JOURNAL_MESSAGES.notClosed)
    expect((await admin.get('/api/reports/journal/z/999999')).statusCode).toBe(404)
  })

  it('names the field of a wrong period, and asks for its gates', async () => {
    expectFieldErrors(await admin.get(`/api/reports/journal?from=${utcDay(1)}&to=${utcDay(-1)}`), {
      to: [JOURNAL_QUERY_MESSAGES.toBeforeFrom],
    })
    expectFieldErrors(await admin.get(`/api/reports/journal?to=${utcDay(1)}`), {
      from: ['The From date field is required.'],
    })
    expectFieldErrors(await admin.get(`/api/reports/journal?${period}&format=pdf`), {
      format: ['The selected Format is invalid.'],
    })
    await createStaff(test, { email: 'clerk@example.com', flags: ['reports'] })
    const clerk = new TestClient(test.app)
    await clerk.login('clerk@example.com', 'password123')
    expect((await clerk.get(`/api/reports/journal?${period}`)).statusCode).toBe(403)
    expect((await clerk.get(`/api/reports/journal/z/${sessionId}`)).statusCode).toBe(403)
    expect((await clerk.get('/api/journal-accounts')).statusCode).toBe(403)
    expect((await clerk.post('/api/journal-accounts', { accounts: [] })).statusCode).toBe(403)
  })
})

describe('the account map', () => {
  it('lists every role with its default, each category and each tax rate seen, and saves a change audited', async () => {
    const response = await admin.get('/api/journal-accounts')
    expect(response.statusCode, response.body).toBe(200)
    const { accounts, xeroTaxRate } = response.json<{
      accounts: { role: string; code: string; defaultCode: string; label: string }[]
      xeroTaxRate: string
    }>()
    expect(xeroTaxRate).toBe('Tax Exempt')
    expect(response.json().quickbooksDateOrder).toBe('MM/DD/YYYY')
    expect(accounts.find((row) => row.role === 'cash')).toMatchObject({ code: '', defaultCode: '092', label: 'Cash' })
    expect(accounts.find((row) => row.label === 'Sales: Phones')).toMatchObject({ code: '201' })
    expect(accounts.find((row) => row.role === 'tax:10')).toMatchObject({ label: 'Tax at 10%', defaultCode: '821' })

    const saved = await admin.post('/api/journal-accounts', {
      accounts: [{ role: 'card', code: '090', name: 'Bank' }],
      xeroTaxRate: 'No VAT',
      quickbooksDateOrder: 'DD/MM/YYYY',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const event = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('request_id', '=', String(saved.headers['x-request-id']))
      .executeTakeFirstOrThrow()
    expect(JSON.parse(event.changes)).toEqual({
      card: { before: '', after: '090 Bank' },
      'xero-tax-rate': { before: '', after: 'No VAT' },
      'quickbooks-date-order': { before: '', after: 'DD/MM/YYYY' },
    })
    const xero = await admin.get(`/api/reports/journal?${period}&format=xero`)
    expect(xero.body).toContain(',090,No VAT,')
    // A QuickBooks company outside the US reads the day first.
    const day = (await journal(period)).lines[0]!
    const qbo = await admin.get(`/api/reports/journal?${period}&format=quickbooks`)
    const [y, m, d] = day.date.split('-')
    expect(qbo.body).toContain(`,${d}/${m}/${y},`)
    expectFieldErrors(
      await admin.post('/api/journal-accounts', { accounts: [{ role: 'bank', code: '1', name: '' }] }),
      {
        'accounts.0.role': ['The selected Account role is invalid.'],
      },
    )
  })
})

describe('gift cards that expire', () => {
  it('books the balance an expired card gave up as other income, never as a sale', async () => {
    const sold = await admin.post('/api/gift-cards', { cards: [{ amount: 12.5 }], gateway: 'cash' })
    expect(sold.statusCode, sold.body).toBe(201)
    const code = sold.json<{ sale: { cards: { code: string }[] } }>().sale.cards[0]!.code
    await db
      .updateTable('gift_cards')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('code', '=', code)
      .execute()
    expect(await test.services.giftCards.expireDue()).toBe(1)
    const expired = (await journal(period)).lines.filter((line) => line.document.startsWith('GCE-'))
    expect(expired.map((line) => [line.account, line.debit, line.credit])).toEqual([
      ['260', 0, 12.5],
      ['826', 12.5, 0],
    ])
    expect(expired[0]!.description).toContain(`card …${code.slice(-4)}`)
  })
})

describe("repairs' deposits", () => {
  it('books a deposit taken as repair income by its method, and one paid back the other way', async () => {
    const customer = await addCustomer(admin)
    await admin.post(`/api/customers/${customer}/credit`, { type: 'issued', amount: 15, note: 'Goodwill' })
    const ticket = {
      name: 'Kwame Boateng',
      email: '',
      phone: '+233 20 000 2222',
      address: '',
      issue: 'Cracked screen',
      deviceName: 'iPhone 12',
      imei: '',
      sNumber: '',
      charges: 90,
      taxRate: 0,
      customerId: customer,
    }
    const booked = await admin.post('/api/repair', { ...ticket, prePaid: 40, prePaidGateway: 'card' })
    expect(booked.statusCode, booked.body).toBe(200)
    const id = booked.json<{ id: number }>().id
    // 15.00 more in store credit, then 5.00 paid back in cash.
    expect(
      (await admin.patch(`/api/repair/${id}`, { ...ticket, prePaid: 55, prePaidGateway: 'credit' })).statusCode,
    ).toBe(200)
    expect(
      (await admin.patch(`/api/repair/${id}`, { ...ticket, prePaid: 50, prePaidGateway: 'cash' })).statusCode,
    ).toBe(200)
    const lines = (await journal(period)).lines.filter((line) => line.document.startsWith('RD-'))
    // Card payments go to the account the map above gave them (090, Bank).
    expect(lines.map((line) => [line.account, line.debit, line.credit])).toEqual([
      ['090', 40, 0],
      ['210', 0, 40],
      ['825', 15, 0],
      ['210', 0, 15],
      ['092', 0, 5],
      ['210', 5, 0],
    ])
    // The credit the deposit took is not booked again as a change by hand.
    const handTakes = (await journal(period)).lines.filter(
      (line) => line.document.startsWith('SC-') && line.description.includes('redeemed'),
    )
    expect(handTakes).toEqual([])
  })
})

describe("a Z's journal and the reader's language", () => {
  it("is frozen in the shop's language, whoever closes the till, while the day's journal follows the reader", async () => {
    expect((await admin.patch('/api/me/language', { language: 'ar' })).statusCode).toBe(200)
    try {
      const till = await addTill(admin, 'Back')
      const session = await openTill(admin, till, 100)
      const { key } = await sellAt(admin, till, [{ product: cable }])
      const closed = await admin.post(`/api/till-sessions/${session}/close`, { countedCash: 120 })
      expect(closed.statusCode, closed.body).toBe(200)

      const z = (await admin.get(`/api/reports/journal/z/${session}`)).json<JournalResponse>()
      expect(z.lines.map((line) => [line.account, line.accountName, line.description])).toEqual([
        ['092', 'Till cash', `Sale ${key}: Cash`],
        ['200', 'Sales', `Sale ${key}: other sales`],
        ['310', 'Cost of Goods Sold', `Sale ${key}: cost of other goods`],
        ['630', 'Inventory', `Sale ${key}: goods out`],
      ])
      const day = await journal(period)
      expect(day.lines).toContainEqual(
        expect.objectContaining({
          document: key,
          account: '092',
          accountName: 'نقد الصندوق',
          description: `بيع ${key}: نقدًا`,
        }),
      )
    } finally {
      await admin.patch('/api/me/language', { language: null })
    }
  })
})
