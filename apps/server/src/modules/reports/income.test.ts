import { beforeAll, describe, expect, it } from 'vitest'
import { adminAppForFile, createStaff, TestClient } from '../../../test/helpers.ts'
import { buildReportFixture, type ReportFixture } from '../../../test/report-fixtures.ts'
import { addTill, openTill } from '../../../test/till-fixtures.ts'

/**
 * Issue 28, items 2, 4, 5 and 6: the fixture shop of test/report-fixtures.ts (Europe/Paris, now =
 * 2026-03-10 10:00 UTC = 11:00 in Paris, a Tuesday) with, besides its sales, refunds and purchases:
 *
 *   RA  repair 2026-03-10T09:00Z  charges 120.00, tax 10 % 12.00, total 132.00, prepaid 50.00, due 82.00, pending
 *   RB  repair 2026-03-03T10:00Z  charges 80.00, tax 8.875 % 7.10, total 87.10, nothing prepaid, complete
 *   BA  bill   2026-03-10T08:30Z  2 x 15.00 + 9.99 = 39.99, tax 10 % 4.00, total 43.99
 *   BB  bill   2026-02-14T12:00Z  charges 12.50 + 3 x 2.50 = 20.00, tax 7.5 % 1.50, total 21.50
 *   a card payment of 20.00 on S8 (the November sale on credit) taken 2026-03-10T09:40Z
 *
 * Today in Paris (10 March) holds the sales S1 44.00 and S2 62.70 (Live, cash) and S3 24.00 (Due, 10.00
 * paid in cash), the refunds R1 22.00 (of S1) and R4 8.36 (of S2), RA and BA.
 */
const { test, admin } = await adminAppForFile()
let fixture: ReportFixture

async function placed(table: 'repairs' | 'bills', id: number, instant: string) {
  await test.database.db
    .updateTable(table)
    .set({ created_at: instant, updated_at: instant })
    .where('id', '=', id)
    .execute()
}

beforeAll(async () => {
  fixture = await buildReportFixture(test, admin)
  const repair = { name: 'Maria Lopez', email: '', phone: '+1 555 0100', address: '', issue: 'Screen' }
  const RA = await admin.post('/api/repair', {
    ...repair,
    deviceName: 'iPhone 12',
    charges: 120,
    taxRate: 10,
    prePaid: 50,
  })
  const RB = await admin.post('/api/repair', {
    ...repair,
    deviceName: 'Pixel 7',
    charges: 80,
    taxRate: 8.875,
    prePaid: 0,
  })
  expect(RA.statusCode, RA.body).toBe(200)
  expect(RB.statusCode, RB.body).toBe(200)
  expect((await admin.post(`/api/toggle-repair-status/${RB.json().id}`, { status: 1 })).statusCode).toBe(200)
  await placed('repairs', RA.json().id, '2026-03-10T09:00:00.000Z')
  await placed('repairs', RB.json().id, '2026-03-03T10:00:00.000Z')
  const bill = { name: 'Kofi Mensah', description: '', date: '2026-03-10', time: '09:30' }
  const BA = await admin.post('/api/bill', {
    ...bill,
    charges: 0,
    taxRate: 10,
    items: [
      { name: 'Battery', imei: '', sNumber: '', qty: 2, price: 15 },
      { name: 'Keyboard', imei: '', sNumber: '', qty: 1, price: 9.99 },
    ],
  })
  const BB = await admin.post('/api/bill', {
    ...bill,
    charges: 12.5,
    taxRate: 7.5,
    items: [{ name: 'Screw set', imei: '', sNumber: '', qty: 3, price: 2.5 }],
  })
  expect(BA.statusCode, BA.body).toBe(200)
  expect(BB.statusCode, BB.body).toBe(200)
  await placed('bills', BA.json().id, '2026-03-10T08:30:00.000Z')
  await placed('bills', BB.json().id, '2026-02-14T12:00:00.000Z')
  const card = await admin.post(`/api/make-payment/${fixture.sales.S8}`, {
    amount: 20,
    gateway: 'card',
    status: true,
    method: true,
  })
  expect(card.statusCode, card.body).toBe(201)
  await test.database.db
    .updateTable('payments')
    .set({ created_at: '2026-03-10T09:40:00.000Z' })
    .where('order_id', '=', fixture.sales.S8)
    .where('gateway', '=', 'card')
    .execute()
}, 60_000)

async function post(url: string, body: Record<string, unknown>) {
  const response = await admin.post(url, body)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

describe('net sales (item 4)', () => {
  it("subtracts the day's refunds from today's Live sales: gross - discount - returns", async () => {
    const report = await post('/api/sale-report', { way: 1, duration: 'today' })
    // S1 + S2: cost 59 + profit 35.70 + discount 3.30 = gross 98.00. Returns R1 (cost 12 + profit 8) and
    // R4 (cost 5 + profit 2.56) = 27.56. Net 98 - 3.30 - 27.56 = 67.14; profit 35.70 - 10.56; tax 10 - 2.80.
    expect(report).toMatchObject({
      sales: 106.7,
      grossSales: 98,
      discount: 3.3,
      returns: 27.56,
      returnedOrders: 2,
      netSales: 67.14,
      netProfit: 25.14,
      netTax: 7.2,
    })
  })

  it('nets a way only by the refunds of its own sales: the Due way of today had none', async () => {
    const report = await post('/api/sale-report', { way: 0, duration: 'today' })
    // S3: cost 15 + profit 9.
    expect(report).toMatchObject({ sales: 24, grossSales: 24, returns: 0, returnedOrders: 0, netSales: 24 })
  })
})

describe('sales by payment method, all ways in one total (item 5)', () => {
  it('answers All as Live and Due together, in the totals, the rows and the chart', async () => {
    const live = await post('/api/sale-report', { way: 1, duration: 'monthly' })
    const due = await post('/api/sale-report', { way: 0, duration: 'monthly' })
    const all = await post('/api/sale-report', { way: 'all', duration: 'monthly' })
    // Live S1 44 + S2 62.70 + S4 20 + S5 50 = 176.70; Due S3 24.
    expect(all).toMatchObject({ orders: 5, sales: 200.7, cost: 116, profit: 72.7, tax: 10 })
    expect(all.sales).toBeCloseTo(live.sales + due.sales, 2)
    expect(all.list).toHaveLength(5)
    const chart = await post('/api/sale-report/chart', { way: 'all', duration: 'monthly' })
    const summed = chart.buckets.reduce(
      (total: number, bucket: { totalAmount: number }) => total + bucket.totalAmount,
      0,
    )
    expect(summed).toBeCloseTo(200.7, 2)
    const csv = await admin.get('/api/sale-report/csv?way=all&duration=monthly')
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-disposition']).toContain('sale-report-all-monthly.csv')
  })

  it("splits the period's sales by what the customers paid with, and shows what is on credit as its own line", async () => {
    // 1 November 2025 to today: every sale but the removed S9, 291.70. Paid in cash 232.70 (every paid
    // payment of the fixture), by card 20.00 on S8; on credit S3 14.00 + S8 25.00 = 39.00.
    const report = await post('/api/sale-report', {
      way: 'all',
      duration: 'period',
      fromDate: '2025-11-01',
      endDate: '2026-03-10',
    })
    expect(report.sales).toBe(291.7)
    expect(report.byMethod).toEqual([
      { gateway: 'cash', amount: 232.7 },
      { gateway: 'card', amount: 20 },
    ])
    expect(report.onCredit).toBe(39)
  })

  it('refuses a way that is none of Live, Due or All, naming the field', async () => {
    const response = await admin.post('/api/sale-report', { way: 'both', duration: 'today' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ way: ['The Payment way must be Live (1), Due (0) or All.'] })
  })
})

describe('repair and bill income in the books (item 2)', () => {
  it("adds the tax of the period's repairs and bills to the Tax report, each listed apart", async () => {
    const today = (await admin.get('/api/tax-report?duration=today')).json()
    // Sales S1 4 + S2 6; refunds R1 2 + R4 0.80; RA 12; BA 4: 10 + 12 + 4 - 2.80 = 23.20.
    expect(today).toMatchObject({
      taxCollection: 10,
      taxCollectionDue: 0,
      taxOnPurchase: 0,
      taxFallOnRefund: 2.8,
      repairTax: 12,
      billTax: 4,
      netTaxCollected: 23.2,
      from: '2026-03-09T23:00:00.000Z',
      to: '2026-03-10T23:00:00.000Z',
    })
    const month = (await admin.get('/api/tax-report?duration=monthly')).json()
    // March: purchases P1 6; repairs RA 12 + RB 7.10; bills BA 4 (BB is February): 10 + 19.10 + 4 - 2.80.
    expect(month).toMatchObject({ taxOnPurchase: 6, repairTax: 19.1, billTax: 4, netTaxCollected: 30.3 })
    const period = (await admin.get('/api/tax-report?duration=period&fromDate=2026-02-01&endDate=2026-02-28')).json()
    // February: S10 and R5 carry no tax; BB 1.50.
    expect(period).toMatchObject({ taxCollection: 0, repairTax: 0, billTax: 1.5, netTaxCollected: 1.5 })
    const wrong = await admin.get('/api/tax-report?duration=period&fromDate=2026-02-01')
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors).toEqual({ endDate: ['The End date field is required when the Duration is period.'] })
  })

  it("counts repairs' prepaid amounts and bills in the money received, beside the sales' payments by method", async () => {
    const payments = (await admin.get('/api/payments-overall')).json()
    // Sales: cash 232.70 + card 20; repairs prepaid RA 50; bills 43.99 + 21.50 = 65.49.
    expect(payments).toMatchObject({
      creditAmount: 252.7,
      receivedByMethod: [
        { gateway: 'cash', amount: 232.7 },
        { gateway: 'card', amount: 20 },
      ],
      repairReceived: 50,
      billReceived: 65.49,
      receivedAmount: 368.19,
      receivableAmount: 39,
    })
  })

  it('puts repairs and bills in the income of the dashboard, today, this week and the 12 months', async () => {
    const chart = (await admin.get('/api/dashboard-chart')).json()
    // Today: net sales 91.14 (dashboard.test.ts) + RA 120 + BA 39.99; tax 7.20 + 12 + 4.
    expect(chart.today).toEqual({
      orders: 3,
      grossSales: 122,
      discount: 3.3,
      returns: 27.56,
      netSales: 91.14,
      netProfit: 34.14,
      netTax: 7.2,
      repairs: 1,
      repairAmount: 120,
      repairTax: 12,
      bills: 1,
      billAmount: 39.99,
      billTax: 4,
      income: 251.13,
      incomeTax: 23.2,
    })
    // This week from Monday 9 March adds S4 (20.00); RB (3 March) was last week.
    expect(chart.week).toMatchObject({ netSales: 111.14, repairs: 1, bills: 1, income: 271.13 })
    // 12 months: net 169.14 + RA 120 + RB 80 + BA 39.99 + BB 20.
    expect(chart.year).toMatchObject({
      repairAmount: 200,
      repairTax: 19.1,
      billAmount: 59.99,
      billTax: 5.5,
      income: 429.13,
      incomeTax: 36.8,
    })
    // The spec's figure stays what it was: sales before refunds, without repairs and bills.
    expect(chart.sales).toBe(291.7)
  })
})

describe('the Repairs report', () => {
  it('sums the repairs booked in the period, their average ticket, and the tickets open now', async () => {
    const report = await post('/api/repair-report', { duration: 'monthly' })
    expect(report).toMatchObject({
      repairs: 2,
      charges: 200,
      tax: 19.1,
      totalAmount: 219.1,
      prePaid: 50,
      due: 169.1,
      // 219.10 / 2
      averageTicket: 109.55,
      openTickets: 1,
      openDue: 82,
    })
    expect(report.ref.key).toBe('RP-20260310-110000')
    expect(report.list.map((row: { deviceName: string; status: number }) => [row.deviceName, row.status])).toEqual([
      ['iPhone 12', 0],
      ['Pixel 7', 1],
    ])
    const today = await post('/api/repair-report', { duration: 'today' })
    expect(today).toMatchObject({ repairs: 1, totalAmount: 132, averageTicket: 132, openTickets: 1 })
  })

  it('draws a bar per day of the month that adds up to the report, and exports every repair as CSV', async () => {
    const chart = await post('/api/repair-report/chart', { duration: 'monthly' })
    expect(chart.unit).toBe('day')
    expect(chart.buckets).toHaveLength(31)
    expect(chart.buckets[2]).toMatchObject({ start: '2026-03-03', repairs: 1, charges: 80, totalAmount: 87.1 })
    expect(chart.buckets[9]).toMatchObject({ start: '2026-03-10', repairs: 1, charges: 120, totalAmount: 132 })
    const csv = await admin.get('/api/repair-report/csv?duration=monthly')
    expect(csv.statusCode).toBe(200)
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(lines[0]).toBe('ID,Reference,Date,Customer,Device,Status,Charges,Tax,Total,Prepaid,Due')
    expect(lines).toHaveLength(4)
    expect(lines[1]).toContain('2026-03-10 10:00:00')
    expect(lines[3]).toBe('Total,,,,,,200.00,19.10,219.10,50.00,169.10')
  })
})

describe("the owner's home (item 6)", () => {
  it("answers today's net sales, takings by method, repairs, money owed each way, low stock and open tills", async () => {
    const home = (await admin.get('/api/dashboard/home')).json()
    expect(home).toEqual({
      date: '2026-03-10',
      timezone: 'Europe/Paris',
      netSales: 91.14,
      income: 251.13,
      // Taken today: S1 44 + S2 62.70 (00:30 in Paris) + S3 10 in cash; 20 by card on S8.
      receivedByMethod: [
        { gateway: 'cash', amount: 116.7 },
        { gateway: 'card', amount: 20 },
      ],
      repairsToday: 1,
      openRepairs: 1,
      openRepairsDue: 82,
      receivableAmount: 39,
      payableAmount: 231,
      lowStock: 0,
      threshHold: 20,
      openTillSessions: 0,
    })
  })

  it('counts the stock below the threshold asked for and the till sessions left open', async () => {
    const till = await addTill(admin, 'Front counter')
    await openTill(admin, till)
    // The three products each have a stock row from the purchases, with their basic quantity left aside.
    const home = (await admin.get('/api/dashboard/home?threshHold=100000')).json()
    expect(home).toMatchObject({ lowStock: 3, threshHold: 100000, openTillSessions: 1 })
  })

  it('is kept from staff without the reports permission', async () => {
    await createStaff(test, { email: 'tech@example.com', flags: ['repairManage'] })
    const tech = new TestClient(test.app)
    expect((await tech.login('tech@example.com', 'password123')).statusCode).toBe(200)
    expect((await tech.get('/api/dashboard/home')).statusCode).toBe(403)
    expect((await tech.post('/api/repair-report', { duration: 'today' })).statusCode).toBe(403)
    expect((await tech.get('/api/tax-report?duration=today')).statusCode).toBe(403)
  })
})
