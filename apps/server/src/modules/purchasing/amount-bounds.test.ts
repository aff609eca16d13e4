import { beforeAll, describe, expect, it } from 'vitest'
import { adminAppForFile, countRows } from '../../../test/helpers.ts'
import { addProduct, addSupplier, purchaseBody } from '../../../test/stock-fixtures.ts'

/**
 * Issue 14 §5: amounts far outside what a till can hold (1e300) used to reach the cents conversion and
 * answer 500. Every money field is bounded before it is converted: a 422 that names the field.
 */
const { test, admin } = await adminAppForFile()
let body: ReturnType<typeof purchaseBody>

beforeAll(async () => {
  const supplier = await addSupplier(admin)
  const product = await addProduct(test, { cost: 1250, suppliers: [supplier] })
  body = purchaseBody(supplier, [{ product_id: product, cost: 12.5, qty: 2 }])
})

const HUGE: [unknown, string][] = [
  [1e300, 'may not be greater than 99999999.99'],
  [-1e300, 'must be at least 0'],
  ['1e300', 'may not be greater than 99999999.99'],
  ['Infinity', 'must be a number'],
  ['-Infinity', 'must be a number'],
  ['1e400', 'must be a number'],
  ['NaN', 'must be a number'],
]

describe('POST /api/purchase with out-of-range amounts', () => {
  // Each named by the label the Buy form's totals panel and header give it.
  const LABELS = {
    totalAmount: 'Total payable',
    taxAmount: 'Tax',
    subTotal: 'Sub total',
    shippingAmount: 'Shipping Amount',
  } as const
  for (const field of ['totalAmount', 'taxAmount', 'subTotal', 'shippingAmount'] as const) {
    for (const [value, text] of HUGE) {
      it(`answers 422 under ${field} for ${String(value)}`, async () => {
        const response = await admin.post('/api/purchase', { ...body, [field]: value })
        expect(response.statusCode, response.body).toBe(422)
        expect(response.json().errors[field]).toEqual([`The ${LABELS[field]} ${text}.`])
      })
    }
  }

  it('answers 422 for a line cost of 1e300 and for a JSON number that overflows to Infinity', async () => {
    const line = await admin.post('/api/purchase', { ...body, items: [{ ...body.items[0], cost: 1e300 }] })
    expect(line.statusCode).toBe(422)
    expect(line.json().errors['items.0.cost']).toEqual(['The Unit Cost may not be greater than 99999999.99.'])
    const raw = JSON.stringify({ ...body, totalAmount: 0 }).replace('"totalAmount":0', '"totalAmount":1e999')
    const overflow = await admin.request({
      method: 'POST',
      url: '/api/purchase',
      payload: raw,
      headers: { 'content-type': 'application/json' },
    })
    expect(overflow.statusCode).toBe(422)
    expect(Object.keys(overflow.json().errors)).toEqual(['totalAmount'])
  })

  it('stores nothing for a refused amount and still accepts the honest purchase', async () => {
    const before = await countRows(test, 'orders')
    expect((await admin.post('/api/purchase', { ...body, totalAmount: 1e300 })).statusCode).toBe(422)
    expect(await countRows(test, 'orders')).toBe(before)
    expect((await admin.post('/api/purchase', body)).statusCode).toBe(201)
    expect(await countRows(test, 'orders')).toBe(before + 1)
  })
})
