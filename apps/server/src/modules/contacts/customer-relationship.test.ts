import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { adminAppForFile, createStaff, TestClient, TEST_DIALECT } from '../../../test/helpers.ts'
import { addBoughtItem, confirmSale, posProduct, refundBody, sell } from '../../../test/pos-fixtures.ts'
import { addCustomer, addProduct, addSupplier, buy, receive } from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()

const PHONE = '+1 555 0177'

async function repairFor(overrides: Record<string, unknown>): Promise<number> {
  const response = await admin.post('/api/repair', {
    name: 'Nadia Reyes',
    email: 'nadia@example.com',
    phone: PHONE,
    address: '',
    issue: 'Battery',
    deviceName: 'Pixel 7',
    imei: '',
    sNumber: '',
    charges: 100,
    taxRate: 10,
    prePaid: 0,
    ...overrides,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().id as number
}

describe('GET /customer/:id/relationship (issue 28, item 13)', async () => {
  const supplier = await addSupplier(admin)
  const id = await addProduct(test, { price: 5000, cost: 3000, suppliers: [supplier] })
  const purchase = await buy(admin, supplier, [{ product_id: id, cost: 30, qty: 10 }])
  await receive(admin, purchase, [{ product: id, warehouse: 1, price: 50 }])
  const customer = await addCustomer(admin, { firstName: 'Nadia', phone: PHONE, email: 'Nadia@Example.com' })
  const other = await addCustomer(admin, { firstName: 'Someone', phone: '+1 555 0999', email: '' })

  it('adds up sales, refunds, repairs and buy-backs by hand-worked figures, with the balance and lifetime value', async () => {
    const product = await posProduct(admin, id)
    // Sale 1: 2 × $50 paid in full. Sale 2: 1 × $50 on credit with $20 handed over ($30 due).
    const paid = await sell(admin, [{ product, qty: 2 }], { customer_id: customer })
    const credit = await sell(admin, [{ product, qty: 1 }], {
      customer_id: customer,
      method: false,
      enterAmount: 20,
      dueDate: '2099-01-01',
    })
    await sell(admin, [{ product, qty: 1 }], { customer_id: other })
    // One of the paid sale's units comes back: $50 refunded.
    const info = await confirmSale(admin, paid.key)
    const refund = await admin.post('/api/sale-return', refundBody(info, [{ id: info.items[0]!.id, qty: 1 }]))
    expect(refund.statusCode, refund.body).toBe(201)
    // Two repairs ($110 each with 10 % tax): one under the phone, one under another phone but the email
    // in other capitals with $40 prepaid ($70 due);
    // one for somebody else.
    await repairFor({})
    await repairFor({ phone: '+1 555 0111', email: 'NADIA@example.com', prePaid: 40 })
    await repairFor({ phone: '+1 555 0999', email: 'x@example.com' })
    // A phone sold to the shop for $180, one for somebody else.
    await addBoughtItem(test, {
      model: 'iPhone 11',
      imei: '350000000000014',
      cost: 18000,
      price: 25000,
      barcode: 'B-REL-1',
    })
    await test.database.db
      .updateTable('custom_products')
      .set({ phone: PHONE })
      .where('barcode', '=', 'B-REL-1')
      .execute()
    await addBoughtItem(test, {
      model: 'Galaxy',
      imei: '350000000000022',
      cost: 9000,
      price: 12000,
      barcode: 'B-REL-2',
    })

    const response = await admin.get(`/api/customer/${customer}/relationship`)
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    expect(body.sales).toMatchObject({ count: 2, amount: 150, due: 30 })
    expect(body.sales.latest.map((row: { id: number }) => row.id)).toEqual([credit.id, paid.id])
    expect(body.sales.latest[0]).toMatchObject({ key: credit.key, totalAmount: 50, due: 30 })
    expect(body.refunds).toMatchObject({ count: 1, amount: 50 })
    expect(body.repairs).toMatchObject({ count: 2, amount: 220, due: 180, open: 2 })
    expect(body.repairs.latest[0]).toMatchObject({ deviceName: 'Pixel 7', totalAmount: 110, due: 70, status: 0 })
    expect(body.buybacks).toMatchObject({ count: 1, amount: 180 })
    expect(body.buybacks.latest[0]).toMatchObject({ model: 'iPhone 11', cost: 180, isSold: false })
    // Owes: $30 on the sale + $110 + $70 on the repairs. Spent: $150 − $50 + $220.
    expect(body.balance).toBe(210)
    expect(body.lifetimeValue).toBe(320)
  })

  it('leaves out each part the reader may not open, figures included, and answers 403 and 404 like the customer page', async () => {
    const email = `rel-cashier-${Date.now()}@example.com`
    await createStaff(test, { email, flags: ['customerDetials', 'saleList'] })
    const cashier = new TestClient(test.app)
    expect((await cashier.login(email, 'password123')).statusCode).toBe(200)
    const body = (await cashier.get(`/api/customer/${customer}/relationship`)).json()
    expect(body.sales).toMatchObject({ count: 2, amount: 150, due: 30 })
    expect([body.refunds, body.repairs, body.buybacks]).toEqual([null, null, null])
    expect(body.balance).toBe(30)
    expect(body.lifetimeValue).toBe(150)

    const noDetails = `rel-none-${Date.now()}@example.com`
    await createStaff(test, { email: noDetails, flags: ['saleList'] })
    const seller = new TestClient(test.app)
    await seller.login(noDetails, 'password123')
    expect((await seller.get(`/api/customer/${customer}/relationship`)).statusCode).toBe(403)
    expect((await admin.get('/api/customer/999999/relationship')).statusCode).toBe(404)
  })

  it('answers a customer without phone or email with empty repairs and buy-backs, not everyone else’s', async () => {
    const bare = await addCustomer(admin, { firstName: 'Bare', phone: '', email: '' })
    await repairFor({ phone: '+1 555 0333', email: '' })
    const body = (await admin.get(`/api/customer/${bare}/relationship`)).json()
    expect(body.repairs).toMatchObject({ count: 0, amount: 0, latest: [] })
    expect(body.buybacks).toMatchObject({ count: 0, amount: 0, latest: [] })
  })

  it('finds repairs and buy-backs through their indexes', async () => {
    const plan = async (query: string): Promise<string> => {
      if (TEST_DIALECT !== 'postgres') {
        return JSON.stringify((await sql`${sql.raw(`explain query plan ${query}`)}`.execute(test.database.db)).rows)
      }
      // A handful of rows: PostgreSQL would rather scan them, so the scan is priced out to show the index is usable.
      return test.database.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx)
        return JSON.stringify((await sql`${sql.raw(`explain ${query}`)}`.execute(trx)).rows)
      })
    }
    expect(await plan(`select id from repairs where phone = '${PHONE}'`)).toContain('repairs_phone_idx')
    expect(await plan(`select id from repairs where lower("repairs"."email") = 'nadia@example.com'`)).toContain(
      'repairs_email_idx',
    )
    expect(await plan(`select id from custom_products where phone = '${PHONE}'`)).toContain('custom_products_phone_idx')
  })
})
