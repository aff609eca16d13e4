import { beforeAll, describe, expect, it } from 'vitest'
import { adminAppForFile, createStaff, TestClient } from '../../../test/helpers.ts'
import { confirmSale, posProduct, refundBody, sell } from '../../../test/pos-fixtures.ts'
import {
  buildReportFixture,
  placeInTime,
  REPORT_NOW,
  setShopTimezone,
  type ReportFixture,
} from '../../../test/report-fixtures.ts'
import { addCustomer } from '../../../test/stock-fixtures.ts'
import { createReportsService } from './service.ts'

/**
 * Every expected figure below is worked out by hand from the fixture described in
 * test/report-fixtures.ts (shop in Europe/Paris, now = 2026-03-10 10:00 UTC).
 */
const { test, admin } = await adminAppForFile()
let fixture: ReportFixture

beforeAll(async () => {
  fixture = await buildReportFixture(test, admin)
}, 60_000)

async function report(url: string, body: Record<string, unknown>) {
  const response = await admin.post(url, body)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

/** The spec's totals of a report: the net figures and payment methods of issue 28 are checked in income.test.ts. */
function totalsOf(answer: Record<string, unknown>) {
  const {
    ref: _ref,
    list: _list,
    grossSales: _gross,
    returns: _returns,
    returnedOrders: _returned,
    netSales: _net,
    netProfit: _netProfit,
    netTax: _netTax,
    byMethod: _byMethod,
    onCredit: _onCredit,
    ...totals
  } = answer
  return totals
}

describe('POST /api/sale-report', () => {
  it("counts today's Live sales of the shop's day, with the 23:30 UTC sale that is already today in Paris", async () => {
    const answer = await report('/api/sale-report', { way: 1, duration: 'today' })
    // S1 44.00 + S2 62.70; S4 (22:30 UTC = 23:30 in Paris, yesterday) and the removed S9 are not in it.
    expect(totalsOf(answer)).toEqual({
      orders: 2,
      sold: 4,
      sales: 106.7,
      cost: 59,
      profit: 35.7,
      tax: 10,
      discount: 3.3,
    })
    expect(answer.list).toEqual([
      {
        id: fixture.sales.S1,
        barcode: fixture.keys.S1,
        created_at: '2026-03-10T08:00:00.000Z',
        totalItems: 2,
        cost: 24,
        price: 40,
        discountedAmount: 0,
        taxAmount: 4,
        profit: 16,
        totalAmount: 44,
      },
      {
        id: fixture.sales.S2,
        barcode: fixture.keys.S2,
        created_at: '2026-03-09T23:30:00.000Z',
        totalItems: 2,
        cost: 35,
        // 62.70 - tax 6.00 - shipping 2.00
        price: 54.7,
        discountedAmount: 3.3,
        taxAmount: 6,
        profit: 19.7,
        totalAmount: 62.7,
      },
    ])
  })

  it('answers the reference: when, by whom, the days covered and a barcode image of its number', async () => {
    const { ref } = await report('/api/sale-report', { way: 1, duration: 'today' })
    expect(ref).toMatchObject({
      time: '2026-03-10T10:00:00.000Z',
      by: 'Administrator',
      key: 'SR-20260310-110000',
      from: '2026-03-09T23:00:00.000Z',
      to: '2026-03-10T23:00:00.000Z',
      timezone: 'Europe/Paris',
    })
    expect(ref.barcode).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(ref.barcode.split(',')[1], 'base64').toString()).toContain('<svg')
  })

  it("counts today's Due sales apart from the Live ones", async () => {
    const answer = await report('/api/sale-report', { way: 0, duration: 'today' })
    expect(totalsOf(answer)).toEqual({ orders: 1, sold: 3, sales: 24, cost: 15, profit: 9, tax: 0, discount: 0 })
    expect(answer.list.map((row: { id: number }) => row.id)).toEqual([fixture.sales.S3])
  })

  it('monthly is the calendar month of the shop', async () => {
    // S1 44.00 + S2 62.70 + S4 20.00 + S5 50.00; S10 is in February.
    const answer = await report('/api/sale-report', { way: 1, duration: 'monthly' })
    expect(totalsOf(answer)).toEqual({
      orders: 4,
      sold: 6,
      sales: 176.7,
      cost: 101,
      profit: 63.7,
      tax: 10,
      discount: 3.3,
    })
    expect(answer.list.map((row: { id: number }) => row.id)).toEqual([
      fixture.sales.S1,
      fixture.sales.S2,
      fixture.sales.S4,
      fixture.sales.S5,
    ])
  })

  it('yearly is the calendar year of the shop: the sale of 31 December 23:30 UTC is in 2026 in Paris', async () => {
    // March 176.70 + S10 8.00 + S6 8.00 (1 January 00:30 in Paris); S7 (31 December 23:30 in Paris) is last year.
    const answer = await report('/api/sale-report', { way: 1, duration: 'yearly' })
    expect(totalsOf(answer)).toEqual({
      orders: 6,
      sold: 8,
      sales: 192.7,
      cost: 111,
      profit: 69.7,
      tax: 10,
      discount: 3.3,
    })
    const due = await report('/api/sale-report', { way: '0', duration: 'yearly' })
    expect(totalsOf(due)).toMatchObject({ orders: 1, sales: 24 })
  })

  it('a period includes its first and last day, in the shop’s calendar', async () => {
    const lastDay = await report('/api/sale-report', {
      way: 'Live',
      duration: 'period',
      fromDate: '2025-12-31',
      endDate: '2025-12-31',
    })
    expect(totalsOf(lastDay)).toEqual({ orders: 1, sold: 1, sales: 20, cost: 12, profit: 8, tax: 0, discount: 0 })
    expect(lastDay.ref).toMatchObject({ from: '2025-12-30T23:00:00.000Z', to: '2025-12-31T23:00:00.000Z' })

    const onCredit = await report('/api/sale-report', {
      way: 0,
      duration: 'period',
      fromDate: '2025-11-01',
      endDate: '2026-03-10',
    })
    // S8 55.00 (tax 5.00) + S3 24.00
    expect(totalsOf(onCredit)).toEqual({ orders: 2, sold: 4, sales: 79, cost: 45, profit: 29, tax: 5, discount: 0 })
  })

  it('answers zeros and an empty list for a duration without sales', async () => {
    const answer = await report('/api/sale-report', {
      way: 1,
      duration: 'period',
      fromDate: '2024-01-01',
      endDate: '2024-12-31',
    })
    expect(totalsOf(answer)).toEqual({ orders: 0, sold: 0, sales: 0, cost: 0, profit: 0, tax: 0, discount: 0 })
    expect(answer.list).toEqual([])
  })
})

describe('POST /api/refund-report', () => {
  it("today's refunds: the tax that fell and the discount taken back", async () => {
    // R1 22.00 (tax 2.00) + R4 8.36 (tax 0.80, discount 0.44)
    const answer = await report('/api/refund-report', { way: 1, duration: 'today' })
    expect(totalsOf(answer)).toEqual({
      orders: 2,
      returned: 2,
      refunds: 30.36,
      cost: 17,
      revertedProfit: 10.56,
      taxFall: 2.8,
      revertedDiscount: 0.44,
    })
    expect(answer.list.map((row: { id: number }) => row.id)).toEqual([fixture.refunds.R4, fixture.refunds.R1])
    expect(answer.list[0]).toMatchObject({ totalItems: 1, cost: 5, price: 7.56, profit: 2.56, totalAmount: 8.36 })
    expect(answer.ref.key).toBe('RR-20260310-110000')
  })

  it('monthly, yearly and a period of last year', async () => {
    expect(totalsOf(await report('/api/refund-report', { way: 1, duration: 'monthly' }))).toEqual({
      orders: 3,
      returned: 3,
      refunds: 80.36,
      cost: 47,
      revertedProfit: 30.56,
      taxFall: 2.8,
      revertedDiscount: 0.44,
    })
    expect(totalsOf(await report('/api/refund-report', { way: 1, duration: 'yearly' }))).toEqual({
      orders: 4,
      returned: 4,
      refunds: 88.36,
      cost: 52,
      revertedProfit: 33.56,
      taxFall: 2.8,
      revertedDiscount: 0.44,
    })
    const lastYear = await report('/api/refund-report', {
      way: 1,
      duration: 'period',
      fromDate: '2025-01-01',
      endDate: '2025-12-31',
    })
    expect(totalsOf(lastYear)).toMatchObject({ orders: 1, refunds: 20, cost: 12, revertedProfit: 8 })
    expect(lastYear.list.map((row: { id: number }) => row.id)).toEqual([fixture.refunds.R3])
  })

  it('refunds are paid back at once: the Due report is empty', async () => {
    expect(totalsOf(await report('/api/refund-report', { way: 0, duration: 'yearly' }))).toEqual({
      orders: 0,
      returned: 0,
      refunds: 0,
      cost: 0,
      revertedProfit: 0,
      taxFall: 0,
      revertedDiscount: 0,
    })
  })
})

describe('POST /api/purchase-report', () => {
  it('yearly Due (the default of the screen): P1, P4 (1 January 00:10 in Paris) and P5', async () => {
    const answer = await report('/api/purchase-report', { way: 0, duration: 'yearly' })
    // 114.00 + 20.00 + 27.00; tax 6.00; discount 12.00 + 3.00; paid: P1's 40.00; left 74 + 20 + 27
    expect(totalsOf(answer)).toEqual({
      orders: 3,
      purchased: 15,
      costAmount: 161,
      tax: 6,
      discount: 15,
      paid: 40,
      balance: 121,
    })
    expect(answer.list.map((row: { id: number }) => row.id)).toEqual([
      fixture.purchases.P1,
      fixture.purchases.P5,
      fixture.purchases.P4,
    ])
    expect(answer.list[0]).toEqual({
      id: fixture.purchases.P1,
      barcode: expect.stringMatching(/^\d{12}$/),
      reference: 'PO-P1',
      supplier: 'Paula Parts (Parts & Co)',
      created_at: '2026-03-05T10:00:00.000Z',
      totalItems: 10,
      subTotal: 120,
      taxRate: 5,
      taxAmount: 6,
      discountRate: 10,
      discountedAmount: 12,
      shippingAmount: 5,
      totalAmount: 114,
      dueDate: '2026-04-05',
      paid: 40,
      balance: 74,
    })
  })

  it('monthly, Live, today and last year', async () => {
    expect(totalsOf(await report('/api/purchase-report', { way: 0, duration: 'monthly' }))).toEqual({
      orders: 1,
      purchased: 10,
      costAmount: 114,
      tax: 6,
      discount: 12,
      paid: 40,
      balance: 74,
    })
    // P2 was paid at once: nothing left on it.
    expect(totalsOf(await report('/api/purchase-report', { way: 1, duration: 'yearly' }))).toEqual({
      orders: 1,
      purchased: 2,
      costAmount: 60,
      tax: 0,
      discount: 0,
      paid: 60,
      balance: 0,
    })
    expect(totalsOf(await report('/api/purchase-report', { way: 0, duration: 'today' }))).toEqual({
      orders: 0,
      purchased: 0,
      costAmount: 0,
      tax: 0,
      discount: 0,
      paid: 0,
      balance: 0,
    })
    const lastYear = await report('/api/purchase-report', {
      way: 0,
      duration: 'period',
      fromDate: '2025-12-01',
      endDate: '2025-12-31',
    })
    expect(totalsOf(lastYear)).toEqual({
      orders: 1,
      purchased: 20,
      costAmount: 110,
      tax: 10,
      discount: 0,
      paid: 0,
      balance: 110,
    })
  })
})

describe('report requests', () => {
  it('names the field that is wrong', async () => {
    const missing = await admin.post('/api/sale-report', { way: 1, duration: 'period' })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({
      fromDate: ['The From date field is required when the Duration is period.'],
      endDate: ['The End date field is required when the Duration is period.'],
    })
    const reversed = await admin.post('/api/refund-report', {
      way: 1,
      duration: 'period',
      fromDate: '2026-03-10',
      endDate: '2026-03-01',
    })
    expect(reversed.statusCode).toBe(422)
    expect(reversed.json().errors).toEqual({ endDate: ['The End date must be a date after or equal to From date.'] })
    const wrong = await admin.post('/api/purchase-report', { way: 5, duration: 'weekly', fromDate: '2026-02-30' })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors).toEqual({
      way: ['The Payment way must be Live (1), Due (0) or All.'],
      duration: ['The Duration must be today, monthly, yearly or period.'],
      fromDate: ['The From date is not a valid date (YYYY-MM-DD).'],
    })
  })

  it('is refused to staff without the reports permission', async () => {
    await createStaff(test, { email: 'cashier@example.com', flags: ['saleCreate', 'saleList'] })
    const cashier = new TestClient(test.app)
    expect((await cashier.login('cashier@example.com', 'password123')).statusCode).toBe(200)
    for (const url of ['/api/sale-report', '/api/refund-report', '/api/purchase-report', '/api/pending-bill']) {
      const response = await cashier.post(url, { way: 1, duration: 'today' })
      expect(response.statusCode, url).toBe(403)
      expect(response.json().message).toBe('403 : You do not have permission to access !')
    }
    for (const url of ['/api/payments-overall', '/api/tax-report', '/api/trending-products', '/api/stock-overall']) {
      expect((await cashier.get(url)).statusCode, url).toBe(403)
    }
  })
})

describe('the shop’s time zone', () => {
  it('moves the day boundary: in UTC the 23:30 sale is yesterday and the year-end sale is last year', async () => {
    await setShopTimezone(test, 'UTC')
    try {
      const today = await report('/api/sale-report', { way: 1, duration: 'today' })
      expect(totalsOf(today)).toMatchObject({ orders: 1, sales: 44 })
      expect(today.ref).toMatchObject({ from: '2026-03-10T00:00:00.000Z', timezone: 'UTC', key: 'SR-20260310-100000' })
      const lastDay = await report('/api/sale-report', {
        way: 1,
        duration: 'period',
        fromDate: '2025-12-31',
        endDate: '2025-12-31',
      })
      // S7 20.00 and S6 8.00 both fell on 31 December in UTC.
      expect(totalsOf(lastDay)).toMatchObject({ orders: 2, sales: 28, cost: 17, profit: 11 })
      const yearly = await report('/api/purchase-report', { way: 0, duration: 'yearly' })
      expect(totalsOf(yearly)).toMatchObject({ orders: 2, costAmount: 141 })
    } finally {
      await setShopTimezone(test, 'Europe/Paris')
    }
  })

  it('follows the clock across midnight: at 23:30 UTC it is already the next day in Paris', async () => {
    const clock = test.services.reports.clock
    clock.now = () => Date.parse('2026-03-09T23:45:00Z')
    try {
      // 00:45 on 10 March in Paris: S1 and S2 are "today"; in UTC it would still be 9 March (S2 and S4).
      const paris = await report('/api/sale-report', { way: 1, duration: 'today' })
      expect(totalsOf(paris)).toMatchObject({ orders: 2, sales: 106.7 })
      await setShopTimezone(test, 'UTC')
      const utc = await report('/api/sale-report', { way: 1, duration: 'today' })
      expect(totalsOf(utc)).toMatchObject({ orders: 2, sales: 82.7 })
    } finally {
      clock.now = () => REPORT_NOW
      await setShopTimezone(test, 'Europe/Paris')
    }
  })

  it("uses the server's time zone while the settings name none", async () => {
    await setShopTimezone(test, '')
    try {
      const { ref } = await report('/api/sale-report', { way: 1, duration: 'today' })
      expect(ref.timezone).toBe(test.config.timezone)
    } finally {
      await setShopTimezone(test, 'Europe/Paris')
    }
  })
})

describe('GET /api/payments-overall', () => {
  it('sums money in, money out and what is pending, leaving out the removed sale', async () => {
    const response = await admin.get('/api/payments-overall')
    expect(response.statusCode).toBe(200)
    // In (paid credit): S1 44 + S2 62.70 + S3 10 + S4 20 + S5 50 + S6 8 + S7 20 + S8 10 + S10 8 = 232.70
    // Out (paid debit): refunds 22 + 50 + 20 + 8.36 + 8 = 108.36, purchases P1 40 + P2 60 -> 208.36
    // Pending: S3 14 + S8 45 + P1 74 + P3 110 + P4 20 + P5 27 = 290, of which customers owe
    // S3 14 + S8 45 = 59 and the shop owes its supplier P1 74 + P3 110 + P4 20 + P5 27 = 231
    expect(response.json()).toEqual({
      creditAmount: 232.7,
      debitAmount: 208.36,
      pendingAmount: 290,
      receivableAmount: 59,
      payableAmount: 231,
      paidPayments: 16,
      unPaidPayments: 6,
      creditPayments: 11,
      debitPayments: 11,
      // Every sale was paid in cash; the fixture has no repairs or bills (income.test.ts has them).
      receivedByMethod: [{ gateway: 'cash', amount: 232.7 }],
      repairReceived: 0,
      billReceived: 0,
      receivedAmount: 232.7,
    })
  })
})

describe('reports summed in pieces', () => {
  it('answers the same payments figures when they are summed a few payments at a time', async () => {
    const pieces = createReportsService({
      db: test.database.db,
      settings: test.services.settings,
      defaultTimezone: 'UTC',
      clock: { now: () => REPORT_NOW },
      paymentPiece: 3,
    })
    expect(await pieces.paymentsOverall()).toEqual({
      creditAmount: 23270,
      debitAmount: 20836,
      pendingAmount: 29000,
      receivableAmount: 5900,
      payableAmount: 23100,
      paidPayments: 16,
      unPaidPayments: 6,
      creditPayments: 11,
      debitPayments: 11,
      receivedByMethod: [{ gateway: 'cash', amount: 23270 }],
      repairReceived: 0,
      billReceived: 0,
      receivedAmount: 23270,
    })
  })
})

describe('GET /api/tax-report', () => {
  it('splits the tax of sales by payment way, and adds the tax on purchases and the tax fallen on refunds', async () => {
    const response = await admin.get('/api/tax-report')
    expect(response.statusCode).toBe(200)
    // Live sales S1 4.00 + S2 6.00 (S9's 5.00 was removed); Due S8 5.00; purchases P1 6.00 + P3 10.00; refunds 2.00 + 0.80
    expect(response.json()).toEqual({
      taxCollection: 10,
      taxCollectionDue: 5,
      taxOnPurchase: 16,
      taxFallOnRefund: 2.8,
      repairTax: 0,
      billTax: 0,
      // 10 + 5 - 2.80: without a duration the report covers all time.
      netTaxCollected: 12.2,
      from: null,
      to: null,
      timezone: 'Europe/Paris',
    })
  })
})

describe('GET /api/trending-products', () => {
  it('ranks the last 30 days by units sold net of returns', async () => {
    const response = await admin.get('/api/trending-products')
    expect(response.statusCode).toBe(200)
    // 9 February to 10 March in Paris. C: 1 (S2) + 3 (S3) + 1 (S10) - 1 (R4) - 1 (R5) = 3;
    // A: 2 (S1) + 1 (S4) - 1 (R1) = 2; B: 1 (S2) + 1 (S5) - 1 (R2) = 1, the removed S9 not counted.
    expect(response.json()).toEqual({
      fromDate: '2026-02-09',
      endDate: '2026-03-10',
      trending: [
        { product_id: fixture.products.C, product: { name: 'Charlie case', sku: expect.any(String) }, sold: 3 },
        { product_id: fixture.products.A, product: { name: 'Alpha cable', sku: expect.any(String) }, sold: 2 },
        { product_id: fixture.products.B, product: { name: 'Bravo charger', sku: expect.any(String) }, sold: 1 },
      ],
    })
  })
})

describe('POST /api/pending-bill', () => {
  it("lists a customer's unpaid sales, oldest first, with what they paid and still owe", async () => {
    const response = await admin.post('/api/pending-bill', { type: 'Customers', customer_id: fixture.customerX })
    expect(response.statusCode, response.body).toBe(200)
    const bill = response.json()
    expect(bill).toMatchObject({
      type: 'Customers',
      person: { id: fixture.customerX, name: 'Xavier Credit' },
      creditAmount: 20,
      debitAmount: 0,
      unPaid: 2,
      unPaidAmount: 59,
    })
    expect(bill.list).toEqual([
      expect.objectContaining({ id: fixture.sales.S8, key: fixture.keys.S8, totalAmount: 55, paid: 10, due: 45 }),
      expect.objectContaining({ id: fixture.sales.S3, key: fixture.keys.S3, totalAmount: 24, paid: 10, due: 14 }),
    ])
    expect(bill.ref).toMatchObject({ by: 'Administrator', key: 'PB-20260310-110000', from: null, to: null })
  })

  it('lists what the shop still owes a supplier, and what it has paid them', async () => {
    const bill = await report('/api/pending-bill', { type: 'Suppliers', supplier_id: String(fixture.supplierP) })
    expect(bill).toMatchObject({ creditAmount: 0, debitAmount: 100, unPaid: 4, unPaidAmount: 231 })
    expect(bill.list.map((row: { id: number; due: number }) => [row.id, row.due])).toEqual([
      [fixture.purchases.P3, 110],
      [fixture.purchases.P4, 20],
      [fixture.purchases.P5, 27],
      [fixture.purchases.P1, 74],
    ])
    expect(bill.list[3]).toMatchObject({ reference: 'PO-P1', dueDate: '2026-04-05', totalAmount: 114, paid: 40 })
  })

  it('needs a type and its person', async () => {
    const noPerson = await admin.post('/api/pending-bill', { type: 'Customers', supplier_id: fixture.supplierP })
    expect(noPerson.statusCode).toBe(422)
    expect(noPerson.json().errors).toEqual({
      customer_id: ['The Customer field is required when the Type is Customers.'],
    })
    const noType = await admin.post('/api/pending-bill', { customer_id: fixture.customerX })
    expect(noType.json().errors).toEqual({ type: ['The Type must be Customers or Suppliers.'] })
    const unknown = await admin.post('/api/pending-bill', { type: 'Suppliers', supplier_id: 999_999 })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors).toEqual({ supplier_id: ['The selected Supplier is invalid.'] })
  })
})

describe('CSV export', () => {
  it('downloads every row of a report with a BOM, headers in words, local dates and a totals row', async () => {
    const response = await admin.get('/api/sale-report/csv?way=1&duration=today')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe('attachment; filename="sale-report-live-today.csv"')
    // The UTF-8 byte order mark comes first, so Excel reads accented names right.
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    // Times are the shop's (Europe/Paris): S2 was placed at 23:30 UTC the day before. The transaction
    // number is a formula that yields its text, so Excel never shows it as 3.61605E+11.
    expect(response.body).toBe(
      '\uFEFFID,Transaction number,Date,Total items,Cost,Price,Discount,Tax,Profit,Total amount\r\n' +
        `${fixture.sales.S1},"=""${fixture.keys.S1}""",2026-03-10 09:00:00,2,24.00,40.00,0.00,4.00,16.00,44.00\r\n` +
        `${fixture.sales.S2},"=""${fixture.keys.S2}""",2026-03-10 00:30:00,2,35.00,54.70,3.30,6.00,19.70,62.70\r\n` +
        'Total,,,4,59.00,94.70,3.30,10.00,35.70,106.70\r\n',
    )
  })

  it('writes every export (sale, refund, purchase) the same way: BOM, titles, text numbers, totals', async () => {
    for (const kind of ['sale', 'refund', 'purchase']) {
      const response = await admin.get(`/api/${kind}-report/csv?way=1&duration=yearly`)
      expect(response.statusCode, kind).toBe(200)
      expect(response.body.startsWith('\uFEFFID,Transaction number,'), kind).toBe(true)
      const lines = response.body.slice(1).trimEnd().split('\r\n')
      const header = (lines[0] ?? '').split(',')
      // Titles are words: no camelCase field names.
      for (const title of header) expect(title, kind).toMatch(/^[A-Z][a-z]*( [a-z()%]+)*$|^ID$/)
      const rows = lines.slice(1, -1)
      expect(rows.length, kind).toBeGreaterThan(0)
      for (const row of rows) {
        const cells = row.split(',')
        expect(cells[1], kind).toMatch(/^"=""[\w-]+"""$/)
        const date = cells[header.indexOf('Date')]
        expect(date, kind).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      }
      // The last row adds up the items and every amount of the rows above it.
      const totals = (lines[lines.length - 1] ?? '').split(',')
      expect(totals[0], kind).toBe('Total')
      const column = header.indexOf('Total amount')
      const sum = rows.reduce((cents, row) => cents + Math.round(Number(row.split(',')[column]) * 100), 0)
      expect(Math.round(Number(totals[column]) * 100), kind).toBe(sum)
      const items = header.indexOf('Total items')
      expect(Number(totals[items]), kind).toBe(rows.reduce((count, row) => count + Number(row.split(',')[items]), 0))
    }
  })

  it('quotes text and names the purchase report file after its period', async () => {
    const response = await admin.get(
      '/api/purchase-report/csv?way=0&duration=period&fromDate=2025-12-01&endDate=2026-01-31',
    )
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="purchase-report-due-2025-12-01_2026-01-31.csv"',
    )
    const lines = response.body.trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      '\uFEFFID,Transaction number,Reference,Supplier,Date,Total items,Subtotal,Discount rate (%),Discount,Tax rate (%),Tax,Shipping,Total amount,Paid,Balance,Due date',
    )
    expect(lines.slice(1, -1).map((line) => line.split(',').slice(2, 5).join('|'))).toEqual([
      'PO-P5|Paula Parts (Parts & Co)|2026-01-20 11:00:00',
      'PO-P4|Paula Parts (Parts & Co)|2026-01-01 00:10:00',
      'PO-P3|Paula Parts (Parts & Co)|2025-12-31 23:00:00',
    ])
    expect(lines[3]?.endsWith(',20,100.00,0,0.00,10,10.00,0.00,110.00,0.00,110.00,2026-01-31')).toBe(true)
  })

  it('walks every page of a long report, newest first, without skipping or repeating a row', async () => {
    const reports = createReportsService({
      db: test.database.db,
      settings: test.services.settings,
      defaultTimezone: 'UTC',
      clock: { now: () => REPORT_NOW },
      csvPageSize: 2,
    })
    let text = ''
    for await (const chunk of reports.csv('salling', { way: 1, duration: 'yearly', fromDate: null, endDate: null }))
      text += chunk
    const ids = text
      .trimEnd()
      .split('\r\n')
      .slice(1, -1)
      .map((line) => Number(line.split(',')[0]))
    const { sales } = fixture
    expect(ids).toEqual([sales.S1, sales.S2, sales.S4, sales.S5, sales.S10, sales.S6])
  })

  it('validates the query like the report', async () => {
    const response = await admin.get('/api/refund-report/csv?way=1&duration=period&fromDate=2026-01-01')
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ endDate: ['The End date field is required when the Duration is period.'] })
  })
})

describe('the list of a report', () => {
  it('lists the newest orders up to its limit while its totals cover every order', async () => {
    const reports = createReportsService({
      db: test.database.db,
      settings: test.services.settings,
      defaultTimezone: 'UTC',
      clock: { now: () => REPORT_NOW },
      listLimit: 2,
    })
    const auth = { sessionId: 'test', user: { id: 1, name: 'Administrator' } } as Parameters<
      typeof reports.saleReport
    >[0]
    const { totals, rows } = await reports.saleReport(auth, {
      way: 1,
      duration: 'yearly',
      fromDate: null,
      endDate: null,
    })
    expect(totals).toMatchObject({ orders: 6, totalAmount: 19270 })
    expect(rows.map((row) => row.id)).toEqual([fixture.sales.S1, fixture.sales.S2])
  })
})

// Last: it adds orders to the shop, which the figures above do not count.
describe('pending bills after a refund', () => {
  it('takes what a refund gave back off what the customer still owes', async () => {
    const customer = await addCustomer(admin, { firstName: 'Yvonne', lastName: 'Returns' })
    const B = await posProduct(admin, fixture.products.B)
    // 2 B on credit, nothing paid (100.00); one comes back: 50.00 taken off the debt.
    const sale = await sell(admin, [{ product: B, qty: 2 }], { method: false, customer_id: customer, enterAmount: 0 })
    const info = await confirmSale(admin, sale.key)
    const line = info.items[0]
    if (!line) throw new Error('the sale has no line')
    const refund = await admin.post('/api/sale-return', refundBody(info, [{ id: line.id, qty: 1 }]))
    expect(refund.statusCode, refund.body).toBe(201)
    await placeInTime(test, sale.id, '2025-06-01T10:00:00.000Z')
    await placeInTime(test, refund.json().id, '2025-06-02T10:00:00.000Z')

    const bill = await report('/api/pending-bill', { type: 'Customers', customer_id: customer })
    expect(bill).toMatchObject({ unPaid: 1, unPaidAmount: 50, creditAmount: 0 })
    expect(bill.list).toEqual([
      expect.objectContaining({ id: sale.id, totalAmount: 100, refunded: 50, paid: 0, due: 50 }),
    ])
  })
})
