import { describe, expect, it } from 'vitest'
import { adminAppForFile, createStaff, TestClient, expectFieldErrors } from '../../../test/helpers.ts'
import { confirmSale, posProduct, refundBody, sell } from '../../../test/pos-fixtures.ts'
import { addProduct, addSupplier, buy } from '../../../test/stock-fixtures.ts'
import { auditEventsOf } from '../../../test/audit-events.ts'

const { test, admin } = await adminAppForFile()

/** A Due purchase of 100.00 with its pending payment. */
async function duePurchase(total = 100): Promise<number> {
  const supplier = await addSupplier(admin)
  const product = await addProduct(test, { suppliers: [supplier] })
  return buy(admin, supplier, [{ product_id: product, cost: total, qty: 1 }], { method: false, dueDate: '2031-06-30' })
}

async function panel(orderId: number) {
  const response = await admin.get(`/api/order-payments/${orderId}`)
  expect(response.statusCode).toBe(200)
  return response.json<{
    payments: { id: number; amount: number; status: boolean; method: boolean; note: string; gateway: string }[]
    due: number
  }>()
}

describe('payments panel', () => {
  it('shows the pending payment of a Due purchase and what is due', async () => {
    const order = await duePurchase()
    const { payments, due } = await panel(order)
    expect(due).toBe(100)
    expect(payments).toEqual([
      expect.objectContaining({ amount: 100, status: false, method: false, type: 'debit', dueDate: '2031-06-30' }),
    ])
  })

  it('takes a part payment, settling the pending one by as much, and lowers the due', async () => {
    const order = await duePurchase()
    const response = await admin.post(`/api/make-payment/${order}`, {
      amount: 40,
      gateway: 'card',
      note: 'first half',
      status: true,
      method: true,
      order_id: order,
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().message).toBe('Payment has been saved.')
    const { payments, due } = await panel(order)
    expect(due).toBe(60)
    expect(payments.map((payment) => [payment.amount, payment.status])).toEqual([
      [60, false],
      [40, true],
    ])
    // Paying the rest replaces the pending payment: nothing is left owed twice.
    await admin.post(`/api/make-payment/${order}`, { amount: 60, gateway: 'cash', status: true })
    const settled = await panel(order)
    expect(settled.due).toBe(0)
    expect(settled.payments.map((payment) => [payment.amount, payment.status])).toEqual([
      [40, true],
      [60, true],
    ])
  })

  it('refuses a payment that would make the paid total exceed the order total', async () => {
    const order = await duePurchase()
    const tooMuch = await admin.post(`/api/make-payment/${order}`, { amount: 100.01, gateway: 'cash', status: true })
    expect(tooMuch.statusCode).toBe(422)
    expect(tooMuch.json().errors.amount).toEqual(['The Amount may not be greater than what is left to pay (100.00).'])
    await admin.post(`/api/make-payment/${order}`, { amount: 100, gateway: 'cash', status: true })
    const nothingDue = await admin.post(`/api/make-payment/${order}`, { amount: 1, gateway: 'cash', status: true })
    expect(nothingDue.statusCode).toBe(409)
    expect(nothingDue.json().message).toBe('Nothing is due on this order.')
    expect((await panel(order)).due).toBe(0)
  })

  it('validates amount, gateway and note under their fields', async () => {
    const order = await duePurchase()
    const response = await admin.post(`/api/make-payment/${order}`, {
      amount: 0,
      gateway: 'bitcoin',
      note: 'x'.repeat(501),
    })
    expectFieldErrors(response, {
      amount: ['The Amount must be greater than 0.'],
      gateway: ['The selected Gateway is invalid.'],
      note: ['The Note may not be greater than 500 characters.'],
    })
  })

  it('edits a payment (marking the pending one paid) but not beyond the total', async () => {
    const order = await duePurchase()
    const pending = (await panel(order)).payments[0]!
    const tooMuch = await admin.patch(`/api/payment/${pending.id}`, {
      amount: 150,
      gateway: 'cash',
      status: true,
      method: true,
      note: '',
    })
    expect(tooMuch.statusCode).toBe(422)
    expect(tooMuch.json().errors.amount).toEqual(['The Amount may not be greater than what is left to pay (100.00).'])
    const paid = await admin.patch(`/api/payment/${pending.id}`, {
      amount: 100,
      gateway: 'cheque',
      status: true,
      method: true,
      note: 'cheque 42',
    })
    expect(paid.statusCode).toBe(200)
    expect(paid.json().message).toBe('Payment has been updated.')
    const detail = (await admin.get(`/api/payment/${pending.id}`)).json().payment
    expect(detail).toMatchObject({ status: true, gateway: 'cheque', note: 'cheque 42', amount: 100, dueDate: null })
    expect(detail.order).toMatchObject({ id: order, kind: 'purchasing', totalAmount: 100 })
    expect((await panel(order)).due).toBe(0)
  })

  it('lets the note of a payment on a refunded sale be corrected, but charges nothing more than the sale keeps', async () => {
    // 2 x 10.00 paid in cash, then 1 refunded: the sale keeps 10.00 and its payment shows 20.00 received.
    const product = await posProduct(admin, await addProduct(test, { qty: 5, price: 1000 }))
    const sale = await sell(admin, [{ product, qty: 2 }])
    const info = await confirmSale(admin, sale.key)
    expect(
      (await admin.post('/api/sale-return', refundBody(info, [{ id: info.items[0]!.id, qty: 1 }]))).statusCode,
    ).toBe(201)
    const received = (await panel(sale.id)).payments[0]!
    const body = { amount: 20, gateway: 'card', status: true, method: true, note: 'paid by card' }
    expect((await admin.patch(`/api/payment/${received.id}`, body)).statusCode).toBe(200)
    expect((await panel(sale.id)).payments[0]).toMatchObject({ note: 'paid by card', amount: 20 })
    const more = await admin.patch(`/api/payment/${received.id}`, { ...body, amount: 25 })
    expect(more.statusCode).toBe(422)
    expect((await panel(sale.id)).due).toBe(0)
  })

  it('removes a payment and what it paid becomes due again', async () => {
    const order = await duePurchase()
    const made = await admin.post(`/api/make-payment/${order}`, { amount: 100, gateway: 'cash', status: true })
    const removed = await admin.delete(`/api/payment/${made.json().id}`)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().message).toBe('Payment has been removed.')
    expect((await panel(order)).due).toBe(100)
    expect((await admin.get(`/api/payment/${made.json().id}`)).statusCode).toBe(404)
  })

  it('lists payments paged, newest first, searchable by transaction number', async () => {
    const order = await duePurchase(55)
    const key = (await admin.get(`/api/order/${order}`)).json().order.key
    const page = (await admin.get(`/api/payment?search=${key}`)).json()
    expect(page.total).toBe(1)
    expect(page.items[0]).toMatchObject({ amount: 55, order: { id: order, key, kind: 'purchasing' } })
    const paged = (await admin.get('/api/payment?itemsPerPage=1')).json()
    expect(paged.items).toHaveLength(1)
    expect(paged.total).toBeGreaterThan(1)
  })

  it('is gated: paymentList for the list, paymentDetails for a payment and for making one', async () => {
    const order = await duePurchase()
    await createStaff(test, { email: 'reader@example.com', flags: ['purchaseDetails'] })
    const reader = new TestClient(test.app)
    await reader.login('reader@example.com', 'password123')
    expect((await reader.get(`/api/order-payments/${order}`)).statusCode).toBe(200)
    expect((await reader.post(`/api/make-payment/${order}`, { amount: 1, gateway: 'cash' })).statusCode).toBe(403)
    expect((await reader.get('/api/payment')).statusCode).toBe(403)
    await createStaff(test, { email: 'cashier@example.com', flags: ['saleDetails'] })
    const cashier = new TestClient(test.app)
    await cashier.login('cashier@example.com', 'password123')
    expect((await cashier.get(`/api/order-payments/${order}`)).statusCode).toBe(403)
    expect((await admin.get('/api/order-payments/999999')).statusCode).toBe(404)
  })
})

describe('the audit log', () => {
  it('a payment made writes one payment event with its amount, status, method, gateway and note', async () => {
    const order = await duePurchase()
    const response = await admin.post(`/api/make-payment/${order}`, {
      amount: 40,
      gateway: 'card',
      note: 'first half',
      status: true,
      method: true,
    })
    expect(response.statusCode, response.body).toBe(201)
    const events = await auditEventsOf(test, response)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ entity: 'payment', entity_id: String(response.json().id), action: 'made' })
    expect(events[0]?.changes).toEqual({
      order_id: { after: order },
      amount: { after: 40 },
      status: { after: true },
      method: { after: true },
      gateway: { after: 'card' },
      note: { after: 'first half' },
    })
  })

  it('an edit shows the old and the new amount (and only what changed); a refused edit writes nothing', async () => {
    const order = await duePurchase()
    const made = await admin.post(`/api/make-payment/${order}`, {
      amount: 40,
      gateway: 'cash',
      status: true,
      method: true,
    })
    const id = made.json().id as number
    const refused = await admin.patch(`/api/payment/${id}`, {
      amount: 140,
      gateway: 'cash',
      status: true,
      method: true,
    })
    expect(refused.statusCode).toBe(422)
    expect(await auditEventsOf(test, refused)).toEqual([])

    const edited = await admin.patch(`/api/payment/${id}`, {
      amount: 55.5,
      gateway: 'card',
      status: true,
      method: true,
      note: '',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const events = await auditEventsOf(test, edited)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ entity: 'payment', entity_id: String(id), action: 'updated' })
    expect(events[0]?.changes).toEqual({
      amount: { before: 40, after: 55.5 },
      gateway: { before: 'cash', after: 'card' },
    })
  })

  it('a removal keeps what the payment was', async () => {
    const order = await duePurchase()
    const made = await admin.post(`/api/make-payment/${order}`, { amount: 100, gateway: 'cash', status: true })
    const removed = await admin.delete(`/api/payment/${made.json().id}`)
    expect(removed.statusCode).toBe(200)
    const [event] = await auditEventsOf(test, removed)
    expect(event).toMatchObject({ entity: 'payment', entity_id: String(made.json().id), action: 'removed' })
    expect(event?.changes).toMatchObject({
      amount: { before: 100 },
      status: { before: true },
      gateway: { before: 'cash' },
    })
  })
})
