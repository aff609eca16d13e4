import { describe, expect, it } from 'vitest'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { adminAppForFile } from '../../../test/helpers.ts'
import { addProduct, addSupplier, addWarehouse, buy, expectBooksBalance } from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()

async function tile(productId: number): Promise<PosProduct> {
  const response = await admin.get('/api/products-for-pos')
  expect(response.statusCode, response.body).toBe(200)
  const found = (response.json().products as PosProduct[]).find((product) => product.id === productId)
  if (!found) throw new Error(`product ${productId} has no tile`)
  return found
}

function receiveInto(purchaseId: number, product: number, warehouse: number, sellFrom?: boolean) {
  return admin.post('/api/stock', {
    purchaseId,
    items: [{ product, warehouse, price: 25, rackNumber: 'B-1', ...(sellFrom === undefined ? {} : { sellFrom }) }],
  })
}

describe('goods received elsewhere than where the product sells from', () => {
  it('tells the Stock update page where each product sells from, and the tile counts the stock elsewhere', async () => {
    const supplier = await addSupplier(admin)
    const backRoom = await addWarehouse(admin, { name: 'Back Room' })
    const charger = await addProduct(test, { name: 'Charger', suppliers: [supplier], warehouseSaleFrom: 1 })
    const purchase = await buy(admin, supplier, [{ product_id: charger, cost: 10, qty: 10 }])
    const main = (await admin.get('/api/warehouse/1')).json()
    const mainName = (main.warehouse ?? main).name as string

    const info = await admin.get(`/api/purchase-stock-products/${purchase}`)
    expect(info.statusCode, info.body).toBe(200)
    expect(info.json().products).toEqual([
      // Never stocked: the product's own price (20.00 by default), no warehouse row yet.
      {
        product_id: charger,
        name: 'Charger',
        warehouseSaleFrom: 1,
        saleWarehouse: mainName,
        price: 20,
        stockPrices: [],
      },
    ])

    expect((await receiveInto(purchase, charger, backRoom)).statusCode).toBe(200)
    // The terminal still sells from Main, where there is nothing: the tile says where the ten are.
    expect(await tile(charger)).toMatchObject({ qty: 0, stockElsewhere: 10 })
    await expectBooksBalance(test)
  })

  it('switches the product to the warehouse the goods went into when the receipt asks for it', async () => {
    const supplier = await addSupplier(admin)
    const backRoom = await addWarehouse(admin, { name: 'Back Room 2' })
    const charger = await addProduct(test, { name: 'Fast charger', suppliers: [supplier], warehouseSaleFrom: 1 })
    const purchase = await buy(admin, supplier, [{ product_id: charger, cost: 10, qty: 10 }])
    expect((await receiveInto(purchase, charger, backRoom, true)).statusCode).toBe(200)
    expect((await admin.get(`/api/product/${charger}`)).json().product.warehouseSaleFrom).toBe(backRoom)
    expect(await tile(charger)).toMatchObject({ qty: 10, stockElsewhere: 0 })
  })

  it('is gated by purchaseCreate and answers 404 for an order that is not a purchase', async () => {
    expect((await admin.get('/api/purchase-stock-products/999999')).statusCode).toBe(404)
    const anonymous = await test.app.inject({ method: 'GET', url: '/api/purchase-stock-products/1' })
    expect(anonymous.statusCode).toBe(401)
  })
})
