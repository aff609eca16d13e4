import { describe, expect, it } from 'vitest'
import { adminAppForFile, createStaff, expectFieldErrors, TestClient } from '../../../test/helpers.ts'
import { addCustomer } from '../../../test/stock-fixtures.ts'

/** Store credit (issue 31, item 1): one ledger per customer, its balance the sum of its events, never below 0. */
const { test, admin } = await adminAppForFile()

const enter = (customer: number, body: Record<string, unknown>, client: TestClient = admin) =>
  client.post(`/api/customers/${customer}/credit`, body)

describe("a customer's store credit", () => {
  it('issues, uses and adjusts credit, each an event with the balance after it, oldest first', async () => {
    const customer = await addCustomer(admin)
    expect((await enter(customer, { type: 'issued', amount: 50, note: 'Goodwill' })).json()).toEqual({
      message: 'Store credit has been updated.',
      balance: 50,
    })
    expect((await enter(customer, { type: 'redeemed', amount: 12.5 })).json().balance).toBe(37.5)
    expect((await enter(customer, { type: 'adjusted', amount: 2.5, takeOff: true, note: 'Typo' })).json().balance).toBe(
      35,
    )
    const history = (await admin.get(`/api/customers/${customer}/credit`)).json()
    expect(history.balance).toBe(35)
    expect(history.total).toBe(3)
    expect(
      history.items.map((row: { type: string; amount: number; balance: number }) => [
        row.type,
        row.amount,
        row.balance,
      ]),
    ).toEqual([
      ['issued', 50, 50],
      ['redeemed', -12.5, 37.5],
      ['adjusted', -2.5, 35],
    ])
    expect(history.items[0]).toMatchObject({ note: 'Goodwill', by: 'Administrator', order: null })
    const audit = (await admin.get(`/api/audit-events?entity=customer&entity_id=${customer}`)).json()
    expect(audit.items.map((event: { action: string }) => event.action)).toContain('credit redeemed')
    expect(await test.services.credit.ledgerViolations()).toEqual([])
  })

  it('refuses to take more than is left, naming what is left, and writes nothing', async () => {
    const customer = await addCustomer(admin)
    await enter(customer, { type: 'issued', amount: 20 })
    const refused = await enter(customer, { type: 'redeemed', amount: 20.01 })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('Only $20.00 of store credit is left on this customer.')
    const history = (await admin.get(`/api/customers/${customer}/credit`)).json()
    expect([history.balance, history.total]).toEqual([20, 1])
  })

  it('gives one of two tills taking the last of the credit at once, and the other a 409', async () => {
    const customer = await addCustomer(admin)
    await enter(customer, { type: 'issued', amount: 100 })
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => enter(customer, { type: 'redeemed', amount: 60 })),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409])
    const history = (await admin.get(`/api/customers/${customer}/credit`)).json()
    expect([history.balance, history.total]).toEqual([40, 2])
    expect(await test.services.credit.ledgerViolations()).toEqual([])
  })

  it('holds the ledger for any sequence of entries: the balance is the sum of the events, never below zero', async () => {
    let seed = 20261127
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const customers = [await addCustomer(admin), await addCustomer(admin), await addCustomer(admin)]
    const expected = new Map(customers.map((id) => [id, 0]))
    for (let step = 0; step < 120; step++) {
      const customer = customers[Math.floor(random() * customers.length)]!
      const cents = 1 + Math.floor(random() * 5000)
      const kind = random()
      const type = kind < 0.4 ? 'issued' : kind < 0.8 ? 'redeemed' : 'adjusted'
      const takeOff = type === 'adjusted' && random() < 0.5
      const answer = await enter(customer, { type, amount: cents / 100, takeOff, note: 'step' })
      const before = expected.get(customer)!
      const after = before + (type === 'redeemed' || takeOff ? -cents : cents)
      if (after < 0) {
        expect(answer.statusCode).toBe(409)
      } else {
        expect(answer.statusCode, answer.body).toBe(200)
        expected.set(customer, after)
      }
    }
    for (const customer of customers) {
      expect((await admin.get(`/api/customers/${customer}/credit`)).json().balance).toBe(expected.get(customer)! / 100)
    }
    expect(await test.services.credit.ledgerViolations()).toEqual([])
  })

  it('names the field of bad input, and keeps the entry for holders of the switch', async () => {
    const customer = await addCustomer(admin)
    expectFieldErrors(await enter(customer, { type: 'gift', amount: 0, note: '' }), {
      type: ['The selected Kind is invalid.'],
      amount: ['The Amount must be more than 0.'],
    })
    expectFieldErrors(await enter(customer, { type: 'adjusted', amount: 5, note: ' ' }), {
      note: ['The Note field is required for an adjustment.'],
    })
    expect((await enter(999999, { type: 'issued', amount: 5 })).statusCode).toBe(404)
    const email = `credit-${Date.now()}@example.com`
    await createStaff(test, { email, flags: ['customerDetials'] })
    const clerk = new TestClient(test.app)
    await clerk.login(email, 'password123')
    expect((await clerk.get(`/api/customers/${customer}/credit`)).statusCode).toBe(200)
    expect((await enter(customer, { type: 'issued', amount: 5 }, clerk)).statusCode).toBe(403)
  })
})
