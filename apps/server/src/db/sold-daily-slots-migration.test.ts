import { sql, type Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { adminAppForFile, TEST_DIALECT } from '../../test/helpers.ts'
import { posProduct, sell } from '../../test/pos-fixtures.ts'
import { addProduct, addSupplier, buy, receive } from '../../test/stock-fixtures.ts'
import { down, up } from './migrations/0023-sold-daily-slots.ts'

const { test, admin } = await adminAppForFile()
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema of its time, not Database's
const db = test.database.db as Kysely<any>

/** Units sold per day and product, however many rows hold them. */
async function soldPerDay() {
  const { rows } = await sql<{ day: string; product_id: number; sold: number }>`
    select day, product_id, sum(sold) as sold from product_sold_daily group by day, product_id order by 1, 2
  `.execute(db)
  return rows.map((row) => ({ day: row.day, product_id: Number(row.product_id), sold: Number(row.sold) }))
}

async function rowCount(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from product_sold_daily`.execute(db)
  return Number(rows[0]?.n ?? 0)
}

describe(`migration 0023 splits the units sold per day into slots (${TEST_DIALECT})`, () => {
  it('keeps every day’s count through down and up, and the sales after it still count', async () => {
    const supplier = await addSupplier(admin)
    const ids = [
      await addProduct(test, { price: 1500, cost: 500, suppliers: [supplier] }),
      await addProduct(test, { price: 900, cost: 300, suppliers: [supplier] }),
    ]
    await receive(
      admin,
      await buy(
        admin,
        supplier,
        ids.map((product_id) => ({ product_id, cost: 5, qty: 100 })),
      ),
      ids.map((product) => ({ product, warehouse: 1, price: 15 })),
    )
    const [a, b] = await Promise.all(ids.map((id) => posProduct(admin, id)))
    if (!a || !b) throw new Error('products missing')
    // At once, so that on PostgreSQL several sessions write partial rows of the same day and product.
    await Promise.all(Array.from({ length: 8 }, (_, n) => sell(admin, [{ product: n % 2 ? a : b, qty: n + 1 }])))
    const counted = await soldPerDay()
    expect(counted).toHaveLength(2)

    await down(db)
    // One row per day and product again, holding the slots' sum; the primary key refuses a second.
    expect(await soldPerDay()).toEqual(counted)
    expect(await rowCount()).toBe(2)
    const first = counted[0]
    if (!first) throw new Error('no count')
    await expect(
      sql`insert into product_sold_daily (day, product_id, sold) values (${first.day}, ${first.product_id}, 1)`.execute(
        db,
      ),
    ).rejects.toThrow()

    await up(db)
    expect(await soldPerDay()).toEqual(counted)
    const { rows } = await sql<{ slot: number }>`select distinct slot from product_sold_daily`.execute(db)
    expect(rows.map((row) => Number(row.slot))).toEqual([0])

    await sell(admin, [{ product: a, qty: 2 }])
    const after = await soldPerDay()
    expect(after.find((row) => row.product_id === a.id)?.sold).toBe(
      (counted.find((row) => row.product_id === a.id)?.sold ?? 0) + 2,
    )
    const trending = await admin.get('/api/trending-products')
    expect(trending.statusCode, trending.body).toBe(200)
    expect(trending.json<{ trending: { product_id: number; sold: number }[] }>().trending).toEqual(
      expect.arrayContaining([expect.objectContaining({ product_id: a.id, sold: 2 + 4 + 6 + 8 + 2 })]),
    )
  })
})
