import { describe, expect, it } from 'vitest'
import type { StockCountDetail, StockHistory, StockTransferDetail } from '@counterpart/domain/schemas/stock-documents'
import { INVENTORY_MESSAGES } from '@counterpart/domain/schemas/inventory'
import { adminAppForFile, createStaff, expectFieldErrors, TEST_DIALECT, TestClient } from '../../../test/helpers.ts'
import { basicQty, confirmSale, posProduct, refundBody, sell, setPos, stockRow } from '../../../test/pos-fixtures.ts'
import {
  addProduct,
  addWarehouse,
  expectBooksBalance,
  purchaseBody,
  stockedProduct,
} from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()

async function created(response: Awaited<ReturnType<TestClient['post']>>): Promise<number> {
  expect(response.statusCode, response.body).toBe(201)
  return response.json().id as number
}

async function countDetail(id: number): Promise<StockCountDetail> {
  const response = await admin.get(`/api/stock-counts/${id}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function transferDetail(id: number): Promise<StockTransferDetail> {
  const response = await admin.get(`/api/stock-transfers/${id}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function history(product: number, query = ''): Promise<StockHistory> {
  const response = await admin.get(`/api/products/${product}/stock-history${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function quantity(product: number, warehouse: number): Promise<number | undefined> {
  return (await stockRow(test, product, warehouse))?.quantity
}

/** The actions of a record's audit events, oldest first. */
async function auditActions(entity: string, id: number): Promise<string[]> {
  const rows = await test.database.db
    .selectFrom('audit_events')
    .select('action')
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute()
  return rows.map((row) => row.action)
}

const adjust = (body: Record<string, unknown>) => admin.post('/api/stock-adjustments', body)

describe(`stock counts (${TEST_DIALECT})`, () => {
  it('a blind count shows no expected figures until posted, then posts each difference as a count movement', async () => {
    const shop = await addWarehouse(admin)
    const phone = await stockedProduct(test, admin, { qty: 10, warehouse: shop })
    const cable = await stockedProduct(test, admin, { qty: 4, warehouse: shop })
    const id = await created(await admin.post('/api/stock-counts', { warehouse_id: shop, blind: true }))

    const draft = await countDetail(id)
    expect(draft.count).toMatchObject({ status: 'draft', blind: true, countedBy: null, difference: null })
    expect(draft.lines.map((line) => line.expected)).toEqual([null, null])

    const saved = await admin.patch(`/api/stock-counts/${id}`, { lines: [{ product_id: phone, counted: 8 }] })
    expect(saved.statusCode, saved.body).toBe(200)
    const counted = await countDetail(id)
    expect(counted.count.countedBy).toEqual({ id: 1, name: expect.any(String) })
    expect(counted.count.counted_at).not.toBeNull()
    expect(counted.lines.find((line) => line.product_id === phone)).toMatchObject({ counted: 8, expected: null })

    // Posting with the cable's figure too: one short phone, the cables as expected.
    const posted = await admin.post(`/api/stock-counts/${id}/post`, { lines: [{ product_id: cable, counted: 4 }] })
    expect(posted.statusCode, posted.body).toBe(200)
    expect(await quantity(phone, shop)).toBe(9 - 1)
    expect(await quantity(cable, shop)).toBe(4)
    const after = await countDetail(id)
    expect(after.count).toMatchObject({ status: 'posted', difference: -2, closedBy: { id: 1 } })
    expect(after.lines.find((line) => line.product_id === phone)).toMatchObject({
      expected: 10,
      counted: 8,
      difference: -2,
    })
    expect(after.lines.find((line) => line.product_id === cable)).toMatchObject({ difference: 0 })
    const [movement] = (await history(phone)).items
    expect(movement).toMatchObject({ delta: -2, reason: 'count', reasonText: 'Stock count', balance: 8 })
    expect(movement?.document).toMatchObject({ id, kind: 'count' })

    // Posted counts are read-only.
    const again = await admin.post(`/api/stock-counts/${id}/post`, { lines: [] })
    expect(again.statusCode).toBe(409)
    expect(
      (await admin.patch(`/api/stock-counts/${id}`, { lines: [{ product_id: phone, counted: 1 }] })).statusCode,
    ).toBe(409)
    expect(await auditActions('stock-count', id)).toEqual(['started', 'counted', 'posted'])
    await expectBooksBalance(test)
  })

  it('a count of one category shows the expected figures and lists only that category', async () => {
    const shop = await addWarehouse(admin)
    const made = await admin.post('/api/category', { name: `Cases ${Date.now()}` })
    expect(made.statusCode, made.body).toBe(200)
    const category = made.json().id as number
    const counted = await stockedProduct(test, admin, { qty: 5, warehouse: shop, category_id: category })
    await stockedProduct(test, admin, { qty: 5, warehouse: shop })
    const id = await created(await admin.post('/api/stock-counts', { warehouse_id: shop, category_id: category }))
    const detail = await countDetail(id)
    expect(detail.count).toMatchObject({ blind: false, category: { id: category } })
    expect(detail.lines).toEqual([expect.objectContaining({ product_id: counted, expected: 5, counted: null })])
    // A product that is not on the count is named as such.
    const wrong = await admin.patch(`/api/stock-counts/${id}`, { lines: [{ product_id: 999_999, counted: 1 }] })
    expectFieldErrors(wrong, { 'lines.0.product_id': ['This product is not on this count.'] })
    const list = (await admin.get('/api/stock-counts?status=draft')).json()
    expect(list.items.map((item: { id: number }) => item.id)).toContain(id)
  })

  it('keeps a sale made while the shelf was being counted: the difference is applied to the quantity at posting', async () => {
    const shop = await addWarehouse(admin)
    const product = await stockedProduct(test, admin, { qty: 10, warehouse: shop })
    const id = await created(await admin.post('/api/stock-counts', { warehouse_id: shop }))
    // Two sold at the till while the count is going on: 8 on the shelf.
    await sell(admin, [{ product: await posProduct(admin, product), qty: 2 }])
    expect(await quantity(product, shop)).toBe(8)
    // The counter found 9 where 10 were expected at the start: one is missing, the two sold stay sold.
    const posted = await admin.post(`/api/stock-counts/${id}/post`, { lines: [{ product_id: product, counted: 9 }] })
    expect(posted.statusCode, posted.body).toBe(200)
    expect(await quantity(product, shop)).toBe(7)
    await expectBooksBalance(test)
  })

  it('refuses a count of a warehouse with nothing in it, and a category that does not exist', async () => {
    const empty = await addWarehouse(admin)
    expect((await admin.post('/api/stock-counts', { warehouse_id: empty })).statusCode).toBe(409)
    const unknown = await admin.post('/api/stock-counts', { warehouse_id: 1, category_id: 999_999 })
    expectFieldErrors(unknown, { category_id: ['This category does not exist.'] })
  })
})

describe(`adjusting one product by hand (${TEST_DIALECT})`, () => {
  it('takes every reason, each a movement naming its reason, note and who', async () => {
    const product = await stockedProduct(test, admin, { qty: 10 })
    const changes = [
      { reason: 'damaged', qty: -1, text: 'Damaged' },
      { reason: 'lost', qty: -2, text: 'Lost' },
      { reason: 'theft', qty: -1, text: 'Theft' },
      { reason: 'found', qty: 3, text: 'Found' },
      { reason: 'count', qty: -1, text: 'Stock count' },
    ]
    for (const change of changes) {
      const id = await created(
        await adjust({ product_id: product, warehouse_id: 1, qty: change.qty, reason: change.reason, note: 'shelf B' }),
      )
      expect(await auditActions('stock-adjustment', id)).toEqual(['adjusted'])
    }
    expect(await quantity(product, 1)).toBe(10 - 1 - 2 - 1 + 3 - 1)
    const page = await history(product)
    expect(page.items.slice(0, 5).map((row) => [row.reasonText, row.delta, row.balance])).toEqual([
      ['Stock count', -1, 8],
      ['Found', 3, 9],
      ['Theft', -1, 6],
      ['Lost', -2, 7],
      ['Damaged', -1, 9],
    ])
    expect(page.items[0]?.document).toMatchObject({ kind: 'adjustment', reason: 'count', note: 'shelf B' })
    expect(page.items[0]?.user).toEqual({ id: 1, name: expect.any(String) })
    await expectBooksBalance(test)
  })

  it('refuses a take-out below zero with a 409 naming the product, unless overselling is allowed', async () => {
    const product = await stockedProduct(test, admin, { qty: 2 })
    const name = (await admin.get(`/api/product/${product}`)).json().product.name as string
    const refused = await adjust({ product_id: product, warehouse_id: 1, qty: -3, reason: 'lost' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(INVENTORY_MESSAGES.notEnoughStock(name, 2))
    expect(await quantity(product, 1)).toBe(2)
    await setPos(test, { overSelling: false })
    try {
      await created(await adjust({ product_id: product, warehouse_id: 1, qty: -3, reason: 'lost' }))
      expect(await quantity(product, 1)).toBe(-1)
    } finally {
      await setPos(test, { overSelling: true })
    }
    await expectBooksBalance(test)
  })

  it('names the fields of a bad adjustment', async () => {
    const response = await adjust({ product_id: 1, warehouse_id: 1, qty: 0, reason: 'misplaced' })
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json().errors).sort()).toEqual(['qty', 'reason'])
  })
})

describe(`transfers between warehouses (${TEST_DIALECT})`, () => {
  it('sends at once, receives with the count on arrival, and posts a shortfall as lost in transit', async () => {
    const back = await addWarehouse(admin)
    const product = await stockedProduct(test, admin, { qty: 10, price: 25 })
    const id = await created(
      await admin.post('/api/stock-transfers', {
        warehouse_id: 1,
        to_warehouse_id: back,
        note: 'For the back room',
        lines: [{ product_id: product, qty: 4 }],
      }),
    )
    expect(await quantity(product, 1)).toBe(6)
    expect(await quantity(product, back)).toBeUndefined()
    const sent = await transferDetail(id)
    expect(sent.transfer).toMatchObject({ status: 'sent', sent: 4, received: null, toWarehouse: { id: back } })
    expect(sent.lines).toEqual([expect.objectContaining({ sent: 4, received: null, cost: 10, price: 25 })])

    const tooMany = await admin.post(`/api/stock-transfers/${id}/receive`, {
      lines: [{ product_id: product, received: 5 }],
    })
    expectFieldErrors(tooMany, { 'lines.0.received': ['At most 4 were sent.'] })

    const received = await admin.post(`/api/stock-transfers/${id}/receive`, {
      lines: [{ product_id: product, received: 3 }],
    })
    expect(received.statusCode, received.body).toBe(200)
    expect(await quantity(product, back)).toBe(3)
    // The units arrive with the source row's cost and price.
    const row = await test.database.db
      .selectFrom('stocks')
      .select(['cost', 'price'])
      .where('product_id', '=', product)
      .where('warehouse_id', '=', back)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ cost: 1000, price: 2500 })
    const done = await transferDetail(id)
    expect(done.transfer).toMatchObject({ status: 'received', received: 3, closedBy: { id: 1 } })
    expect(done.lines[0]).toMatchObject({ sent: 4, received: 3, lost: 1 })
    const moves = (await history(product)).items.slice(0, 3)
    expect(moves.map((move) => [move.warehouse?.id, move.reasonText, move.delta, move.balance])).toEqual([
      [back, 'Lost in transit', -1, 3],
      [back, 'Transfer received', 4, 4],
      [1, 'Transfer sent', -4, 6],
    ])
    expect((await admin.post(`/api/stock-transfers/${id}/receive`, { lines: [] })).statusCode).toBe(409)
    expect(await auditActions('stock-transfer', id)).toEqual(['sent', 'received'])
    await expectBooksBalance(test)
  })

  it('refuses a transfer to the same warehouse, of a product not there, or of more than is there', async () => {
    const product = await stockedProduct(test, admin, { qty: 2 })
    const other = await addWarehouse(admin)
    const same = await admin.post('/api/stock-transfers', {
      warehouse_id: 1,
      to_warehouse_id: 1,
      lines: [{ product_id: product, qty: 1 }],
    })
    expectFieldErrors(same, { to_warehouse_id: ['Choose another warehouse than the one the stock leaves.'] })
    const absent = await admin.post('/api/stock-transfers', {
      warehouse_id: other,
      to_warehouse_id: 1,
      lines: [{ product_id: product, qty: 1 }],
    })
    expect(absent.statusCode).toBe(422)
    expect(absent.json().errors['lines.0.product_id'][0]).toMatch(/holds no stock of/)
    const more = await admin.post('/api/stock-transfers', {
      warehouse_id: 1,
      to_warehouse_id: other,
      lines: [{ product_id: product, qty: 3 }],
    })
    expect(more.statusCode).toBe(409)
    expect(await quantity(product, 1)).toBe(2)
  })
})

describe(`a product's stock history (${TEST_DIALECT})`, () => {
  it('lists its movements newest first, paged, each with the document, who and the balance after', async () => {
    const product = await stockedProduct(test, admin, { qty: 5 })
    const sale = await sell(admin, [{ product: await posProduct(admin, product), qty: 2 }])
    await adjust({ product_id: product, warehouse_id: 1, qty: 1, reason: 'found' })
    const first = await history(product, '?page=1&itemsPerPage=2')
    expect(first.total).toBe(3)
    expect(first.items.map((row) => [row.reason, row.delta, row.balance])).toEqual([
      ['found', 1, 4],
      ['sale', -2, 3],
    ])
    expect(first.items[1]?.order).toEqual({ id: sale.id, key: sale.key, kind: 'salling' })
    const second = await history(product, '?page=2&itemsPerPage=2')
    expect(second.items).toEqual([
      expect.objectContaining({ reason: 'purchase', reasonText: 'Purchase received', delta: 5, balance: 5 }),
    ])
    expect(second.items[0]?.order?.kind).toBe('purchasing')
    expect((await admin.get('/api/products/999999/stock-history')).statusCode).toBe(404)
  })

  it('is gated by Stock Tracking', async () => {
    const product = await stockedProduct(test, admin, { qty: 1 })
    await createStaff(test, { email: 'no-tracking@example.com', flags: ['productDetail'] })
    await createStaff(test, { email: 'tracking@example.com', flags: ['stockTracking'] })
    const without = new TestClient(test.app)
    await without.login('no-tracking@example.com', 'password123')
    expect((await without.get(`/api/products/${product}/stock-history`)).statusCode).toBe(403)
    const allowed = new TestClient(test.app)
    await allowed.login('tracking@example.com', 'password123')
    expect((await allowed.get(`/api/products/${product}/stock-history`)).statusCode).toBe(200)
  })
})

describe(`removing a sale or a refund moves its units (${TEST_DIALECT})`, () => {
  it("puts a removed sale's units back on the shelf, for warehouse rows and basic quantity alike", async () => {
    const shelved = await stockedProduct(test, admin, { qty: 5 })
    const basic = await addProduct(test, { qty: 4, price: 500 })
    const sale = await sell(admin, [
      { product: await posProduct(admin, shelved), qty: 2 },
      { product: await posProduct(admin, basic), qty: 1 },
    ])
    expect(await stockRow(test, shelved)).toMatchObject({ quantity: 3, sold: 2 })
    expect(await basicQty(test, basic)).toBe(3)
    expect((await admin.delete(`/api/order/${sale.id}`)).statusCode).toBe(200)
    expect(await stockRow(test, shelved)).toMatchObject({ quantity: 5, sold: 0 })
    expect(await basicQty(test, basic)).toBe(4)
    const [back] = (await history(shelved)).items
    expect(back).toMatchObject({ reason: 'sale removed', delta: 2, balance: 5, order: { id: sale.id } })
    await expectBooksBalance(test)
  })

  it("takes a removed refund's returned units back out", async () => {
    const product = await stockedProduct(test, admin, { qty: 5 })
    const sale = await sell(admin, [{ product: await posProduct(admin, product), qty: 2 }])
    const info = await confirmSale(admin, sale.key)
    const refunded = await admin.post('/api/sale-return', refundBody(info, [{ id: info.items[0]!.id, qty: 1 }]))
    expect(refunded.statusCode, refunded.body).toBe(201)
    expect(await stockRow(test, product)).toMatchObject({ quantity: 4, returned: 1 })
    expect((await admin.delete(`/api/order/${refunded.json().id}`)).statusCode).toBe(200)
    expect(await stockRow(test, product)).toMatchObject({ quantity: 3, sold: 2, returned: 0 })
    await expectBooksBalance(test)
  })
})

describe(`prices that change only on purpose (${TEST_DIALECT})`, () => {
  it('tells the Stock update form the current prices, per warehouse row, to prefill and compare', async () => {
    const product = await stockedProduct(test, admin, { qty: 3, price: 25 })
    const supplier = (await admin.get(`/api/product/${product}`)).json().product.suppliers[0].id as number
    const again = await admin.post('/api/purchase', purchaseBody(supplier, [{ product_id: product, cost: 10, qty: 2 }]))
    expect(again.statusCode, again.body).toBe(201)
    const info = (await admin.get(`/api/purchase-stock-products/${again.json().id}`)).json()
    expect(info.products).toEqual([
      expect.objectContaining({
        product_id: product,
        price: 20,
        stockPrices: [{ warehouse_id: 1, price: 25, quantity: 3 }],
      }),
    ])
  })

  it('changes the selling price of one warehouse row, with the change in the product history, and the till sells at it', async () => {
    const other = await addWarehouse(admin)
    const product = await stockedProduct(test, admin, { qty: 3, price: 25 })
    const transfer = await created(
      await admin.post('/api/stock-transfers', {
        warehouse_id: 1,
        to_warehouse_id: other,
        lines: [{ product_id: product, qty: 1 }],
      }),
    )
    const arrived = await admin.post(`/api/stock-transfers/${transfer}/receive`, {
      lines: [{ product_id: product, received: 1 }],
    })
    expect(arrived.statusCode, arrived.body).toBe(200)
    const changed = await admin.patch('/api/stock-price', { product_id: product, warehouse_id: 1, price: 27.5 })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().message).toBe('The selling price has been changed.')
    const stocks = (await admin.get(`/api/product/${product}`)).json().stocks as {
      warehouse_id: number
      price: number
    }[]
    // Only the main warehouse's row: the units sent elsewhere keep their price.
    expect(stocks.find((row) => row.warehouse_id === 1)?.price).toBe(27.5)
    expect(stocks.find((row) => row.warehouse_id === other)?.price).toBe(25)
    expect((await posProduct(admin, product)).price).toBe(27.5)
    const event = await test.database.db
      .selectFrom('audit_events')
      .select(['action', 'changes'])
      .where('entity', '=', 'product')
      .where('entity_id', '=', String(product))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(event.action).toBe('price changed')
    expect(JSON.parse(event.changes)).toEqual({ price: { before: 25, after: 27.5 } })
    // A warehouse without stock of it is named as such; a price needs at most two decimals.
    expectFieldErrors(await admin.patch('/api/stock-price', { product_id: product, warehouse_id: 999_999, price: 1 }), {
      warehouse_id: ['This product has no stock in this warehouse.'],
    })
    expect(
      (await admin.patch('/api/stock-price', { product_id: product, warehouse_id: 1, price: 1.234 })).statusCode,
    ).toBe(422)
  })

  it('is refused to staff who may not edit products', async () => {
    const product = await stockedProduct(test, admin, { qty: 1 })
    await createStaff(test, { email: 'no-edit@example.com', flags: ['productDetail'] })
    const clerk = new TestClient(test.app)
    await clerk.login('no-edit@example.com', 'password123')
    expect((await clerk.patch('/api/stock-price', { product_id: product, warehouse_id: 1, price: 5 })).statusCode).toBe(
      403,
    )
  })
})
