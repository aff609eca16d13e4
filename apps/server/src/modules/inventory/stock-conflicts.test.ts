import { beforeAll, describe, expect, it } from 'vitest'
import { OFFLINE_MESSAGES, type StockConflict, type StockConflictPage } from '@counterpart/domain/schemas/offline'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { adminAppForFile, createStaff, TEST_DIALECT, TestClient } from '../../../test/helpers.ts'
import { auditEventsOf } from '../../../test/audit-events.ts'
import { sellOffline } from '../../../test/offline-fixtures.ts'
import { basicQty, posProduct, stockRow } from '../../../test/pos-fixtures.ts'
import { addTill } from '../../../test/till-fixtures.ts'
import {
  addProduct,
  addSupplier,
  addWarehouse,
  buy,
  expectBooksBalance,
  receive,
} from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()
let supplier: number
let till: number

beforeAll(async () => {
  supplier = await addSupplier(admin)
  till = await addTill(admin, 'Front counter')
})

async function stocked(qty: number): Promise<PosProduct> {
  const id = await addProduct(test, { price: 2000, cost: 1000, suppliers: [supplier] })
  const purchase = await buy(admin, supplier, [{ product_id: id, cost: 10, qty }])
  await receive(admin, purchase, [{ product: id, warehouse: 1, price: 20 }])
  return posProduct(admin, id)
}

/** Sells `qty` of a product holding `held` offline: a conflict short by qty - held. */
async function conflictOf(held: number, qty: number) {
  const product = await stocked(held)
  const sale = await sellOffline(admin, [{ product, qty }], { till })
  const page = await list('open')
  const conflict = page.items.find((item) => item.order_id === sale.id)
  if (!conflict) throw new Error('no conflict listed for the sale')
  return { product, sale, conflict }
}

async function list(status: 'open' | 'cleared', query = ''): Promise<StockConflictPage> {
  const response = await admin.get(`/api/stock-conflicts?status=${status}${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

const clear = (id: number, resolution: string) => admin.post(`/api/stock-conflicts/${id}/clear`, { resolution })

describe(`stock conflicts left by offline sales (${TEST_DIALECT})`, () => {
  it('are listed open, newest first, naming the till, the sale, the product and the stock there now', async () => {
    const { product, sale, conflict } = await conflictOf(1, 3)
    expect(conflict).toEqual<StockConflict>({
      id: expect.any(Number),
      order_id: sale.id,
      orderKey: sale.key,
      till_id: till,
      till: 'Front counter',
      product_id: product.id,
      product: product.name,
      warehouse_id: 1,
      warehouse: expect.any(String),
      qtyShort: 2,
      stockNow: -2,
      soldAt: sale.soldAt,
      created_at: expect.any(String),
      cleared_at: null,
      resolution: null,
    })
    const newer = await conflictOf(1, 2)
    const page = await list('open')
    expect(page.items[0]?.id).toBe(newer.conflict.id)
    expect(page.total).toBeGreaterThanOrEqual(2)
    const paged = await list('open', '&itemsPerPage=1&page=2')
    expect(paged.items.map((item) => item.id)).toEqual([conflict.id])
  })

  it('refuses "received" or "moved" while the stock there is still below zero, then clears once it is not', async () => {
    const { product, conflict } = await conflictOf(1, 3)
    for (const resolution of ['received', 'moved']) {
      const refused = await clear(conflict.id, resolution)
      expect(refused.statusCode, refused.body).toBe(409)
      expect(refused.json().message).toBe(OFFLINE_MESSAGES.conflictStillShort)
    }
    const purchase = await buy(admin, supplier, [{ product_id: product.id, cost: 10, qty: 2 }])
    await receive(admin, purchase, [{ product: product.id, warehouse: 1, price: 20 }])
    const cleared = await clear(conflict.id, 'received')
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect(cleared.json()).toEqual({ message: OFFLINE_MESSAGES.conflictCleared })
    const [event] = await auditEventsOf(test, cleared)
    expect(event).toMatchObject({ entity: 'stock-conflict', entity_id: String(conflict.id), action: 'cleared' })
    const again = await clear(conflict.id, 'received')
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(OFFLINE_MESSAGES.conflictAlreadyCleared)
    const done = (await list('cleared')).items.find((item) => item.id === conflict.id)
    expect(done).toMatchObject({ resolution: 'received', stockNow: 0 })
    expect(done?.cleared_at).not.toBeNull()
    expect((await list('open')).items.map((item) => item.id)).not.toContain(conflict.id)
  })

  it('writes the shortfall off: a movement brings the stock back to zero and stock stays the sum of its movements', async () => {
    const { product, conflict } = await conflictOf(1, 4)
    expect(await stockRow(test, product.id)).toMatchObject({ quantity: -3 })
    const cleared = await clear(conflict.id, 'written_off')
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect(await stockRow(test, product.id)).toMatchObject({ quantity: 0, sold: 4 })
    const writeOff = await test.database.db
      .selectFrom('stock_movements')
      .select(['delta', 'warehouse_id'])
      .where('product_id', '=', product.id)
      .where('reason', '=', 'offline write-off')
      .execute()
    expect(writeOff).toEqual([{ delta: 3, warehouse_id: 1 }])
    await expectBooksBalance(test)
    expect(await clear(conflict.id, 'written_off')).toMatchObject({ statusCode: 409 })
  })

  it("writes off a product's basic qty too", async () => {
    const product = await posProduct(admin, await addProduct(test, { price: 900, cost: 100, qty: 1 }))
    const sale = await sellOffline(admin, [{ product, qty: 3 }], { till })
    const conflict = (await list('open')).items.find((item) => item.order_id === sale.id)
    expect(conflict).toMatchObject({ warehouse_id: null, warehouse: '', qtyShort: 2, stockNow: -2 })
    expect((await clear(conflict?.id ?? 0, 'written_off')).statusCode).toBe(200)
    expect(await basicQty(test, product.id)).toBe(0)
    await expectBooksBalance(test)
  })

  it('answers 404 for no such conflict and 422 for a resolution it does not know', async () => {
    expect((await clear(999_999, 'received')).statusCode).toBe(404)
    const { conflict } = await conflictOf(1, 2)
    const wrong = await clear(conflict.id, 'lost')
    expect(wrong.statusCode).toBe(422)
    expect(Object.keys(wrong.json().errors)).toEqual(['resolution'])
    expect((await admin.get('/api/stock-conflicts?status=gone')).statusCode).toBe(422)
  })

  it('is the Stock alerts gate (outOfstock)', async () => {
    await createStaff(test, { email: 'clerk@conflicts.test', flags: ['stockTracking'] })
    const clerk = new TestClient(test.app)
    await clerk.login('clerk@conflicts.test', 'password123')
    expect((await clerk.get('/api/stock-conflicts')).statusCode).toBe(403)
    expect((await clerk.post('/api/stock-conflicts/1/clear', { resolution: 'received' })).statusCode).toBe(403)
  })

  it('"Stock moved here" from another warehouse transfers what the place is short and clears the conflict', async () => {
    const { product, conflict } = await conflictOf(1, 3)
    const back = await addWarehouse(admin)
    const purchase = await buy(admin, supplier, [{ product_id: product.id, cost: 10, qty: 5 }])
    await receive(admin, purchase, [{ product: product.id, warehouse: back, price: 20 }])
    const samePlaceRefused = await admin.post(`/api/stock-conflicts/${conflict.id}/clear`, {
      resolution: 'moved',
      from_warehouse_id: 1,
    })
    expect(samePlaceRefused.statusCode).toBe(422)
    const moved = await admin.post(`/api/stock-conflicts/${conflict.id}/clear`, {
      resolution: 'moved',
      from_warehouse_id: back,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(await stockRow(test, product.id, 1)).toMatchObject({ quantity: 0 })
    expect(await stockRow(test, product.id, back)).toMatchObject({ quantity: 3 })
    const transfers = (await admin.get('/api/stock-transfers')).json().items as { id: number; status: string }[]
    expect(transfers[0]).toMatchObject({ status: 'received', sent: 2, received: 2 })
    expect((await list('cleared')).items.find((item) => item.id === conflict.id)?.resolution).toBe('moved')
    await expectBooksBalance(test)
  })
})
