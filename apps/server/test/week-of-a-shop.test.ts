import { TILL_HEADER } from '@counterpart/domain/schemas/tills'
import { describe, expect, it } from 'vitest'
import { formData, TINY_PNG_DATA_URL } from './form-data.ts'
import { adminAppForFile, type TestClient } from './helpers.ts'
import { confirmSale, posProduct, refundBody } from './pos-fixtures.ts'
import { setShopTimezone } from './report-fixtures.ts'
import {
  addCustomer,
  addProduct,
  addSupplier,
  addWarehouse,
  buy,
  expectBooksBalance,
  receive,
} from './stock-fixtures.ts'
import { addTill, atTill, openTill, sellAt, xReport } from './till-fixtures.ts'

/**
 * Issue 28, done when: a week of a shop on New York time (Monday 16 to Sunday 22 November 2026; "now" is
 * Friday 20 November 15:00 in New York) through the API, checked against figures worked out by hand.
 *
 * Products: A ($50, cost $30) bought 20 on P1 (paid) and received 12 of them into the main warehouse (a
 * delivery of part of the purchase); C ($60, cost $40) bought 5 on P2 on credit ($200 owed) and received;
 * B ($10, cost $4) kept on its basic quantity of 10. One till, opened with a $100 float.
 *
 *   Mon 16  S1  2 × A at the till, cash, tax 8.875 %: 100 + 8.875 → 8.88 tax, 108.88
 *   Tue 17  R   repair, charges 80, tax 8.875 % → 7.10, total 87.10, 40 prepaid
 *   Wed 18  S2  1 × A at the till, card, tax 8.875 %: 50 + 4.44 (4.4375), 54.44
 *           BL  bill, one line of 25, tax 8.875 % → 2.22 (2.21875), 27.22
 *   Thu 19  S3  1 × A at the till on credit to Cora, no tax: 50, 20 handed over in cash, 30 owed
 *           RF  1 of S1's A back at the till: 50 + 4.44 tax fall = 54.44 paid out in cash
 *           BB  a phone bought from a customer at the till for 120 cash (sells for 200)
 *           T   3 × A sent from the main warehouse to the back room, 3 arrive
 *   Fri 20  S4  3 × B at the till, cash, no tax: 30
 *           K   the back room counted: 2 of A where 3 were expected, a shortage of 1
 */
const { test, admin } = await adminAppForFile()
const NY = 'America/New_York'
const NOW = Date.parse('2026-11-20T20:00:00.000Z')

/** An instant on a day of the week, in New York (EST, UTC−5). */
const onDay = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour + 5)).toISOString()

async function placeOrder(id: number, day: number, hour = 12): Promise<void> {
  const at = onDay(day, hour)
  await test.database.db.updateTable('orders').set({ created_at: at, updated_at: at }).where('id', '=', id).execute()
  await test.database.db
    .updateTable('payments')
    .set({ created_at: at, updated_at: at })
    .where('order_id', '=', id)
    .execute()
}

function ok<T>(response: { statusCode: number; body: string; json: () => T }, status = 200): T {
  expect(response.statusCode, response.body).toBe(status)
  return response.json()
}

describe('a week of a shop (issue 28)', async () => {
  test.services.reports.clock.now = () => NOW
  await setShopTimezone(test, NY)
  const supplier = await addSupplier(admin, { firstName: 'Vera', lastName: 'Wholesale' })
  const backRoom = await addWarehouse(admin, { name: 'Back room' })
  const A = await addProduct(test, { name: 'Case A', price: 5000, cost: 3000, suppliers: [supplier] })
  const C = await addProduct(test, { name: 'Charger C', price: 6000, cost: 4000, suppliers: [supplier] })
  const B = await addProduct(test, { name: 'Cable B', price: 1000, cost: 400, qty: 10 })
  const cora = await addCustomer(admin, { firstName: 'Cora', lastName: 'Credit' })

  // P1: 20 of A paid; only 12 arrive.
  const P1 = await buy(admin, supplier, [{ product_id: A, cost: 30, qty: 20 }])
  ok(
    await admin.post('/api/purchase-receipts', {
      purchaseId: P1,
      items: [{ product: A, warehouse: 1, price: 50, rackNumber: 'A-1', qty: 12 }],
    }),
  )
  // P2: 5 of C on credit, all received.
  const P2 = await buy(admin, supplier, [{ product_id: C, cost: 40, qty: 5 }], { method: false, dueDate: '2026-12-31' })
  await receive(admin, P2, [{ product: C, warehouse: 1, price: 60 }])
  await placeOrder(P1, 16, 8)
  await placeOrder(P2, 16, 8)

  const till = await addTill(admin, 'Front counter')
  const session = await openTill(admin, till, 100)
  const a = await posProduct(admin, A)
  const b = await posProduct(admin, B)

  const S1 = await sellAt(admin, till, [{ product: a, qty: 2 }], { taxRate: 8.875 })
  await placeOrder(S1.id, 16)
  const repair = ok<{ id: number }>(
    await admin.post('/api/repair', {
      name: 'Ravi Repair',
      email: '',
      phone: '+1 212 555 0101',
      address: '',
      issue: 'Screen',
      deviceName: 'Pixel 8',
      imei: '',
      sNumber: '',
      charges: 80,
      taxRate: 8.875,
      prePaid: 40,
    }),
  )
  await test.database.db
    .updateTable('repairs')
    .set({ created_at: onDay(17), updated_at: onDay(17) })
    .where('id', '=', repair.id)
    .execute()
  const S2 = await sellAt(admin, till, [{ product: a, qty: 1 }], { taxRate: 8.875, gateway: 'card' })
  await placeOrder(S2.id, 18)
  const bill = ok<{ id: number }>(
    await admin.post('/api/bill', {
      name: 'Bea Bill',
      description: '',
      date: '2026-11-18',
      time: '11:00',
      charges: 0,
      taxRate: 8.875,
      items: [{ name: 'Screen protector fitting', imei: '', sNumber: '', qty: 1, price: 25 }],
    }),
  )
  await test.database.db
    .updateTable('bills')
    .set({ created_at: onDay(18), updated_at: onDay(18) })
    .where('id', '=', bill.id)
    .execute()
  const S3 = await sellAt(admin, till, [{ product: a, qty: 1 }], {
    customer_id: cora,
    method: false,
    enterAmount: 20,
    dueDate: '2026-12-19',
  })
  await placeOrder(S3.id, 19, 10)
  const info = await confirmSale(admin, S1.key)
  const refund = ok<{ id: number }>(
    await atTill(admin, till, '/api/sale-return', refundBody(info, [{ id: info.items[0]!.id, qty: 1 }])),
    201,
  )
  await placeOrder(refund.id, 19, 11)
  const bought = ok<{ item: { id: number } }>(
    await buyBackAt(admin, till, {
      fullName: 'Sol Seller',
      phone: '+1 212 555 0177',
      address: '',
      model: 'iPhone 13',
      imei: '356789012345672',
      cost: '120.00',
      price: '200.00',
      sign: TINY_PNG_DATA_URL,
    }),
  )
  const transfer = ok<{ id: number }>(
    await admin.post('/api/stock-transfers', {
      warehouse_id: 1,
      to_warehouse_id: backRoom,
      lines: [{ product_id: A, qty: 3 }],
    }),
    201,
  )
  ok(await admin.post(`/api/stock-transfers/${transfer.id}/receive`, { lines: [{ product_id: A, received: 3 }] }))
  const S4 = await sellAt(admin, till, [{ product: b, qty: 3 }])
  await placeOrder(S4.id, 20, 9)
  const count = ok<{ id: number }>(await admin.post('/api/stock-counts', { warehouse_id: backRoom, blind: false }), 201)
  ok(await admin.post(`/api/stock-counts/${count.id}/post`, { lines: [{ product_id: A, counted: 2 }] }))

  const week = { duration: 'period', fromDate: '2026-11-16', endDate: '2026-11-22' }

  it('nets the sales: gross 230, no discount, returns 50, net 180, by method with what is on credit apart', async () => {
    const report = ok<Record<string, unknown>>(await admin.post('/api/sale-report', { way: 'all', ...week }))
    expect(report).toMatchObject({ orders: 4, grossSales: 230, discount: 0, returns: 50, netSales: 180 })
    // Paid: S1 108.88 + S3's 20 + S4 30 in cash, S2 54.44 by card; S3's 30 on credit.
    expect(report.byMethod).toEqual([
      { gateway: 'cash', amount: 158.88 },
      { gateway: 'card', amount: 54.44 },
    ])
    expect(report.onCredit).toBe(30)
  })

  it('collects the tax of sales, repairs and bills, less what refunds gave back', async () => {
    const tax = ok<Record<string, unknown>>(
      await admin.get(`/api/tax-report?duration=period&fromDate=${week.fromDate}&endDate=${week.endDate}`),
    )
    // 8.88 + 4.44 on sales, 7.10 on the repair, 2.22 on the bill, 4.44 back on the refund.
    expect(tax).toMatchObject({ taxCollection: 13.32, repairTax: 7.1, billTax: 2.22, taxFallOnRefund: 4.44 })
    expect(tax.netTaxCollected).toBe(18.2)
  })

  it('keeps what customers owe apart from what the shop owes', async () => {
    const owed = ok<Record<string, number>>(await admin.get('/api/payments-overall'))
    expect(owed.receivableAmount).toBe(30)
    expect(owed.payableAmount).toBe(200)
    const balances = ok<{ customers: { total: number }; suppliers: { total: number } }>(
      await admin.get('/api/balances'),
    )
    expect([balances.customers.total, balances.suppliers.total]).toEqual([30, 200])
  })

  it("expects the till's cash with the buy-back's payout taken out", async () => {
    const report = await xReport(admin, session)
    // 100 float + 108.88 + 20 + 30 in cash sales, − 54.44 refunded, − 120 paid for the phone.
    expect(report).toMatchObject({ openingFloat: 100, cashSales: 158.88, cashRefunds: 54.44, cashBuybacks: 120 })
    expect(report.expectedCash).toBe(84.44)
  })

  it('values the stock at cost with the basic quantity and the unsold buy-back', async () => {
    const stock = ok<{ costAmount: number }>(await admin.get('/api/stock-overall'))
    // A main 12 − 2 − 1 − 1 + 1 − 3 = 6 × 30, A back room 3 − 1 = 2 × 30, C 5 × 40, B 10 − 3 = 7 × 4, phone 120.
    expect(stock.costAmount).toBe(180 + 60 + 200 + 28 + 120)
    expect(bought.item.id).toBeGreaterThan(0)
    await expectBooksBalance(test)
    // P1 is still open: 8 of its 20 have not come, and they are in no stock figure.
    const receiving = ok<{ status: string; lines: { ordered: number; received: number; left: number }[] }>(
      await admin.get(`/api/purchase-receiving/${P1}`),
    )
    expect(receiving.status).toBe('open')
    expect(receiving.lines).toEqual([expect.objectContaining({ ordered: 20, received: 12, left: 8 })])
  })

  it("tells one product's stock history, newest first, with the balance after each movement", async () => {
    const history = ok<{
      items: { delta: number; reason: string; balance: number; warehouse: { name: string } | null }[]
    }>(await admin.get(`/api/products/${A}/stock-history`))
    const moves = history.items.map((row) => [row.reason, row.warehouse?.name, row.delta, row.balance])
    // Each balance is what that warehouse held right after the movement.
    const main = 'Main warehouse'
    expect(moves).toEqual([
      ['count', 'Back room', -1, 2],
      ['transfer in', 'Back room', 3, 3],
      ['transfer out', main, -3, 6],
      ['refund', main, 1, 9],
      ['sale', main, -1, 8],
      ['sale', main, -1, 9],
      ['sale', main, -2, 10],
      ['purchase', main, 12, 12],
    ])
  })
})

function buyBackAt(client: TestClient, till: number, fields: Record<string, string>) {
  const form = formData(fields)
  return client.request({
    method: 'POST',
    url: '/api/custom-product',
    ...form,
    headers: { ...form.headers, [TILL_HEADER]: String(till) },
  })
}
