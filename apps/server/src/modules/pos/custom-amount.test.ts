import { describe, expect, it } from 'vitest'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { adminAppForFile, TEST_DIALECT } from '../../../test/helpers.ts'
import { saleBody } from '../../../test/pos-fixtures.ts'
import { addProduct } from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()

async function customAmountProduct(expected: 200 | 201): Promise<PosProduct> {
  const response = await admin.post('/api/custom-amount-product')
  expect(response.statusCode, response.body).toBe(expected)
  return response.json<{ product: PosProduct }>().product
}

describe(`a custom amount at the terminal (${TEST_DIALECT})`, () => {
  it('is a line of the shop’s open-price service, made once, sold at the typed price under its note', async () => {
    const product = await customAmountProduct(201)
    expect(product).toMatchObject({ name: 'Custom amount', sku: 'CUSTOM-AMOUNT', type: 'Service', price: 0 })
    expect((await customAmountProduct(200)).id).toBe(product.id)

    const body = saleBody([
      { product: { ...product, name: 'Gift wrap', price: 4.5 } },
      { product: { ...product, price: 12 }, qty: 2 },
    ])
    const sale = await admin.post('/api/sale', body)
    expect(sale.statusCode, sale.body).toBe(201)
    const order = (await admin.get(`/api/order/${sale.json().id}`)).json<{
      order: { totalAmount: number; items: { name: string; price: number; qty: number }[] }
    }>()
    expect(order.order.items.map(({ name, price, qty }) => ({ name, price, qty }))).toEqual([
      { name: 'Gift wrap', price: 4.5, qty: 1 },
      { name: 'Custom amount', price: 12, qty: 2 },
    ])
    expect(order.order.totalAmount).toBe(28.5)
  })

  it('keeps the catalogue price of every other product: a priced service is not an open price', async () => {
    const service = await addProduct(test, { type: 'Service', price: 2500, qty: 0 })
    const priced = await admin.get('/api/products-for-pos')
    const tile = priced.json<{ products: PosProduct[] }>().products.find((product) => product.id === service)
    if (!tile) throw new Error('the service is not on the terminal')
    const response = await admin.post('/api/sale', saleBody([{ product: { ...tile, price: 1 } }]))
    expect(response.statusCode).toBe(422)
    expect(JSON.stringify(response.json().errors)).toContain('reload the products')
  })
})
