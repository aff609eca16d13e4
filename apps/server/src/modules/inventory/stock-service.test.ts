import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { ConflictError } from '../../platform/errors.ts'
import { adminAppForFile, TEST_DIALECT } from '../../../test/helpers.ts'
import { addProduct, addWarehouse, expectBooksBalance } from '../../../test/stock-fixtures.ts'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { bumpBasicQtys, bumpStocks } from './repository.ts'
import type { StockMove } from './stock-service.ts'

const { test, admin } = await adminAppForFile()

function stockRow(productId: number, warehouseId: number) {
  return test.database.db
    .selectFrom('stocks')
    .selectAll()
    .where('product_id', '=', productId)
    .where('warehouse_id', '=', warehouseId)
    .executeTakeFirst()
}

function move(moves: StockMove[], options: { allowNegative?: boolean } = {}) {
  return test.database.db.transaction().execute((trx) => test.services.stock.move(trx, moves, options))
}

async function movementCount(productId: number): Promise<number> {
  const row = await test.database.db
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

describe('stock service', () => {
  it('receives goods onto a new stock row and records a purchase movement', async () => {
    const product = await addProduct(test)
    const warehouse = await addWarehouse(admin)
    await test.database.db.transaction().execute((trx) =>
      test.services.stock.receive(
        trx,
        [{ product_id: product, warehouse_id: warehouse, qty: 12, cost: 500, price: 900, rackNumber: 'B-2' }],
        {
          order_id: null,
          user_id: 1,
        },
      ),
    )
    expect(await stockRow(product, warehouse)).toMatchObject({
      quantity: 12,
      sold: 0,
      returned: 0,
      cost: 500,
      price: 900,
      rackNumber: 'B-2',
    })
    expect(await movementCount(product)).toBe(1)
    await expectBooksBalance(test)
  })

  it('adds a second receipt to the same row and takes its new price and rack', async () => {
    const product = await addProduct(test)
    const warehouse = await addWarehouse(admin)
    for (const [qty, price, rack] of [
      [5, 900, 'A'],
      [7, 950, 'C'],
    ] as const) {
      await test.database.db
        .transaction()
        .execute((trx) =>
          test.services.stock.receive(
            trx,
            [{ product_id: product, warehouse_id: warehouse, qty, cost: 500, price, rackNumber: rack }],
            { order_id: null, user_id: 1 },
          ),
        )
    }
    expect(await stockRow(product, warehouse)).toMatchObject({ quantity: 12, price: 950, rackNumber: 'C' })
    await expectBooksBalance(test)
  })

  it('counts a sale as sold and a refund as returned', async () => {
    const product = await addProduct(test)
    const warehouse = await addWarehouse(admin)
    await move([{ product_id: product, warehouse_id: warehouse, delta: 10, reason: 'adjustment' }])
    await move([{ product_id: product, warehouse_id: warehouse, delta: -4, reason: 'sale' }])
    await move([{ product_id: product, warehouse_id: warehouse, delta: 1, reason: 'refund' }])
    expect(await stockRow(product, warehouse)).toMatchObject({ quantity: 7, sold: 4, returned: 1 })
    await expectBooksBalance(test)
  })

  it('refuses to take stock below zero with a 409 message, and writes nothing of the batch', async () => {
    const product = await addProduct(test, { name: 'Last Charger' })
    const other = await addProduct(test)
    const warehouse = await addWarehouse(admin)
    await move([
      { product_id: product, warehouse_id: warehouse, delta: 2, reason: 'adjustment' },
      { product_id: other, warehouse_id: warehouse, delta: 5, reason: 'adjustment' },
    ])
    const before = await movementCount(other)
    const attempt = move([
      { product_id: other, warehouse_id: warehouse, delta: -1, reason: 'sale' },
      { product_id: product, warehouse_id: warehouse, delta: -3, reason: 'sale' },
    ])
    await expect(attempt).rejects.toBeInstanceOf(ConflictError)
    await expect(attempt).rejects.toThrow('Not enough stock of Last Charger: 2 left.')
    expect(await stockRow(other, warehouse)).toMatchObject({ quantity: 5, sold: 0 })
    expect(await stockRow(product, warehouse)).toMatchObject({ quantity: 2, sold: 0 })
    expect(await movementCount(other)).toBe(before)
    await expectBooksBalance(test)
  })

  it('adds up several lines of one product: exactly what is there sells, one more is refused', async () => {
    const product = await addProduct(test, { name: 'Twin Cable' })
    const warehouse = await addWarehouse(admin)
    await move([{ product_id: product, warehouse_id: warehouse, delta: 5, reason: 'adjustment' }])
    const twoLines = (first: number, second: number) =>
      move([
        { product_id: product, warehouse_id: warehouse, delta: -first, reason: 'sale' },
        { product_id: product, warehouse_id: warehouse, delta: -second, reason: 'sale' },
      ])
    await expect(twoLines(3, 3)).rejects.toThrow('Not enough stock of Twin Cable: 5 left.')
    expect(await stockRow(product, warehouse)).toMatchObject({ quantity: 5, sold: 0 })
    expect(await movementCount(product)).toBe(1)
    await twoLines(3, 2)
    expect(await stockRow(product, warehouse)).toMatchObject({ quantity: 0, sold: 5 })
    expect(await movementCount(product)).toBe(3)
    await expectBooksBalance(test)
  })

  it('creates the stock row a refund returns goods into, and refuses a sale from a warehouse without one', async () => {
    const product = await addProduct(test, { name: 'Nowhere Case' })
    const warehouse = await addWarehouse(admin)
    await expect(move([{ product_id: product, warehouse_id: warehouse, delta: -1, reason: 'sale' }])).rejects.toThrow(
      'Not enough stock of Nowhere Case: 0 left.',
    )
    expect(await stockRow(product, warehouse)).toBeUndefined()
    await move([{ product_id: product, warehouse_id: warehouse, delta: 2, reason: 'refund' }])
    expect(await stockRow(product, warehouse)).toMatchObject({ quantity: 2, sold: 0, returned: 2 })
    await expectBooksBalance(test)
  })

  it('lets stock go below zero when the caller allows overselling', async () => {
    const product = await addProduct(test)
    const warehouse = await addWarehouse(admin)
    await move([{ product_id: product, warehouse_id: warehouse, delta: -2, reason: 'sale' }], { allowNegative: true })
    expect(await stockRow(product, warehouse)).toMatchObject({ quantity: -2, sold: 2 })
    await expectBooksBalance(test)
  })

  it('moves the basic qty of a product without stock rows', async () => {
    const product = await addProduct(test, { qty: 3 })
    await move([{ product_id: product, warehouse_id: null, delta: -2, reason: 'sale' }])
    await expect(move([{ product_id: product, warehouse_id: null, delta: -2, reason: 'sale' }])).rejects.toBeInstanceOf(
      ConflictError,
    )
    const row = await test.database.db
      .selectFrom('products')
      .select('qty')
      .where('id', '=', product)
      .executeTakeFirstOrThrow()
    expect(row.qty).toBe(1)
  })

  it('never oversells when two sales of the last items run at the same time', async () => {
    const product = await addProduct(test)
    const warehouse = await addWarehouse(admin)
    await move([{ product_id: product, warehouse_id: warehouse, delta: 3, reason: 'adjustment' }])
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        move([{ product_id: product, warehouse_id: warehouse, delta: -2, reason: 'sale' }]),
      ),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    expect(await stockRow(product, warehouse)).toMatchObject({ quantity: 1, sold: 2 })
    await expectBooksBalance(test)
  })

  it('finds a counter that does not match its movements', async () => {
    const product = await addProduct(test)
    const warehouse = await addWarehouse(admin)
    await move([{ product_id: product, warehouse_id: warehouse, delta: 4, reason: 'adjustment' }])
    // A write behind the service's back, as a bug would make it.
    await test.database.db.updateTable('stocks').set({ quantity: 9 }).where('product_id', '=', product).execute()
    const violations = await test.services.stock.invariantViolations(test.database.db)
    expect(violations).toEqual([
      expect.objectContaining({ product_id: product, warehouse_id: warehouse, quantity: 9, movedQuantity: 4 }),
    ])
    await test.database.db.updateTable('stocks').set({ quantity: 4 }).where('product_id', '=', product).execute()
    await expectBooksBalance(test)
  })

  // The locking tests above prove something only on the engine the run asked for: ask the engine itself.
  it(`ran on ${TEST_DIALECT}, as TEST_DB asked, not on a fallback`, async () => {
    const { rows } = await (
      TEST_DIALECT === 'postgres'
        ? sql<{ engine: string }>`select version() as engine`
        : sql<{ engine: string }>`select 'SQLite ' || sqlite_version() as engine`
    ).execute(test.database.db)
    expect(rows[0]?.engine).toMatch(TEST_DIALECT === 'postgres' ? /^PostgreSQL \d/ : /^SQLite 3\./)
  })
})

type Db = Kysely<Database>

describe('stock rows changed by two tills at once', () => {
  /**
   * Runs `first` in a transaction that stays open until `second`, started meanwhile, has had time to reach the
   * rows `first` holds; answers what each changed. On PostgreSQL the second waits on the first's row locks; on
   * SQLite it waits for the first's write transaction.
   */
  async function overlapping<T>(first: (trx: Db) => Promise<T>, second: (trx: Db) => Promise<T>): Promise<[T, T]> {
    const db = test.database.db
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let firstAnswer: T | undefined
    const firstDone = db.transaction().execute(async (trx) => {
      firstAnswer = await first(trx)
      await held
    })
    // The first holds its rows before the second starts.
    while (firstAnswer === undefined) await new Promise((resolve) => setTimeout(resolve, 5))
    const secondDone = db.transaction().execute(second)
    await new Promise((resolve) => setTimeout(resolve, 300))
    release()
    await firstDone
    return [firstAnswer, await secondDone]
  }

  it('a sale of five products waiting on another sale of five, two of them the same, changes all five rows', async () => {
    const warehouse = await addWarehouse(admin)
    const products = await Promise.all(Array.from({ length: 8 }, () => addProduct(test)))
    const now = new Date().toISOString()
    await test.database.db.transaction().execute((trx) =>
      test.services.stock.receive(
        trx,
        products.map((product_id) => ({
          product_id,
          warehouse_id: warehouse,
          qty: 10,
          cost: 500,
          price: 900,
          rackNumber: '',
        })),
        { order_id: null, user_id: 1 },
      ),
    )
    const sale = (ids: number[]) => (trx: Db) =>
      bumpStocks(
        trx,
        ids.map((product_id) => ({ product_id, warehouse_id: warehouse, quantity: -1, sold: 1, returned: 0 })),
        true,
        now,
      )
    const [first, second] = await overlapping(sale(products.slice(0, 5)), sale(products.slice(3)))
    expect(first).toHaveLength(5)
    expect(second).toHaveLength(5)
    for (const [index, product] of products.entries()) {
      expect((await stockRow(product, warehouse))?.quantity, `product ${index + 1}`).toBe(
        index === 3 || index === 4 ? 8 : 9,
      )
    }
  })

  it('the same for products kept without a warehouse', async () => {
    const products = await Promise.all(Array.from({ length: 5 }, () => addProduct(test)))
    const now = new Date().toISOString()
    await test.database.db.transaction().execute((trx) =>
      bumpBasicQtys(
        trx,
        products.map((product_id) => ({ product_id, delta: 10 })),
        false,
        now,
      ),
    )
    const sale = (ids: number[]) => (trx: Db) =>
      bumpBasicQtys(
        trx,
        ids.map((product_id) => ({ product_id, delta: -1 })),
        true,
        now,
      )
    const before = await basicQtys(products)
    const [first, second] = await overlapping(sale(products.slice(0, 2)), sale(products))
    expect(first).toHaveLength(2)
    expect(second).toHaveLength(5)
    expect(await basicQtys(products)).toEqual(before.map((qty, index) => qty - (index < 2 ? 2 : 1)))
  })

  async function basicQtys(ids: number[]): Promise<number[]> {
    const rows = await test.database.db.selectFrom('products').select(['id', 'qty']).where('id', 'in', ids).execute()
    return ids.map((id) => rows.find((row) => row.id === id)?.qty ?? Number.NaN)
  }
})
