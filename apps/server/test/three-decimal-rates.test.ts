import { beforeAll, describe, expect, it } from 'vitest'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { adminAppForFile, TEST_DIALECT } from './helpers.ts'
import { posProduct, saleBody } from './pos-fixtures.ts'
import { addProduct, addSupplier, purchaseBody } from './stock-fixtures.ts'

/**
 * New York City's 8.875 % on every document that takes a tax rate (issue 28, item 5), on both databases:
 * the rate is stored as typed (double precision / real) and every amount is the hand-worked cent, the
 * tax rounded once, half away from zero.
 */
const { test, admin } = await adminAppForFile()
let product: PosProduct
let productId = 0
let supplier = 0

beforeAll(async () => {
  supplier = await addSupplier(admin, { firstName: 'Nora', lastName: 'York' })
  productId = await addProduct(test, {
    name: 'Lightning cable',
    price: 1200,
    cost: 500,
    qty: 50,
    suppliers: [supplier],
  })
  product = await posProduct(admin, productId)
})

async function order(id: number) {
  const response = await admin.get(`/api/order/${id}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().order
}

describe(`8.875 % to the cent (${TEST_DIALECT})`, () => {
  it('a sale of $12.00: $1.065 of tax is $1.07, the customer pays $13.07', async () => {
    const body = saleBody([{ product }], { taxRate: 8.875 })
    expect(body).toMatchObject({ subTotal: 12, taxAmount: 1.07, totalAmount: 13.07 })
    const response = await admin.post('/api/sale', body)
    expect(response.statusCode, response.body).toBe(201)
    const sale = await order(response.json().id)
    expect(sale).toMatchObject({ taxRate: 8.875, taxAmount: 1.07, totalAmount: 13.07 })
  })

  it('refuses a sale whose tax was worked out on the rate cut to two decimals', async () => {
    // 10 x $12.00 = $120.00: $10.65 at 8.875 %, but $10.656, $10.66, at 8.88 %.
    const body = saleBody([{ product, qty: 10 }], { taxRate: 8.875 })
    expect(body).toMatchObject({ taxAmount: 10.65, totalAmount: 130.65 })
    const response = await admin.post('/api/sale', {
      ...body,
      taxAmount: 10.66,
      totalAmount: 130.66,
      enterAmount: 130.66,
    })
    expect(response.statusCode, response.body).toBe(422)
    expect(Object.keys(response.json().errors)).toContain('taxAmount')
  })

  it('a purchase of 7 x $12.34: $7.666225 of tax is $7.67, $94.05 payable', async () => {
    const body = purchaseBody(supplier, [{ product_id: productId, cost: 12.34, qty: 7 }], { taxRate: 8.875 })
    const response = await admin.post('/api/purchase', body)
    expect(response.statusCode, response.body).toBe(201)
    const purchase = await order(response.json().id)
    expect(purchase).toMatchObject({ taxRate: 8.875, subTotal: 86.38, taxAmount: 7.67, totalAmount: 94.05 })
  })

  it('a bill of 2 x $12.49 + $7.99 and $15.00 charges: $4.2573375 of tax is $4.26, $52.23 in all', async () => {
    const response = await admin.post('/api/bill', {
      name: 'Walk-in',
      date: '2026-11-20',
      time: '10:15',
      charges: 15,
      taxRate: 8.875,
      items: [
        { name: 'Screen protector', qty: 2, price: 12.49 },
        { name: 'Case', qty: 1, price: 7.99 },
      ],
      totalAmount: 52.23,
    })
    expect(response.statusCode, response.body).toBe(200)
    const bill = (await admin.get(`/api/bill/${response.json().id}`)).json()
    expect(bill).toMatchObject({ taxRate: 8.875, subTotal: 47.97, taxAmount: 4.26, totalAmount: 52.23 })
  })

  it('a bill of $12.00 charges alone: half a cent of tax rounds up, $13.07', async () => {
    const response = await admin.post('/api/bill', {
      name: 'Labour',
      date: '2026-11-20',
      time: '10:30',
      charges: 12,
      taxRate: 8.875,
      items: [],
      totalAmount: 13.07,
    })
    expect(response.statusCode, response.body).toBe(200)
    const bill = (await admin.get(`/api/bill/${response.json().id}`)).json()
    expect(bill).toMatchObject({ taxAmount: 1.07, totalAmount: 13.07 })
  })

  it('a repair of $149.99 with $50.00 paid ahead: $13.31 tax, $163.30, $113.30 due', async () => {
    const response = await admin.post('/api/repair', {
      name: 'Ana Ruiz',
      phone: '+1 212 555 0199',
      issue: 'Battery swells',
      deviceName: 'Pixel 7',
      charges: 149.99,
      taxRate: 8.875,
      prePaid: 50,
      totalAmount: 163.3,
      due: 113.3,
    })
    expect(response.statusCode, response.body).toBe(200)
    const repair = (await admin.get(`/api/repair/${response.json().id}`)).json()
    expect(repair).toMatchObject({ taxRate: 8.875, taxAmount: 13.31, totalAmount: 163.3, due: 113.3 })
  })

  it('refuses a fourth decimal, naming the field', async () => {
    const response = await admin.post('/api/bill', {
      name: 'Labour',
      date: '2026-11-20',
      time: '10:45',
      charges: 12,
      taxRate: 8.8755,
      items: [],
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ taxRate: ['The Tax rate may have at most 3 decimals.'] })
  })
})
