import fc from 'fast-check'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { fromCents, toCents } from '@counterpart/domain/money'
import { adminAppForFile } from '../../../test/helpers.ts'
import { confirmSale, posProduct, refundBody, sell } from '../../../test/pos-fixtures.ts'
import { addCustomer, addProduct, addSupplier, buy } from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()

interface PanelPayment {
  id: number
  amount: number
  status: boolean
}

async function panel(orderId: number) {
  const response = await admin.get(`/api/order-payments/${orderId}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ payments: PanelPayment[]; due: number }>()
}

const cents = (payments: PanelPayment[], paid: boolean) =>
  payments.filter((payment) => payment.status === paid).reduce((sum, payment) => sum + toCents(payment.amount), 0)

function edit(id: number, amount: number, paid: boolean, gateway = 'cheque') {
  return admin.patch(`/api/payment/${id}`, { amount, gateway, status: paid, method: paid, note: '' })
}

/** A purchase of one product at `cost` on credit (Due, payable by 2031-06-30), nothing paid yet. */
async function duePurchase(cost: number) {
  const supplier = await addSupplier(admin)
  const product = await addProduct(test, { suppliers: [supplier] })
  const order = await buy(admin, supplier, [{ product_id: product, cost, qty: 1 }], {
    method: false,
    dueDate: '2031-06-30',
  })
  return { supplier, order }
}

describe('editing and removing a payment keeps the order balanced', () => {
  it('re-balances the pending line of a 200.00 Due purchase as its cheque payment is edited', async () => {
    const { supplier, order } = await duePurchase(200)
    const made = await admin.post(`/api/make-payment/${order}`, { amount: 120, gateway: 'cheque', status: true })
    expect(made.statusCode, made.body).toBe(201)
    const cheque = made.json().id as number
    const pendingLine = (await panel(order)).payments.find((payment) => !payment.status)!
    expect(pendingLine.amount).toBe(80)

    // Raising the cheque takes the difference off what is pending.
    expect((await edit(cheque, 130, true)).statusCode).toBe(200)
    let after = await panel(order)
    expect(after.due).toBe(70)
    expect(after.payments.map((payment) => [payment.amount, payment.status])).toEqual([
      [70, false],
      [130, true],
    ])

    // Lowering it puts the difference back on the pending line: Due and pending say the same.
    expect((await edit(cheque, 100, true)).statusCode).toBe(200)
    after = await panel(order)
    expect(after.due).toBe(100)
    expect(after.payments.find((payment) => payment.id === pendingLine.id)).toMatchObject({ amount: 100 })
    const bill = (await admin.post('/api/pending-bill', { type: 'Suppliers', supplier_id: supplier })).json()
    expect(bill.unPaidAmount).toBe(100)

    // The limit is what the other payments leave, and the message says it.
    const tooMuch = await edit(cheque, 200.01, true)
    expect(tooMuch.statusCode).toBe(422)
    expect(tooMuch.json().errors.amount).toEqual(['The Amount may not be greater than what is left to pay (200.00).'])
    const second = await admin.post(`/api/make-payment/${order}`, { amount: 50, gateway: 'cash', status: true })
    expect(second.statusCode).toBe(201)
    const overOthers = await edit(cheque, 160, true)
    expect(overOthers.json().errors.amount).toEqual([
      'The Amount may not be greater than what is left to pay (150.00).',
    ])
    expect((await panel(order)).due).toBe(50)

    // The pending line is what is still owed: it cannot be removed, only paid.
    const removePending = await admin.delete(`/api/payment/${pendingLine.id}`)
    expect(removePending.statusCode).toBe(409)
    expect(removePending.json().message).toBe(
      'This pending payment is what is still owed on the order: mark it paid instead of removing it.',
    )
    // Removing the cheque makes what it paid pending again.
    expect((await admin.delete(`/api/payment/${cheque}`)).statusCode).toBe(200)
    after = await panel(order)
    expect(after.due).toBe(150)
    expect(cents(after.payments, false)).toBe(15000)
    expect(cents(after.payments, true)).toBe(5000)
  })

  it('marks part of a pending payment paid and keeps the rest pending', async () => {
    const { order } = await duePurchase(90)
    const pending = (await panel(order)).payments[0]!
    expect((await edit(pending.id, 30, true)).statusCode).toBe(200)
    const after = await panel(order)
    expect(after.due).toBe(60)
    expect(after.payments.map((payment) => [payment.amount, payment.status])).toEqual([
      [30, true],
      [60, false],
    ])
  })
})

/**
 * Random adds, edits and removals of payments on a sale on credit, its refund and a Due purchase. After
 * every step each order's payments add up (paid + pending = what it settles, or paid when more was
 * paid), the Due on its panel is what is pending, and the Payments report and Pending bills agree.
 */
describe('books balance after any sequence of payment changes', () => {
  type Target = 'sale' | 'refund' | 'purchase'
  type Step =
    | { op: 'add'; target: Target; paid: boolean; share: number }
    | { op: 'edit'; target: Target; pick: number; paid: boolean; share: number }
    | { op: 'remove'; target: Target; pick: number }

  const target = fc.constantFrom<Target>('sale', 'refund', 'purchase')
  // Shares in per mille of the order's total: up to 120% so refusals are exercised too.
  const share = fc.integer({ min: 1, max: 1200 })
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ op: fc.constant('add' as const), target, paid: fc.boolean(), share }),
    fc.record({ op: fc.constant('edit' as const), target, pick: fc.nat(), paid: fc.boolean(), share }),
    fc.record({ op: fc.constant('remove' as const), target, pick: fc.nat() }),
  )

  const customers = new Map<number, number[]>()
  const suppliers = new Map<number, number[]>()

  async function payable(orderId: number): Promise<number> {
    const row = await test.database.db
      .selectFrom('orders')
      .select(['totalAmount', 'cancelledDue'])
      .select(
        sql<number>`(select coalesce(sum(refunds.${sql.id('totalAmount')}), 0) from orders as refunds where refunds.parent_id = orders.id and refunds.refunding = 1)`.as(
          'refunded',
        ),
      )
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    return Math.max(0, Number(row.totalAmount) - Number(row.refunded ?? 0) - Number(row.cancelledDue))
  }

  async function expectBalanced(): Promise<void> {
    let dueEverywhere = 0
    const dueOf = new Map<number, number>()
    // Every live order of the shop: the Payments report sums them all.
    const live = await test.database.db.selectFrom('orders').select('id').where('deleted_at', 'is', null).execute()
    for (const { id: orderId } of live) {
      const { payments, due } = await panel(orderId)
      const paid = cents(payments, true)
      const pending = cents(payments, false)
      const settles = await payable(orderId)
      expect(paid + pending, `order ${orderId} adds up`).toBe(Math.max(settles, paid))
      expect(toCents(due), `order ${orderId} due is what is pending`).toBe(pending)
      dueEverywhere += pending
      dueOf.set(orderId, pending)
    }
    const overall = (await admin.get('/api/payments-overall')).json()
    expect(toCents(overall.pendingAmount)).toBe(dueEverywhere)
    for (const [customer, sales] of customers) {
      const bill = (await admin.post('/api/pending-bill', { type: 'Customers', customer_id: customer })).json()
      expect(toCents(bill.unPaidAmount)).toBe(sales.reduce((sum, id) => sum + (dueOf.get(id) ?? 0), 0))
    }
    for (const [supplier, purchases] of suppliers) {
      const bill = (await admin.post('/api/pending-bill', { type: 'Suppliers', supplier_id: supplier })).json()
      expect(toCents(bill.unPaidAmount)).toBe(purchases.reduce((sum, id) => sum + (dueOf.get(id) ?? 0), 0))
    }
  }

  async function scene(): Promise<Record<Target, number>> {
    const customer = await addCustomer(admin)
    const supplier = await addSupplier(admin)
    const product = await addProduct(test, { suppliers: [supplier], qty: 100, price: 5000 })
    // A sale of 3 x 50.00 on credit, 40.00 handed over; one unit refunded (it cancels part of the debt).
    const sale = await sell(admin, [{ product: await posProduct(admin, product), qty: 3 }], {
      method: false,
      customer_id: customer,
      enterAmount: 40,
      dueDate: '2031-01-31',
    })
    const info = await confirmSale(admin, sale.key)
    const refund = await admin.post('/api/sale-return', refundBody(info, [{ id: info.items[0]!.id, qty: 1 }]))
    expect(refund.statusCode, refund.body).toBe(201)
    const purchase = await buy(admin, supplier, [{ product_id: product, cost: 33.33, qty: 3 }], {
      method: false,
      dueDate: '2031-06-30',
    })
    const refundId = refund.json().id as number
    customers.set(customer, [sale.id])
    suppliers.set(supplier, [purchase])
    return { sale: sale.id, refund: refundId, purchase }
  }

  it('keeps every order, the Payments report and Pending bills in agreement', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const ids = await scene()
        await expectBalanced()
        for (const change of steps) {
          const orderId = ids[change.target]
          const base = Math.max(100, await payable(orderId))
          const amount = fromCents(Math.max(1, Math.round((base * ('share' in change ? change.share : 0)) / 1000)))
          let status: number
          if (change.op === 'add') {
            const body = { amount, gateway: 'cash', status: change.paid, method: change.paid }
            status = (await admin.post(`/api/make-payment/${orderId}`, body)).statusCode
          } else {
            const { payments } = await panel(orderId)
            if (payments.length === 0) continue
            const payment = payments[change.pick % payments.length]!
            status =
              change.op === 'edit'
                ? (await edit(payment.id, amount, change.paid)).statusCode
                : (await admin.delete(`/api/payment/${payment.id}`)).statusCode
          }
          expect([200, 201, 409, 422], `${JSON.stringify(change)} answered ${status}`).toContain(status)
          await expectBalanced()
        }
      }),
      { numRuns: 12, seed: 16, endOnFailure: true },
    )
  }, 120_000)
})
