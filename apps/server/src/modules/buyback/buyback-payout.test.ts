import { describe, expect, it } from 'vitest'
import { TILL_HEADER, TILL_MESSAGES } from '@counterpart/domain/schemas/tills'
import { adminAppForFile, countRows, type TestClient } from '../../../test/helpers.ts'
import { formData, TINY_PNG_DATA_URL } from '../../../test/form-data.ts'
import { confirmSale, refundBody, sell, setPos } from '../../../test/pos-fixtures.ts'
import { addProduct } from '../../../test/stock-fixtures.ts'
import { addTill, openTill, xReport } from '../../../test/till-fixtures.ts'

/**
 * Issue 28, items 1 and 10: a buy-back's payout is money out (a payment by the way the customer was paid,
 * in "Paid out", the cash out of the till it was paid at), its item is in the stock value until it is sold,
 * and so are products kept on their basic quantity.
 */
const { test, admin } = await adminAppForFile()

const phone = {
  fullName: 'Kofi Mensah',
  phone: '0244000222',
  address: '',
  model: 'iPhone 12',
  // No IMEI: the same phone is bought many times here, and one IMEI is one device the shop holds once (issue 29).
  imei: '',
  cost: '180.00',
  price: '260.00',
  sign: TINY_PNG_DATA_URL,
}

function buyAt(client: TestClient, till: number | null, fields: Record<string, string> = {}) {
  const form = formData({ ...phone, ...fields })
  return client.request({
    method: 'POST',
    url: '/api/custom-product',
    ...form,
    headers: { ...form.headers, ...(till === null ? {} : { [TILL_HEADER]: String(till) }) },
  })
}

async function bought(client: TestClient, till: number | null, fields: Record<string, string> = {}) {
  const response = await buyAt(client, till, fields)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ item: { id: number } }>().item.id
}

function edit(id: number, fields: Record<string, string>) {
  return admin.request({
    method: 'POST',
    url: `/api/custom-product-update/${id}`,
    ...formData({ ...phone, ...fields }),
  })
}

function payoutOf(id: number) {
  return test.database.db
    .selectFrom('payments')
    .select(['gateway', 'type', 'status', 'method', 'amount', 'session_id', 'order_id'])
    .where('custom_product_id', '=', id)
    .execute()
}

async function paidOut(): Promise<{ debitAmount: number; debitPayments: number; paidPayments: number }> {
  const response = await admin.get('/api/payments-overall')
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function stockValue(): Promise<{ costAmount: number; worthAmount: number; quantity: number }> {
  const response = await admin.get('/api/stock-overall')
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function drawerMovements(session: number) {
  const detail = await admin.get(`/api/till-sessions/${session}`)
  expect(detail.statusCode, detail.body).toBe(200)
  return detail.json<{ movements: { kind: string; amount: number }[] }>().movements
}

const cents = (amount: number) => Math.round(amount * 100)

describe('a buy-back paid in cash at a till with an open session', () => {
  it('is a payment by method, in Paid out, out of the drawer by exactly the payout, and in stock at cost until sold', async () => {
    const till = await addTill(admin)
    const session = await openTill(admin, till, 500)
    const drawerBefore = await xReport(admin, session)
    const outBefore = await paidOut()
    const stockBefore = await stockValue()

    const id = await bought(admin, till)

    expect(await payoutOf(id)).toEqual([
      { gateway: 'cash', type: 'debit', status: 1, method: 1, amount: 18000, session_id: session, order_id: null },
    ])
    expect((await admin.get(`/api/custom-product/${id}`)).json().item.gateway).toBe('cash')

    const out = await paidOut()
    expect(cents(out.debitAmount - outBefore.debitAmount)).toBe(18000)
    expect(out.debitPayments - outBefore.debitPayments).toBe(1)
    expect(out.paidPayments - outBefore.paidPayments).toBe(1)

    const drawer = await xReport(admin, session)
    expect(cents((drawerBefore.expectedCash ?? 0) - (drawer.expectedCash ?? 0))).toBe(18000)
    expect(drawer.cashBuybacks).toBe(180)
    expect(drawer.payments).toContainEqual({ gateway: 'cash', count: 1, total: -180 })
    expect(await drawerMovements(session)).toContainEqual(expect.objectContaining({ kind: 'buyback', amount: -180 }))
    const csv = await admin.get(`/api/till-sessions/${session}/x-report/csv`)
    expect(csv.statusCode, csv.body).toBe(200)
    expect(csv.body).toMatch(/Cash buy-backs,,,180(\.00)?\r?\n/)

    // On the shelf at what the shop paid (and asks) until it is sold.
    const stocked = await stockValue()
    expect(cents(stocked.costAmount - stockBefore.costAmount)).toBe(18000)
    expect(cents(stocked.worthAmount - stockBefore.worthAmount)).toBe(26000)
    expect(stocked.quantity - stockBefore.quantity).toBe(1)

    const sale = await sell(admin, [{ product: { id, custom: true, name: phone.model, price: 260 } }])
    expect(await stockValue()).toMatchObject(stockBefore)
    // A refund brings it back to the shelf, and into the stock value.
    const info = await confirmSale(admin, sale.key)
    const line = info.items[0]!
    expect((await admin.post('/api/sale-return', refundBody(info, [{ id: line.id, qty: 1 }]))).statusCode).toBe(201)
    expect(cents((await stockValue()).costAmount - stockBefore.costAmount)).toBe(18000)

    // The Z keeps it: the session closes balanced when the drawer holds 500 − 180.
    const closed = await admin.post(`/api/till-sessions/${session}/close`, { countedCash: 320 })
    expect(closed.statusCode, closed.body).toBe(200)
    expect(closed.json().session.difference).toBe(0)
  })

  it('by card moves no drawer', async () => {
    const till = await addTill(admin)
    const session = await openTill(admin, till, 100)
    const outBefore = await paidOut()
    const id = await bought(admin, till, { gateway: 'card', cost: '95.50' })

    expect(await payoutOf(id)).toEqual([
      { gateway: 'card', type: 'debit', status: 1, method: 1, amount: 9550, session_id: session, order_id: null },
    ])
    expect(cents((await paidOut()).debitAmount - outBefore.debitAmount)).toBe(9550)
    const drawer = await xReport(admin, session)
    expect(drawer.expectedCash).toBe(100)
    expect(drawer.cashBuybacks).toBe(0)
    expect(drawer.payments).toEqual([{ gateway: 'card', count: 1, total: -95.5 }])
    expect(await drawerMovements(session)).toEqual([])
  })

  it('edited, the payout and the open drawer follow; removed, both are given back', async () => {
    const till = await addTill(admin)
    const session = await openTill(admin, till, 400)
    const outBefore = await paidOut()
    const id = await bought(admin, till)
    expect((await xReport(admin, session)).expectedCash).toBe(220)

    // The cost was 150.00, not 180.00: 30.00 back in the drawer (the edit, not saying how the customer was
    // paid, keeps cash).
    expect((await edit(id, { cost: '150.00' })).statusCode).toBe(200)
    expect(await payoutOf(id)).toMatchObject([{ gateway: 'cash', amount: 15000 }])
    expect((await xReport(admin, session)).expectedCash).toBe(250)
    // Paid by card after all: no cash left the drawer.
    expect((await edit(id, { cost: '150.00', gateway: 'card' })).statusCode).toBe(200)
    expect(await payoutOf(id)).toMatchObject([{ gateway: 'card', amount: 15000 }])
    expect((await xReport(admin, session)).expectedCash).toBe(400)
    expect((await edit(id, { gateway: 'cash', cost: '120.00' })).statusCode).toBe(200)
    expect((await xReport(admin, session)).expectedCash).toBe(280)
    expect(cents((await paidOut()).debitAmount - outBefore.debitAmount)).toBe(12000)

    const removed = await admin.delete(`/api/custom-product/${id}`)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(await payoutOf(id)).toEqual([])
    expect((await xReport(admin, session)).expectedCash).toBe(400)
    expect((await xReport(admin, session)).cashBuybacks).toBe(0)
    expect(await paidOut()).toEqual(outBefore)
  })

  it('after its session closed, an edit changes the payment and leaves the closed drawer as it was counted', async () => {
    const till = await addTill(admin)
    const session = await openTill(admin, till, 300)
    const id = await bought(admin, till)
    expect((await admin.post(`/api/till-sessions/${session}/close`, { countedCash: 120 })).statusCode).toBe(200)
    const movements = await drawerMovements(session)

    expect((await edit(id, { cost: '170.00' })).statusCode).toBe(200)
    expect(await payoutOf(id)).toMatchObject([{ gateway: 'cash', amount: 17000, session_id: session }])
    expect(await drawerMovements(session)).toEqual(movements)
  })

  it('paid in the back office (no till) is a payment with no session', async () => {
    const id = await bought(admin, null, { gateway: 'cheque' })
    expect(await payoutOf(id)).toMatchObject([{ gateway: 'cheque', amount: 18000, session_id: null }])
  })
})

describe('a buy-back refused', () => {
  it('in cash when the till has no open session and the setting requires one: the 409 a sale gives, nothing written', async () => {
    const till = await addTill(admin)
    await setPos(test, { requireTillSession: true })
    try {
      const before = await Promise.all(
        (['custom_products', 'payments', 'cash_movements', 'audit_events'] as const).map((table) =>
          countRows(test, table),
        ),
      )
      for (const at of [till, null]) {
        const response = await buyAt(admin, at)
        expect(response.statusCode, response.body).toBe(409)
        expect(response.json().message).toBe(TILL_MESSAGES.sessionRequired)
      }
      const after = await Promise.all(
        (['custom_products', 'payments', 'cash_movements', 'audit_events'] as const).map((table) =>
          countRows(test, table),
        ),
      )
      expect(after).toEqual(before)
      // By card no drawer moves: no session is needed.
      expect((await buyAt(admin, till, { gateway: 'card' })).statusCode).toBe(200)
    } finally {
      await setPos(test, { requireTillSession: false })
    }
  })

  it('with bad input: a 422 naming the field, nothing written', async () => {
    const before = await countRows(test, 'payments')
    const badWay = await buyAt(admin, null, { gateway: 'bitcoin' })
    expect(badWay.statusCode).toBe(422)
    expect(badWay.json().errors.gateway[0]).toContain('Paid by')
    const badCost = await buyAt(admin, null, { cost: 'abc' })
    expect(badCost.statusCode).toBe(422)
    expect(Object.keys(badCost.json().errors)).toEqual(['cost'])
    const unknownTill = await buyAt(admin, 999_999)
    expect(unknownTill.statusCode).toBe(422)
    expect(Object.keys(unknownTill.json().errors)).toEqual(['till'])
    expect(await countRows(test, 'payments')).toBe(before)
  })

  it('a payout is not a payment of an order: it changes only with its buy-back', async () => {
    const id = await bought(admin, null)
    const payment = await test.database.db
      .selectFrom('payments')
      .select('id')
      .where('custom_product_id', '=', id)
      .executeTakeFirstOrThrow()
    const edited = await admin.request({
      method: 'PATCH',
      url: `/api/payment/${payment.id}`,
      payload: { gateway: 'card', status: true, method: true, amount: 1, note: '' },
    })
    expect(edited.statusCode).toBe(409)
    expect((await admin.delete(`/api/payment/${payment.id}`)).statusCode).toBe(409)
    expect((await admin.get(`/api/payment/${payment.id}`)).statusCode).toBe(404)
  })
})

describe('stock value', () => {
  it('includes products kept on their basic quantity, at cost, and no service', async () => {
    const before = await stockValue()
    await addProduct(test, { name: 'Basic charger', qty: 4, cost: 250, price: 600 })
    await addProduct(test, { name: 'Screen fitting', type: 'Service', qty: 3, cost: 1000, price: 2000 })
    const after = await stockValue()
    expect(cents(after.costAmount - before.costAmount)).toBe(1000)
    expect(cents(after.worthAmount - before.worthAmount)).toBe(2400)
    expect(after.quantity - before.quantity).toBe(4)
  })
})
