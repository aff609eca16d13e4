import { describe, expect, it } from 'vitest'
import { ConflictError } from '../../platform/errors.ts'
import { adminAppForFile } from '../../../test/helpers.ts'
import { addTill, openTill } from '../../../test/till-fixtures.ts'
import { addProduct, addWarehouse } from '../../../test/stock-fixtures.ts'
import { MAX_STORED_QUANTITY } from './repository.ts'
import type { StockMove } from './stock-service.ts'

/** Issue 34 §5: the low findings of the security review, each with the answer a user would see. */
const { test, admin } = await adminAppForFile()

function move(moves: StockMove[]) {
  return test.database.db.transaction().execute((trx) => test.services.stock.move(trx, moves, { allowNegative: true }))
}

describe('stock arithmetic stays inside the column', () => {
  it('refuses a move that would take a quantity beyond what the column holds, either way, and changes nothing', async () => {
    const product = await addProduct(test)
    const warehouse = await addWarehouse(admin)
    await move([{ product_id: product, warehouse_id: warehouse, delta: MAX_STORED_QUANTITY - 5, reason: 'purchase' }])
    await expect(
      move([{ product_id: product, warehouse_id: warehouse, delta: 10, reason: 'purchase' }]),
    ).rejects.toThrow(ConflictError)
    await expect(
      move([{ product_id: product, warehouse_id: warehouse, delta: 10, reason: 'purchase' }]),
    ).rejects.toThrow(/would go beyond 2147483647 units/)
    const row = await test.database.db
      .selectFrom('stocks')
      .select('quantity')
      .where('product_id', '=', product)
      .where('warehouse_id', '=', warehouse)
      .executeTakeFirstOrThrow()
    expect(Number(row.quantity)).toBe(MAX_STORED_QUANTITY - 5)

    // Overselling allowed: a sale cannot push it below the column's floor either.
    const other = await addProduct(test)
    await move([{ product_id: other, warehouse_id: null, delta: -(MAX_STORED_QUANTITY - 1), reason: 'sale' }])
    await expect(move([{ product_id: other, warehouse_id: null, delta: -10, reason: 'sale' }])).rejects.toThrow(
      /would go beyond/,
    )
  })
})

describe('concurrent category saves with one barcode', () => {
  it('give one save and conflicts, never a server error', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        admin.post('/api/category', { name: `Race ${index}`, barcode: 'RACE-1' }),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.join(','), answers.map((answer) => answer.body).join('\n')).toMatch(/20[01]/)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    // The check inside the save (422) or the unique index behind it (409): a message either way.
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect([409, 422], answer.body).toContain(answer.statusCode)
      expect(answer.body).toMatch(/The Category code has already been taken/)
    }
  })
})

describe('the drawer count', () => {
  it('is stored in whole cents', async () => {
    const session = await openTill(admin, await addTill(admin))
    const closed = await admin.post(`/api/till-sessions/${session}/close`, { countedCash: 100.000000001 })
    expect(closed.statusCode, closed.body).toBe(200)
    const row = await test.database.db
      .selectFrom('till_sessions')
      .select(['counted_cash', 'difference'])
      .where('id', '=', session)
      .executeTakeFirstOrThrow()
    expect(Number(row.counted_cash)).toBe(10000)
    expect(Number.isInteger(Number(row.difference))).toBe(true)
  })
})
