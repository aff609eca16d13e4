import { describe, expect, it } from 'vitest'
import type { CustomerBalanceResponse } from '@counterpart/domain/schemas/payments'
import { adminAppForFile, expectFieldErrors, TEST_DIALECT } from '../../../test/helpers.ts'
import { posProduct, sell } from '../../../test/pos-fixtures.ts'
import { addCustomer, addProduct } from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()

describe(`sales on account (${TEST_DIALECT})`, () => {
  it('suggests a due date 30 days out by default: the POS setting, kept by a save that leaves it out', async () => {
    const { pos } = (await admin.get('/api/settings')).json<{ pos: Record<string, unknown> }>()
    expect(pos.dueDays).toBe(30)
    expect((await admin.post('/api/pull-app-configuration')).json().configs.dueDays).toBe(30)
    expect((await admin.post('/api/setting-pos-update', { ...pos, dueDays: 14 })).statusCode).toBe(200)
    const { dueDays: _days, ...withoutDays } = pos
    expect((await admin.post('/api/setting-pos-update', withoutDays)).statusCode).toBe(200)
    expect((await admin.get('/api/settings')).json().pos.dueDays).toBe(14)
    expectFieldErrors(await admin.post('/api/setting-pos-update', { ...pos, dueDays: -1 }), {
      dueDays: ['The Days until payment is due on account must be between 0 and 3650.'],
    })
  })

  it('shows what a customer owes on each sale and in all, and a payment taken at the till lowers it', async () => {
    const customer = await addCustomer(admin)
    const product = await posProduct(admin, await addProduct(test, { qty: 10, price: 10000 }))
    const first = await sell(admin, [{ product }], {
      method: false,
      customer_id: customer,
      enterAmount: 20,
      dueDate: '2030-01-31',
    })
    const second = await sell(admin, [{ product, qty: 2 }], {
      method: false,
      customer_id: customer,
      enterAmount: 0,
      dueDate: '2030-01-15',
    })
    // Paid in full: nothing owed on it.
    await sell(admin, [{ product }], { customer_id: customer })

    const balance = async () => {
      const response = await admin.get(`/api/customer-balance/${customer}`)
      expect(response.statusCode, response.body).toBe(200)
      return response.json<CustomerBalanceResponse>()
    }
    const owed = await balance()
    expect(owed.balance).toBe(280)
    expect(owed.sales.map(({ id, due, dueDate }) => ({ id, due, dueDate }))).toEqual([
      { id: second.id, due: 200, dueDate: '2030-01-15' },
      { id: first.id, due: 80, dueDate: '2030-01-31' },
    ])

    const paid = await admin.post(`/api/make-payment/${second.id}`, {
      amount: 50,
      gateway: 'cash',
      note: '',
      status: true,
    })
    expect(paid.statusCode, paid.body).toBe(201)
    expect((await balance()).balance).toBe(230)
    expect((await admin.get(`/api/customer-balance/${await addCustomer(admin)}`)).json()).toEqual({
      balance: 0,
      sales: [],
    })
  })
})
