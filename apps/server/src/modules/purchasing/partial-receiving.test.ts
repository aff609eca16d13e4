import { describe, expect, it } from 'vitest'
import type { PurchaseReceiving } from '@counterpart/domain/schemas/purchasing'
import { adminAppForFile, expectFieldErrors, TEST_DIALECT } from '../../../test/helpers.ts'
import { stockRow } from '../../../test/pos-fixtures.ts'
import {
  addProduct,
  addSupplier,
  addWarehouse,
  buy,
  expectBooksBalance,
  receive,
} from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()

async function receiving(purchase: number): Promise<PurchaseReceiving> {
  const response = await admin.get(`/api/purchase-receiving/${purchase}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

const line = (product: number, qty: number, warehouse = 1) => ({
  product,
  warehouse,
  qty,
  price: 20,
  rackNumber: 'R-1',
})

/** A purchase of 10 cases and 4 screens from one supplier. */
async function order() {
  const supplier = await addSupplier(admin)
  const cases = await addProduct(test, { name: 'Case', suppliers: [supplier] })
  const screens = await addProduct(test, { name: 'Screen', suppliers: [supplier] })
  const purchase = await buy(admin, supplier, [
    { product_id: cases, cost: 10, qty: 10 },
    { product_id: screens, cost: 10, qty: 4 },
  ])
  return { cases, screens, purchase }
}

describe(`receiving a purchase in parts (${TEST_DIALECT})`, () => {
  it('receives a quantity per line up to what is left, and stays open until every unit came', async () => {
    const { cases, screens, purchase } = await order()
    const back = await addWarehouse(admin)
    expect((await receiving(purchase)).lines.map(({ ordered, received, left }) => [ordered, received, left])).toEqual([
      [10, 0, 10],
      [4, 0, 4],
    ])

    // First delivery: six cases, nothing of the screens.
    const first = await admin.post('/api/purchase-receipts', { purchaseId: purchase, items: [line(cases, 6)] })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().message).toBe('The delivery has been received.')
    expect(await stockRow(test, cases)).toMatchObject({ quantity: 6 })
    const open = await receiving(purchase)
    expect(open.status).toBe('open')
    expect(open.lines.find((item) => item.product_id === cases)).toMatchObject({ received: 6, left: 4 })
    // The purchase detail still offers the receipt.
    expect((await admin.get(`/api/order/${purchase}`)).json().order.stockUpdated).toBe(false)

    // More than is left is refused, naming the line.
    const tooMany = await admin.post('/api/purchase-receipts', { purchaseId: purchase, items: [line(cases, 5)] })
    expectFieldErrors(tooMany, { 'items.0.qty': ['At most 4 are left to receive.'] })

    // Second delivery: the rest, the screens into another warehouse: complete.
    const second = await admin.post('/api/purchase-receipts', {
      purchaseId: purchase,
      items: [line(cases, 4), line(screens, 4, back)],
    })
    expect(second.statusCode, second.body).toBe(200)
    expect(await stockRow(test, cases)).toMatchObject({ quantity: 10 })
    expect(await stockRow(test, screens, back)).toMatchObject({ quantity: 4 })
    expect((await receiving(purchase)).status).toBe('complete')
    expect((await admin.get(`/api/order/${purchase}`)).json().order.stockUpdated).toBe(true)
    expect(
      (await admin.post('/api/purchase-receipts', { purchaseId: purchase, items: [line(cases, 1)] })).statusCode,
    ).toBe(409)
    await expectBooksBalance(test)
  })

  it('the spec call after a partial delivery receives what is left of every line', async () => {
    const { cases, screens, purchase } = await order()
    await admin.post('/api/purchase-receipts', { purchaseId: purchase, items: [line(cases, 3)] })
    await receive(admin, purchase, [
      { product: cases, warehouse: 1, price: 20 },
      { product: screens, warehouse: 1, price: 20 },
    ])
    expect(await stockRow(test, cases)).toMatchObject({ quantity: 10 })
    expect(await stockRow(test, screens)).toMatchObject({ quantity: 4 })
    expect((await receiving(purchase)).status).toBe('complete')
  })

  it('the spec call alone still receives everything at once, and a purchase received so reads complete', async () => {
    const { cases, screens, purchase } = await order()
    await receive(admin, purchase, [
      { product: cases, warehouse: 1, price: 20 },
      { product: screens, warehouse: 1, price: 20 },
    ])
    const whole = await receiving(purchase)
    expect(whole.status).toBe('complete')
    expect(whole.lines.map((item) => item.left)).toEqual([0, 0])
  })

  it('closes short with a reason: no more deliveries, what did not come stays unreceived', async () => {
    const { cases, purchase } = await order()
    await admin.post('/api/purchase-receipts', { purchaseId: purchase, items: [line(cases, 8)] })
    expectFieldErrors(await admin.post(`/api/purchase/${purchase}/close-short`, { reason: '' }), {
      reason: ['The Reason field is required.'],
    })
    const closed = await admin.post(`/api/purchase/${purchase}/close-short`, { reason: 'Supplier out of screens' })
    expect(closed.statusCode, closed.body).toBe(200)
    const state = await receiving(purchase)
    expect(state).toMatchObject({ status: 'closed short', closeReason: 'Supplier out of screens' })
    expect(state.lines.map((item) => item.received)).toEqual([8, 0])
    expect(await stockRow(test, cases)).toMatchObject({ quantity: 8 })
    expect(
      (await admin.post('/api/purchase-receipts', { purchaseId: purchase, items: [line(cases, 1)] })).statusCode,
    ).toBe(409)
    expect((await admin.post(`/api/purchase/${purchase}/close-short`, { reason: 'again' })).statusCode).toBe(409)
    await expectBooksBalance(test)
  })
})

describe(`the supplier's product picker (${TEST_DIALECT})`, () => {
  it('searches in SQL, sorts by name as people read it, and shows the units on hand', async () => {
    const supplier = await addSupplier(admin)
    const stamp = Date.now()
    const zebra = await addProduct(test, { name: `zebra case ${stamp}`, suppliers: [supplier], qty: 3 })
    const apple = await addProduct(test, { name: `Apple cable ${stamp}`, suppliers: [supplier] })
    const banana = await addProduct(test, { name: `banana stand ${stamp}`, suppliers: [supplier] })
    const purchase = await buy(admin, supplier, [{ product_id: apple, cost: 5, qty: 7 }])
    await receive(admin, purchase, [{ product: apple, warehouse: 1, price: 9 }])
    const all = (await admin.get(`/api/purchase-supplier-products/${supplier}`)).json().products as {
      id: number
      onHand: number
    }[]
    // Apple, banana, zebra: upper and lower case read alike.
    expect(all.map((product) => product.id)).toEqual([apple, banana, zebra])
    expect(all.map((product) => product.onHand)).toEqual([7, 0, 3])
    const found = (await admin.get(`/api/purchase-supplier-products/${supplier}?search=STAND`)).json().products
    expect(found.map((product: { id: number }) => product.id)).toEqual([banana])
  })
})
