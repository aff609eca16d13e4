import { sql, type Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { up as backfillBasicQty } from '../../db/migrations/0013-basic-qty-movements.ts'
import { adminAppForFile } from '../../../test/helpers.ts'
import { basicQty, posProduct, sell } from '../../../test/pos-fixtures.ts'
import { expectBooksBalance } from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()

let sequence = 0
function productForm(overrides: Record<string, unknown> = {}) {
  sequence += 1
  return { name: `Form product ${sequence}`, sku: `FORM-${sequence}-${Date.now()}`, price: 12, cost: 5, ...overrides }
}

function movementsOf(productId: number) {
  return test.database.db
    .selectFrom('stock_movements')
    .select(['warehouse_id', 'delta', 'reason'])
    .where('product_id', '=', productId)
    .orderBy('id')
    .execute()
}

describe('a quantity set on the product form is a stock movement', () => {
  it('records the quantity of a new product as an opening movement and each edit as an adjustment', async () => {
    const created = await admin.post('/api/product', productForm({ qty: 7 }))
    expect(created.statusCode, created.body).toBe(200)
    const id = created.json().id as number
    expect(await basicQty(test, id)).toBe(7)
    expect(await movementsOf(id)).toEqual([{ warehouse_id: null, delta: 7, reason: 'opening' }])

    // Two sold at the till, then the shelf is counted and 9 typed on the form.
    await sell(admin, [{ product: await posProduct(admin, id), qty: 2 }])
    const product = (await admin.get(`/api/product/${id}`)).json().product
    const edited = await admin.patch(`/api/product/${id}`, {
      ...productForm(),
      name: product.name,
      sku: product.sku,
      qty: 9,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(await basicQty(test, id)).toBe(9)
    expect(await movementsOf(id)).toEqual([
      { warehouse_id: null, delta: 7, reason: 'opening' },
      { warehouse_id: null, delta: -2, reason: 'sale' },
      { warehouse_id: null, delta: 4, reason: 'adjustment' },
    ])
    await expectBooksBalance(test)
  })

  it('writes no movement for a product created with nothing, and takes a Service down to zero', async () => {
    const empty = (await admin.post('/api/product', productForm())).json().id as number
    expect(await movementsOf(empty)).toEqual([])
    const stocked = (await admin.post('/api/product', productForm({ qty: 3 }))).json().id as number
    const product = (await admin.get(`/api/product/${stocked}`)).json().product
    const service = await admin.patch(`/api/product/${stocked}`, {
      ...productForm(),
      name: product.name,
      sku: product.sku,
      type: 'Service',
      qty: 0,
    })
    expect(service.statusCode, service.body).toBe(200)
    expect(await basicQty(test, stocked)).toBe(0)
    expect((await movementsOf(stocked)).map((move) => move.delta)).toEqual([3, -3])
    await expectBooksBalance(test)
  })

  it('notices a basic qty written without a movement, and migration 0013 backfills it', async () => {
    const id = (await admin.post('/api/product', productForm({ qty: 4 }))).json().id as number
    // What the product form did before: the quantity written straight to the product.
    await test.database.db.updateTable('products').set({ qty: 10 }).where('id', '=', id).execute()
    expect(await test.services.stock.invariantViolations(test.database.db)).toEqual([
      { product_id: id, qty: 10, movedQty: 4 },
    ])
    await sql`delete from stock_movements where product_id = ${id}`.execute(test.database.db)
    // Migrations are typed against no schema (they are frozen in time); the database is the same.
    await backfillBasicQty(test.database.db as unknown as Kysely<unknown>)
    expect(await movementsOf(id)).toEqual([{ warehouse_id: null, delta: 10, reason: 'opening' }])
    await expectBooksBalance(test)
  })
})
