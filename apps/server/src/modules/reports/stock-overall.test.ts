import { describe, expect, it } from 'vitest'
import { adminAppForFile } from '../../../test/helpers.ts'
import { confirmSale, posProduct, refundBody, sell } from '../../../test/pos-fixtures.ts'
import { addProduct, addSupplier, addWarehouse, buy, receive } from '../../../test/stock-fixtures.ts'

/** Its own shop, so the stock figures are only those made here. */
const { test, admin } = await adminAppForFile()

describe('GET /api/stock-overall', () => {
  it('answers zeros for a shop without stock', async () => {
    const response = await admin.get('/api/stock-overall')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      costAmount: 0,
      worthAmount: 0,
      salesAmount: 0,
      sold: 0,
      quantity: 0,
      soldStock: 0,
      unSoldStock: 0,
    })
    const byWarehouse = await admin.get('/api/stock-overall/warehouses')
    expect(byWarehouse.statusCode).toBe(200)
    // The main warehouse of a new shop, with nothing in it yet.
    expect(byWarehouse.json()).toEqual({
      warehouses: [{ id: 1, name: 'Main warehouse', quantity: 0, costAmount: 0, worthAmount: 0 }],
    })
  })

  it('values the stock on hand at cost and at price, and what was sold net of returns', async () => {
    const supplier = await addSupplier(admin)
    const backRoom = await addWarehouse(admin)
    const echo = await addProduct(test, { name: 'Echo earbuds', cost: 400, price: 900, suppliers: [supplier] })
    const foxtrot = await addProduct(test, { name: 'Foxtrot film', cost: 700, price: 1100, suppliers: [supplier] })
    const purchase = await buy(admin, supplier, [
      { product_id: echo, cost: 4, qty: 5 },
      { product_id: foxtrot, cost: 7, qty: 2 },
    ])
    await receive(admin, purchase, [
      { product: echo, warehouse: 1, price: 10 },
      { product: foxtrot, warehouse: 1, price: 12 },
    ])
    const spare = await buy(admin, supplier, [{ product_id: echo, cost: 4, qty: 1 }])
    await receive(admin, spare, [{ product: echo, warehouse: backRoom, price: 10 }])

    // Sold from the main warehouse at the stock's prices: 3 Echo at 10.00, both Foxtrot at 12.00; one Echo comes back.
    const sale = await sell(admin, [
      { product: await posProduct(admin, echo), qty: 3 },
      { product: await posProduct(admin, foxtrot), qty: 2 },
    ])
    const info = await confirmSale(admin, sale.key)
    const echoLine = info.items.find((item) => item.product_id === echo)!
    expect((await admin.post('/api/sale-return', refundBody(info, [{ id: echoLine.id, qty: 1 }]))).statusCode).toBe(201)

    const response = await admin.get('/api/stock-overall')
    expect(response.statusCode).toBe(200)
    // Echo main: 5 - 3 + 1 = 3 on hand, 2 sold net; Echo back room: 1 on hand; Foxtrot: 0 on hand (sold out), 2 sold.
    expect(response.json()).toEqual({
      costAmount: 16, // (3 + 1) x 4.00
      worthAmount: 40, // (3 + 1) x 10.00
      salesAmount: 44, // 2 x 10.00 + 2 x 12.00
      sold: 4,
      quantity: 4,
      soldStock: 1,
      unSoldStock: 2,
    })

    // GET /stock-overall/warehouses: the same stock on hand, warehouse by warehouse, the most valuable first.
    const emptyRoom = await addWarehouse(admin, { name: 'Empty room' })
    const byWarehouse = await admin.get('/api/stock-overall/warehouses')
    expect(byWarehouse.statusCode).toBe(200)
    const { warehouses } = byWarehouse.json<{
      warehouses: { id: number; name: string; quantity: number; costAmount: number; worthAmount: number }[]
    }>()
    expect(warehouses).toEqual([
      { id: 1, name: 'Main warehouse', quantity: 3, costAmount: 12, worthAmount: 30 },
      { id: backRoom, name: expect.any(String), quantity: 1, costAmount: 4, worthAmount: 10 },
      { id: emptyRoom, name: 'Empty room', quantity: 0, costAmount: 0, worthAmount: 0 },
    ])
    const overall = response.json()
    expect(warehouses.reduce((sum, row) => sum + row.costAmount, 0)).toBe(overall.costAmount)
    expect(warehouses.reduce((sum, row) => sum + row.worthAmount, 0)).toBe(overall.worthAmount)
    expect(warehouses.reduce((sum, row) => sum + row.quantity, 0)).toBe(overall.quantity)
  })
})
