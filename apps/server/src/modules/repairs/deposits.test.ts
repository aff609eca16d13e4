import { describe, expect, it } from 'vitest'
import { TILL_HEADER } from '@counterpart/domain/schemas/tills'
import { adminAppForFile, expectFieldErrors, TEST_DIALECT } from '../../../test/helpers.ts'
import { addCustomer, addProduct } from '../../../test/stock-fixtures.ts'
import { pdfText } from '../../../test/pdf-text.ts'
import { posProduct, sell } from '../../../test/pos-fixtures.ts'
import { addTill, openTill, xReport } from '../../../test/till-fixtures.ts'

/**
 * Issue 31, item 5: a repair's prePaid is money. Each change of it is a deposit payment on the ticket, at
 * the till it was taken at (its cash in the drawer, on the X report), in store credit from the ticket's
 * customer; a cancelled ticket's deposits are refunded and its prePaid goes to 0.
 */
const { test, admin } = await adminAppForFile()

const ticket = {
  name: 'Ama Owusu',
  email: '',
  phone: '+233 20 000 1111',
  address: '',
  issue: 'Battery swells',
  deviceName: 'Galaxy S21',
  imei: '',
  sNumber: '',
  charges: 100,
  taxRate: 0,
  prePaid: 0,
}

function save(method: 'POST' | 'PATCH', url: string, body: Record<string, unknown>, till: number | null = null) {
  return admin.request({
    method,
    url,
    payload: { ...ticket, ...body },
    headers: till === null ? {} : { [TILL_HEADER]: String(till) },
  })
}

async function book(body: Record<string, unknown>, till: number | null = null): Promise<number> {
  const response = await save('POST', '/api/repair', body, till)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ id: number }>().id
}

async function edit(id: number, body: Record<string, unknown>, till: number | null = null) {
  const response = await save('PATCH', `/api/repair/${id}`, body, till)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

interface Deposit {
  type: string
  gateway: string
  amount: number
  session_id: number | null
}

async function page(id: number): Promise<{
  prePaid: number
  due: number
  key: string
  deposits: Deposit[]
  depositHeld: number
}> {
  const response = await admin.get(`/api/repair/${id}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

const depositsOf = async (id: number) =>
  (await page(id)).deposits.map(({ type, gateway, amount, session_id }) => ({ type, gateway, amount, session_id }))

async function credit(customer: number): Promise<number> {
  return (await admin.get(`/api/customers/${customer}/credit`)).json<{ balance: number }>().balance
}

async function cancel(id: number) {
  const statuses = (await admin.get('/api/repair-statuses')).json<{
    items: { id: number; group: string; isDefault: boolean }[]
  }>().items
  const cancelled = statuses.find((status) => status.group === 'cancelled' && status.isDefault)
  if (!cancelled) throw new Error('no cancelled status')
  const moved = await admin.post(`/api/repair/${id}/status`, {
    statusId: cancelled.id,
    comment: 'Customer changed mind',
  })
  expect(moved.statusCode, moved.body).toBe(200)
}

const refund = (id: number, body: Record<string, unknown>, till: number | null = null) =>
  admin.request({
    method: 'POST',
    url: `/api/repairs/${id}/refund-deposit`,
    payload: body,
    headers: till === null ? {} : { [TILL_HEADER]: String(till) },
  })

async function repairReceived(): Promise<number> {
  return (await admin.get('/api/payments-overall')).json<{ repairReceived: number }>().repairReceived
}

describe(`a repair's deposit (${TEST_DIALECT})`, () => {
  it('taken in cash at a till goes into its drawer and on its X report, by method too', async () => {
    const till = await addTill(admin)
    const session = await openTill(admin, till, 100)
    const receivedBefore = await repairReceived()

    const id = await book({ prePaid: 40 }, till)

    expect(await depositsOf(id)).toEqual([{ type: 'credit', gateway: 'cash', amount: 40, session_id: session }])
    const report = await xReport(admin, session)
    expect(report.cashDeposits).toBe(40)
    expect(report.expectedCash).toBe(140)
    expect(report.payments).toContainEqual({ gateway: 'cash', count: 1, total: 40 })
    const csv = await admin.get(`/api/till-sessions/${session}/x-report/csv`)
    expect(csv.body).toMatch(/Cash deposits,,,40(\.00)?\r?\n/)
    // The payments report's "repair received" is the deposit payments.
    expect((await repairReceived()) - receivedBefore).toBe(40)
  })

  it('follows prePaid: raising it takes the difference, lowering it pays the difference back out of the drawer', async () => {
    const till = await addTill(admin)
    const session = await openTill(admin, till, 50)
    const id = await book({ prePaid: 20 }, till)

    expect(await edit(id, { prePaid: 50, prePaidGateway: 'card' }, till)).toEqual({
      message: 'Repair has been updated.',
    })
    await edit(id, { prePaid: 30 }, till)

    expect(await depositsOf(id)).toEqual([
      { type: 'credit', gateway: 'cash', amount: 20, session_id: session },
      { type: 'credit', gateway: 'card', amount: 30, session_id: session },
      { type: 'debit', gateway: 'cash', amount: 20, session_id: session },
    ])
    const detail = await page(id)
    expect([detail.prePaid, detail.due, detail.depositHeld]).toEqual([30, 70, 30])
    const report = await xReport(admin, session)
    // 20 in and 20 out of the drawer in cash; the card's 30 only among the methods.
    expect(report.cashDeposits).toBe(0)
    expect(report.expectedCash).toBe(50)
    expect(report.payments).toContainEqual({ gateway: 'card', count: 1, total: 30 })
    // An edit that keeps the prePaid takes nothing.
    await edit(id, { prePaid: 30, issue: 'Battery swells, back cover lifted' }, till)
    expect(await depositsOf(id)).toHaveLength(3)
  })

  it("paid in store credit takes it from the ticket's customer, and refuses without one", async () => {
    const customer = await addCustomer(admin)
    await admin.post(`/api/customers/${customer}/credit`, { type: 'issued', amount: 60 })

    const id = await book({ prePaid: 45, prePaidGateway: 'credit', customerId: customer })
    expect(await credit(customer)).toBe(15)
    expect(await depositsOf(id)).toEqual([{ type: 'credit', gateway: 'credit', amount: 45, session_id: null }])
    const events = (await admin.get(`/api/customers/${customer}/credit`)).json<{ items: { amount: number }[] }>().items
    expect(events.map((event) => event.amount)).toEqual([60, -45])

    // More than the customer holds: a 409 and nothing written.
    const tooMuch = await save('PATCH', `/api/repair/${id}`, {
      prePaid: 80,
      prePaidGateway: 'credit',
      customerId: customer,
    })
    expect(tooMuch.statusCode).toBe(409)
    expect((await page(id)).prePaid).toBe(45)

    const anonymous = await save('POST', '/api/repair', { prePaid: 10, prePaidGateway: 'credit', customerId: null })
    expectFieldErrors(anonymous, {
      customerId: ['Choose the customer of this repair to pay its deposit with store credit.'],
    })
    expect(await test.services.credit.ledgerViolations()).toEqual([])
  })

  it('holds what prePaid says when two saves raise it at once', async () => {
    const id = await book({ prePaid: 0 })
    const answers = await Promise.all([
      save('PATCH', `/api/repair/${id}`, { prePaid: 30 }),
      save('PATCH', `/api/repair/${id}`, { prePaid: 50 }),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    const detail = await page(id)
    expect(detail.depositHeld).toBe(detail.prePaid)
    expect([30, 50]).toContain(detail.prePaid)
  })

  it('refuses a way of paying it does not know, naming the field', async () => {
    const response = await save('POST', '/api/repair', { prePaid: 10, prePaidGateway: 'bitcoin' })
    expectFieldErrors(response, { prePaidGateway: ['The selected Deposit paid by is invalid.'] })
  })

  it('answers the spec callers as before: no gateway is a cash deposit, the answers unchanged', async () => {
    const created = await save('POST', '/api/repair', { prePaid: 25 })
    expect(created.statusCode).toBe(200)
    expect(created.json()).toEqual({ message: 'Repair has been saved.', id: expect.any(Number) })
    const id = created.json<{ id: number }>().id
    const edited = await save('PATCH', `/api/repair/${id}`, { prePaid: 30 })
    expect(edited.json()).toEqual({ message: 'Repair has been updated.' })
    expect(await depositsOf(id)).toEqual([
      { type: 'credit', gateway: 'cash', amount: 25, session_id: null },
      { type: 'credit', gateway: 'cash', amount: 5, session_id: null },
    ])
  })
})

describe(`refunding a cancelled repair's deposit (${TEST_DIALECT})`, () => {
  it("pays everything held back to the customer's store credit and sets prePaid to 0", async () => {
    const customer = await addCustomer(admin)
    const till = await addTill(admin)
    const session = await openTill(admin, till, 100)
    const id = await book({ prePaid: 30, customerId: customer }, till)
    await edit(id, { prePaid: 50, prePaidGateway: 'card', customerId: customer }, till)

    // Not cancelled: refused, nothing paid back.
    const early = await refund(id, { gateway: 'credit' })
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe(
      'Only the deposit of a cancelled repair is refunded here; change the Paid in advance to pay part back.',
    )

    await cancel(id)
    const refunded = await refund(id, { gateway: 'credit' }, till)
    expect(refunded.statusCode, refunded.body).toBe(200)
    expect(refunded.json()).toEqual({ message: 'The deposit of $50.00 has been refunded.' })

    expect(await credit(customer)).toBe(50)
    const detail = await page(id)
    expect([detail.prePaid, detail.due, detail.depositHeld]).toEqual([0, 100, 0])
    expect(detail.deposits.at(-1)).toMatchObject({ type: 'debit', gateway: 'credit', amount: 50, session_id: session })
    // Store credit moves no drawer: the cash deposit is still in it.
    expect((await xReport(admin, session)).cashDeposits).toBe(30)

    // Nothing is held any more.
    const again = await refund(id, { gateway: 'cash' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('This repair holds no deposit to refund.')

    const audit = (await admin.get(`/api/audit-events?entity=repair&entity_id=${id}`)).json<{
      items: { action: string }[]
    }>().items
    expect(audit.map((event) => event.action)).toContain('deposit refunded')
    expect(await test.services.credit.ledgerViolations()).toEqual([])
  })

  it('pays it back in cash out of the drawer, and refuses store credit without a customer', async () => {
    const till = await addTill(admin)
    const session = await openTill(admin, till, 100)
    const id = await book({ prePaid: 35, customerId: null }, till)
    await cancel(id)

    expectFieldErrors(await refund(id, { gateway: 'credit' }), {
      gateway: ['This repair has no customer to give store credit to: refund the deposit another way.'],
    })
    expectFieldErrors(await refund(id, { gateway: 'voucher' }), { gateway: ['The selected Refund to is invalid.'] })

    expect((await refund(id, { gateway: 'cash' }, till)).statusCode).toBe(200)
    const report = await xReport(admin, session)
    expect(report.cashDeposits).toBe(0)
    expect(report.expectedCash).toBe(100)
  })
})

describe('the tracking page and removal', () => {
  it('shows the deposit paid, how, and the balance left; no deposit, none', async () => {
    const id = await book({ prePaid: 40, prePaidGateway: 'card' })
    const { key } = await page(id)
    const tracked = (await admin.post('/api/track-repair', { key })).json()
    expect(tracked.deposit).toEqual({ paid: 40, methods: ['card'], balance: 60 })
    const none = await page(await book({ prePaid: 0 }))
    expect((await admin.post('/api/track-repair', { key: none.key })).json().deposit).toBeNull()
  })

  it('removes a ticket with its cash deposits (out of the open drawer); one with store credit stays', async () => {
    const till = await addTill(admin)
    const session = await openTill(admin, till, 100)
    const id = await book({ prePaid: 20 }, till)
    expect((await admin.delete(`/api/repair/${id}`)).statusCode).toBe(200)
    expect((await xReport(admin, session)).expectedCash).toBe(100)

    const customer = await addCustomer(admin)
    await admin.post(`/api/customers/${customer}/credit`, { type: 'issued', amount: 10 })
    const kept = await book({ prePaid: 10, prePaidGateway: 'credit', customerId: customer })
    const refused = await admin.delete(`/api/repair/${kept}`)
    expect(refused.statusCode).toBe(409)
    expect((await admin.get(`/api/repair/${kept}`)).statusCode).toBe(200)
  })
})

describe('a sale of an item to be ordered, on account with part paid', () => {
  it('prints what was paid as the deposit and what is left to pay on its PDF invoice', async () => {
    const customer = await addCustomer(admin)
    const product = await posProduct(admin, await addProduct(test, { qty: 5, price: 20000 }))
    const sale = await sell(admin, [{ product }], {
      method: false,
      customer_id: customer,
      enterAmount: 50,
      dueDate: '2030-01-31',
    })
    const invoice = pdfText((await admin.get(`/api/export-sale-invoice/${sale.id}`)).rawPayload)
    expect(invoice).toMatch(/Deposit \(Cash\)\n\$50\.00\nLeft to pay\n\$150\.00/)
    // Paid in full, nothing is a deposit any more.
    const paid = await sell(admin, [{ product }])
    expect(pdfText((await admin.get(`/api/export-sale-invoice/${paid.id}`)).rawPayload)).not.toContain('Deposit')
  })
})
