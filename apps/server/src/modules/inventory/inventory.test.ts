import { CompiledQuery, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { adminAppForFile, createStaff, TEST_DIALECT, TestClient, expectFieldErrors } from '../../../test/helpers.ts'
import {
  addProduct,
  addSupplier,
  addWarehouse,
  buy,
  expectBooksBalance,
  receive,
} from '../../../test/stock-fixtures.ts'
import { productsByCode } from './repository.ts'
import { auditEventsOf } from '../../../test/audit-events.ts'

const { test, admin } = await adminAppForFile()

/** Buys `qty` of a new product and receives it into `warehouse` at `price`. */
async function stocked(warehouse: number, qty: number, overrides: Parameters<typeof addProduct>[1] = {}) {
  const supplier = await addSupplier(admin)
  const product = await addProduct(test, { suppliers: [supplier], ...overrides })
  const order = await buy(admin, supplier, [{ product_id: product, cost: 5, qty }])
  await receive(admin, order, [{ product, warehouse, price: 8, rackNumber: 'S-1' }])
  return product
}

describe('warehouses', () => {
  it('has warehouse 1 from the start, so products can sell from it', async () => {
    const detail = await admin.get('/api/warehouse/1')
    expect(detail.statusCode).toBe(200)
    expect(detail.json().warehouse.id).toBe(1)
  })

  it('adds, edits and shows a warehouse', async () => {
    const created = await admin.post('/api/warehouse', {
      name: 'Back room',
      email: 'back@example.com',
      phone: '555',
      location: 'Floor 2',
      maxVolume: 300,
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().message).toBe('Warehouse has been added.')
    const id = created.json().id
    const edited = await admin.patch(`/api/warehouse/${id}`, { location: 'Floor 3' })
    expect(edited.json().message).toBe('Warehouse has been updated.')
    expect((await admin.get(`/api/warehouse/${id}`)).json().warehouse).toMatchObject({
      name: 'Back room',
      email: 'back@example.com',
      location: 'Floor 3',
      maxVolume: 300,
      stocks: [],
    })
  })

  it('shows server errors under name, email and maxVolume', async () => {
    const response = await admin.post('/api/warehouse', { name: ' ', email: 'nope', maxVolume: -1 })
    expectFieldErrors(response, {
      name: ['The Name field is required.'],
      email: ['The Email must be a valid email address.'],
      maxVolume: ['The Max Volume must be at least 0.'],
    })
  })

  it('pages and searches warehouses', async () => {
    await addWarehouse(admin, { name: 'Harbour depot' })
    const found = (await admin.get('/api/warehouse?search=harbour')).json()
    expect(found.items.map((row: { name: string }) => row.name)).toEqual(['Harbour depot'])
    expect((await admin.get('/api/warehouse?itemsPerPage=1')).json().items).toHaveLength(1)
  })

  it('removes an empty warehouse but refuses one holding stock, and the main one', async () => {
    const empty = await addWarehouse(admin)
    expect((await admin.delete(`/api/warehouse/${empty}`)).json().message).toBe('Warehouse has been removed.')
    expect((await admin.get(`/api/warehouse/${empty}`)).statusCode).toBe(404)
    const full = await addWarehouse(admin)
    await stocked(full, 2)
    const refused = await admin.delete(`/api/warehouse/${full}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('This warehouse holds stock or stock history and cannot be removed.')
    const main = await admin.delete('/api/warehouse/1')
    expect(main.statusCode).toBe(409)
  })
})

describe('stocks', () => {
  it('lists stock rows with product, warehouse and money as decimals, searchable by product', async () => {
    const warehouse = await addWarehouse(admin, { name: 'Listing store' })
    const product = await stocked(warehouse, 4, { name: 'Velvet case' })
    const page = (await admin.get('/api/stock?search=velvet')).json()
    expect(page.total).toBe(1)
    expect(page.items[0]).toMatchObject({
      product_id: product,
      product: { name: 'Velvet case' },
      warehouse: { id: warehouse, name: 'Listing store' },
      quantity: 4,
      sold: 0,
      returned: 0,
      cost: 5,
      price: 8,
      rackNumber: 'S-1',
    })
    const byWarehouse = (await admin.get(`/api/stock?warehouse_id=${warehouse}`)).json()
    expect(byWarehouse.items.map((row: { product_id: number }) => row.product_id)).toEqual([product])
  })
})

describe('stock alerts and tracking', () => {
  it('lists stock below the threshold, lowest first, filtered by product and warehouse', async () => {
    const warehouse = await addWarehouse(admin)
    const low = await stocked(warehouse, 3)
    const plenty = await stocked(warehouse, 300)
    const response = await admin.post('/api/out-of-stock', { product: '', warehouse, threshHold: 200 })
    expect(response.statusCode).toBe(200)
    const { list, total } = response.json()
    expect(list.map((row: { product_id: number }) => row.product_id)).toEqual([low])
    expect(total).toBe(1)
    expect(list[0]).toMatchObject({ quantity: 3, warehouse: { id: warehouse } })
    expect((await admin.post('/api/out-of-stock', { product: plenty, warehouse, threshHold: 200 })).json()).toEqual({
      list: [],
      total: 0,
    })
    // The default threshold is 200.
    const defaults = (await admin.post('/api/out-of-stock', { warehouse })).json()
    expect(defaults.total).toBe(1)
  })

  it('counts products selling on their basic qty as out of stock too', async () => {
    const product = await addProduct(test, { qty: 1, name: 'Basic cable' })
    const { list } = (await admin.post('/api/out-of-stock', { product, threshHold: 5 })).json()
    expect(list).toEqual([expect.objectContaining({ product_id: product, warehouse: null, quantity: 1 })])
  })

  it('refuses a negative threshold', async () => {
    const response = await admin.post('/api/out-of-stock', { threshHold: -1 })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.threshHold).toEqual(['The Quantity below must be at least 0.'])
  })

  it('tracks one SKU across warehouses', async () => {
    const first = await addWarehouse(admin)
    const second = await addWarehouse(admin)
    const supplier = await addSupplier(admin)
    const product = await addProduct(test, { suppliers: [supplier], sku: 'TRACK-ME' })
    for (const [warehouse, qty] of [
      [first, 6],
      [second, 4],
    ] as const) {
      const order = await buy(admin, supplier, [{ product_id: product, cost: 5, qty }])
      await receive(admin, order, [{ product, warehouse, price: 9 }])
    }
    await test.database.db
      .transaction()
      .execute((trx) =>
        test.services.stock.move(trx, [{ product_id: product, warehouse_id: first, delta: -2, reason: 'sale' }]),
      )
    const response = await admin.post('/api/track-stock', { key: 'TRACK-ME' })
    expect(response.statusCode).toBe(200)
    const { info } = response.json()
    expect(info.item).toMatchObject({ id: product, sku: 'TRACK-ME' })
    expect(info).toMatchObject({ totalRemaining: 8, totalSold: 2, totalStocks: 10 })
    expect(info.stocks).toHaveLength(2)
    await expectBooksBalance(test)
  })

  it('answers an unknown SKU with a message under the key field', async () => {
    const response = await admin.post('/api/track-stock', { key: 'NO-SUCH-SKU' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.key).toEqual(['No product has this SKU.'])
    const short = await admin.post('/api/track-stock', { key: ' q ' })
    expect(short.statusCode).toBe(422)
    expect(short.json().errors.key).toEqual(['No product has this SKU.'])
  })

  it('finds a SKU typed in another case with spaces around it, and a scanned barcode', async () => {
    const warehouse = await addWarehouse(admin)
    const product = await stocked(warehouse, 3, { sku: 'Case-Sku-77', barcode: '400638133393' })
    // A product whose name holds the code: only an exact SKU or barcode names the tracked product.
    await addProduct(test, { name: 'Holder of case-sku-77 in its name' })
    for (const key of ['  case-sku-77  ', 'CASE-SKU-77', 'Case-Sku-77', '400638133393', ' 400638133393\t']) {
      const response = await admin.post('/api/track-stock', { key })
      expect(response.statusCode, key).toBe(200)
      expect(response.json().info.item, key).toMatchObject({ id: product, sku: 'Case-Sku-77' })
      expect(response.json().info.totalRemaining, key).toBe(3)
    }
    expect((await admin.post('/api/track-stock', { key: 'case-sku-7' })).statusCode).toBe(422)
  })

  it('finds a short SKU of one or two characters in any case', async () => {
    const product = await addProduct(test, { sku: 'zQ', barcode: '7' })
    for (const key of ['zq', 'ZQ', ' Zq ', '7']) {
      const response = await admin.post('/api/track-stock', { key })
      expect(response.statusCode, key).toBe(200)
      expect(response.json().info.item.id, key).toBe(product)
    }
  })

  it('prefers the SKU spelled exactly when two SKUs differ only in case', async () => {
    const lower = await addProduct(test, { sku: 'twin-sku' })
    const upper = await addProduct(test, { sku: 'TWIN-SKU' })
    expect((await admin.post('/api/track-stock', { key: 'twin-sku' })).json().info.item.id).toBe(lower)
    expect((await admin.post('/api/track-stock', { key: 'TWIN-SKU' })).json().info.item.id).toBe(upper)
  })

  it('looks the code up through an index, never by reading every product', async () => {
    for (const key of ['case-sku-77', 'zq']) {
      const query = productsByCode(test.database.db, TEST_DIALECT, key).limit(1).compile()
      const plan = await test.database.db.transaction().execute(async (trx) => {
        if (TEST_DIALECT === 'postgres') {
          // A tiny test table is cheaper to scan; forbid the scan to see whether an index can answer.
          await sql`set local enable_seqscan = off`.execute(trx)
          const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
          )
          return rows.rows.map((row) => row['QUERY PLAN']).join('\n')
        }
        const rows = await trx.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
        )
        return rows.rows.map((row) => row.detail).join('\n')
      })
      if (TEST_DIALECT === 'postgres') expect(plan, key).not.toMatch(/Seq Scan on products/)
      else expect(plan, key).not.toMatch(/\bSCAN products\b(?! USING)/)
    }
  })
})

describe('inventory gates', () => {
  it('needs outOfstock, stockTracking and the warehouse flags', async () => {
    await createStaff(test, { email: 'stocker@example.com', flags: ['warehouseDetials'] })
    const stocker = new TestClient(test.app)
    await stocker.login('stocker@example.com', 'password123')
    expect((await stocker.get('/api/warehouse/1')).statusCode).toBe(200)
    expect((await stocker.get('/api/stock')).statusCode).toBe(200)
    expect((await stocker.post('/api/warehouse', { name: 'x' })).statusCode).toBe(403)
    expect((await stocker.patch('/api/warehouse/1', { name: 'x' })).statusCode).toBe(403)
    expect((await stocker.delete('/api/warehouse/1')).statusCode).toBe(403)
    expect((await stocker.post('/api/out-of-stock', {})).statusCode).toBe(403)
    expect((await stocker.post('/api/track-stock', { key: 'a' })).statusCode).toBe(403)
  })
})

describe('the audit log', () => {
  it('writes one warehouse event per change: added, edited (what changed, before and after), removed', async () => {
    const added = await admin.post('/api/warehouse', { name: 'Audit Depot', location: 'Dock 1', maxVolume: 50 })
    expect(added.statusCode).toBe(201)
    const id = added.json().id as number
    const [created] = await auditEventsOf(test, added)
    expect(created).toMatchObject({ entity: 'warehouse', entity_id: String(id), action: 'created' })
    expect(created?.changes).toMatchObject({ name: { after: 'Audit Depot' }, maxVolume: { after: 50 } })

    const edited = await admin.patch(`/api/warehouse/${id}`, { location: 'Dock 2' })
    expect(edited.statusCode).toBe(200)
    const [update] = await auditEventsOf(test, edited)
    expect(update?.changes).toEqual({ location: { before: 'Dock 1', after: 'Dock 2' } })

    const refused = await admin.delete('/api/warehouse/1')
    expect(refused.statusCode).toBe(409)
    expect(await auditEventsOf(test, refused)).toEqual([])
    const removed = await admin.delete(`/api/warehouse/${id}`)
    expect(removed.statusCode).toBe(200)
    const [removal] = await auditEventsOf(test, removed)
    expect(removal).toMatchObject({ entity: 'warehouse', entity_id: String(id), action: 'removed' })
    expect(removal?.changes).toMatchObject({ name: { before: 'Audit Depot' }, location: { before: 'Dock 2' } })
  })
})
