import { type Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { adminAppForFile, TEST_DIALECT } from '../../test/helpers.ts'
import { formData, TINY_PNG_DATA_URL } from '../../test/form-data.ts'
import { posProduct, sell } from '../../test/pos-fixtures.ts'
import { addProduct, addSupplier, buy, receive } from '../../test/stock-fixtures.ts'
import { down, up } from './migrations/0026-buyback-payouts.ts'

const { test, admin } = await adminAppForFile()
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time, not Database's
const db = test.database.db as Kysely<any>

const orderPayments = () =>
  db
    .selectFrom('payments')
    .select(['id', 'order_id', 'gateway', 'type', 'amount', 'session_id'])
    .where('order_id', 'is not', null)
    .orderBy('id')
    .execute()

describe(`migration 0026 lets a buy-back's payout be a payment (${TEST_DIALECT})`, () => {
  it('keeps every payment of an order and its id both ways, and ids go on after the highest ever given', async () => {
    const supplier = await addSupplier(admin)
    const id = await addProduct(test, { price: 1500, cost: 500, suppliers: [supplier] })
    await receive(admin, await buy(admin, supplier, [{ product_id: id, cost: 5, qty: 10 }]), [
      { product: id, warehouse: 1, price: 15 },
    ])
    await sell(admin, [{ product: await posProduct(admin, id) }])
    const bought = await admin.request({
      method: 'POST',
      url: '/api/custom-product',
      ...formData({
        fullName: 'Seller',
        phone: '555',
        model: 'Pixel 6',
        cost: '80.00',
        price: '120.00',
        sign: TINY_PNG_DATA_URL,
      }),
    })
    expect(bought.statusCode, bought.body).toBe(200)
    const before = await orderPayments()
    expect(before.length).toBeGreaterThanOrEqual(2)
    const highest = Math.max(...(await db.selectFrom('payments').select('id').execute()).map((row) => Number(row.id)))

    await down(db)
    // Before 0026 a payment always has an order: the payout went with the column.
    expect(await orderPayments()).toEqual(before)
    expect(await db.selectFrom('payments').select('id').where('order_id', 'is', null).execute()).toEqual([])

    await up(db)
    expect(await orderPayments()).toEqual(before)
    // A new payment never takes the id the removed payout had.
    await sell(admin, [{ product: await posProduct(admin, id) }])
    const newest = await db.selectFrom('payments').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()
    expect(Number(newest.id)).toBeGreaterThan(highest)
  })
})
