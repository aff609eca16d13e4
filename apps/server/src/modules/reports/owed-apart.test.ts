import { beforeAll, describe, expect, it } from 'vitest'
import { adminAppForFile, TEST_DIALECT } from '../../../test/helpers.ts'
import { posProduct, sell } from '../../../test/pos-fixtures.ts'
import { addCustomer, addProduct, addSupplier, buy } from '../../../test/stock-fixtures.ts'

/**
 * Receivables and payables apart (issue 28, item 3), on a shop of its own. Worked by hand:
 *
 *   Sale S1   on credit, 2 x 25.00 = 50.00, 20.00 handed over         customer owes 30.00
 *   Sale S2   on credit, 25.00, paid in full later                     owes nothing
 *   Sale S3   Live, 25.00                                              owes nothing
 *   Purchase Q1 Due, 10 x 4.00 = 40.00, nothing paid                  the shop owes 40.00
 *   Purchase Q2 Due,  5 x 6.00 = 30.00, paid in full later            owes nothing: not in the Due report
 *   Purchase Q3 Due,  3 x 10.00 = 30.00, 12.50 paid                   the shop owes 17.50
 *   Purchase Q4 Live, 2 x 5.00 = 10.00                                paid at once
 *
 * Customers owe 30.00; the shop owes its suppliers 40.00 + 17.50 = 57.50; the spec's pendingAmount,
 * both together, 87.50.
 */
const { test, admin } = await adminAppForFile()
const ids = { Q1: 0, Q2: 0, Q3: 0, Q4: 0 }

async function pay(orderId: number, amount: number) {
  const response = await admin.post(`/api/make-payment/${orderId}`, {
    amount,
    gateway: 'cash',
    status: true,
    method: true,
  })
  expect(response.statusCode, response.body).toBe(201)
}

async function report(url: string, body: Record<string, unknown>) {
  const response = await admin.post(url, body)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

beforeAll(async () => {
  const customer = await addCustomer(admin, { firstName: 'Owen', lastName: 'Credit' })
  const supplier = await addSupplier(admin, { firstName: 'Sam', lastName: 'Supply', company: 'Supply Ltd' })
  const productId = await addProduct(test, {
    name: 'Phone case',
    price: 2500,
    cost: 400,
    qty: 100,
    suppliers: [supplier],
  })
  const product = await posProduct(admin, productId)

  await sell(admin, [{ product, qty: 2 }], { method: false, customer_id: customer, enterAmount: 20 })
  const S2 = await sell(admin, [{ product }], { method: false, customer_id: customer, enterAmount: 0 })
  await pay(S2.id, 25)
  await sell(admin, [{ product }])

  const due = { method: false, dueDate: '2099-12-31' }
  ids.Q1 = await buy(admin, supplier, [{ product_id: productId, cost: 4, qty: 10 }], { ...due, reference: 'Q1' })
  ids.Q2 = await buy(admin, supplier, [{ product_id: productId, cost: 6, qty: 5 }], { ...due, reference: 'Q2' })
  await pay(ids.Q2, 30)
  ids.Q3 = await buy(admin, supplier, [{ product_id: productId, cost: 10, qty: 3 }], { ...due, reference: 'Q3' })
  await pay(ids.Q3, 12.5)
  ids.Q4 = await buy(admin, supplier, [{ product_id: productId, cost: 5, qty: 2 }], { reference: 'Q4' })
}, 60_000)

describe(`what customers owe and what the shop owes, apart (${TEST_DIALECT})`, () => {
  it('the Payments report answers each on its own beside the spec’s pending total', async () => {
    const response = await admin.get('/api/payments-overall')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ receivableAmount: 30, payableAmount: 57.5, pendingAmount: 87.5 })
  })

  it('the dashboard shows both, whatever its 12 months', async () => {
    const response = await admin.get('/api/dashboard-chart')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ receivableAmount: 30, payableAmount: 57.5 })
  })
})

describe(`the purchase report's Due way lists what is still owed (${TEST_DIALECT})`, () => {
  it('leaves out the purchase paid in full, and shows what was paid and the balance of the others', async () => {
    const answer = await report('/api/purchase-report', { way: 0, duration: 'yearly' })
    expect(answer.list.map((row: { reference: string }) => row.reference)).toEqual(['Q3', 'Q1'])
    expect(answer.list).toEqual([
      expect.objectContaining({ id: ids.Q3, totalAmount: 30, paid: 12.5, balance: 17.5 }),
      expect.objectContaining({ id: ids.Q1, totalAmount: 40, paid: 0, balance: 40 }),
    ])
    // The totals are those of the listed purchases: 30.00 + 40.00, 12.50 paid, 57.50 left.
    expect(answer).toMatchObject({ orders: 2, purchased: 13, costAmount: 70, paid: 12.5, balance: 57.5 })
  })

  it('its chart adds up to the same purchases', async () => {
    const chart = await report('/api/purchase-report/chart', { way: 0, duration: 'yearly' })
    const buckets = chart.buckets as { orders: number; totalAmount: number }[]
    expect(buckets.reduce((sum, bucket) => sum + bucket.orders, 0)).toBe(2)
    expect(buckets.reduce((sum, bucket) => sum + bucket.totalAmount, 0)).toBe(70)
  })

  it('its CSV export has Paid and Balance columns and no row for the paid purchase', async () => {
    const response = await admin.get('/api/purchase-report/csv?way=0&duration=yearly')
    expect(response.statusCode).toBe(200)
    const lines = response.body.trimEnd().split('\r\n')
    const header = (lines[0] ?? '').replace('\uFEFF', '').split(',')
    const paid = header.indexOf('Paid')
    const balance = header.indexOf('Balance')
    expect([paid, balance]).toEqual([13, 14])
    const cells = lines.slice(1).map((line) => line.split(','))
    expect(cells.map((row) => [row[2], row[paid], row[balance]])).toEqual([
      ['Q3', '12.50', '17.50'],
      ['Q1', '0.00', '40.00'],
      ['', '12.50', '57.50'],
    ])
    expect(cells[2]?.[0]).toBe('Total')
  })

  it('the Live way still lists the purchases paid at once, with nothing left on them', async () => {
    const answer = await report('/api/purchase-report', { way: 1, duration: 'yearly' })
    expect(answer.list).toEqual([expect.objectContaining({ id: ids.Q4, totalAmount: 10, paid: 10, balance: 0 })])
  })

  it("agrees with the supplier's Pending bill: two purchases owing 57.50, and 30 + 12.50 + 10 paid them", async () => {
    const response = await admin.post('/api/pending-bill', { type: 'Suppliers', supplier_id: await supplierOf(ids.Q2) })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ unPaid: 2, unPaidAmount: 57.5, debitAmount: 52.5 })
  })
})

async function supplierOf(orderId: number): Promise<number> {
  const row = await test.database.db
    .selectFrom('orders')
    .select('supplier_id')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()
  return Number(row.supplier_id)
}
