import { sql } from 'kysely'
import { addDays } from '@counterpart/domain/pricing/calendar'
import { calendarDateAt } from '@counterpart/domain/pricing/time-zone'
import { daysRange } from '@counterpart/domain/pricing/report-period'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminAppForFile, TEST_DIALECT } from '../../../test/helpers.ts'
import { confirmSale, posProduct, refundBody, sell } from '../../../test/pos-fixtures.ts'
import { placeInTime, setShopTimezone } from '../../../test/report-fixtures.ts'
import { addProduct, addSupplier, buy, receive } from '../../../test/stock-fixtures.ts'
import { addTill, openTill, sellAt } from '../../../test/till-fixtures.ts'
import { netSoldByProduct } from './repository.ts'

/**
 * Trending products reads the per-day counts of 0014-maintained-counts that the sale, refund and
 * removal transactions keep, and the order lists read their totals from its order counts. Here those
 * counts are checked against a recount from the orders and their lines (the rule the report used to
 * apply to every line) after sales, refunds and removals, and the report against the lines of its
 * period in shop time zones whose midnight is not UTC's.
 */
const { test, admin } = await adminAppForFile()
let products: number[]

beforeAll(async () => {
  const supplier = await addSupplier(admin)
  products = []
  for (let n = 0; n < 3; n++) products.push(await addProduct(test, { suppliers: [supplier], price: 1500 }))
  const purchase = await buy(
    admin,
    supplier,
    products.map((product_id) => ({ product_id, cost: 5, qty: 200 })),
  )
  await receive(
    admin,
    purchase,
    products.map((product) => ({ product, warehouse: 1, price: 15 })),
  )
}, 60_000)

/** The kept counts, their partial rows summed (0023-sold-daily-slots), without days that net to nothing. */
async function keptCounts() {
  const sold = sql<number>`sum(${sql.ref('sold')})`
  const rows = await test.database.db
    .selectFrom('product_sold_daily')
    .select(['day', 'product_id', sold.as('sold')])
    .groupBy(['day', 'product_id'])
    .having(sold, '!=', 0)
    .orderBy('day')
    .orderBy('product_id')
    .execute()
  return rows.map((row) => ({ day: row.day, product_id: Number(row.product_id), sold: Number(row.sold) }))
}

/** The same counts worked out from the lines of every live sale and refund. */
async function recounted() {
  const { rows } = await sql<{ day: string; product_id: number; sold: number }>`
    select substr(orders.created_at, 1, 10) as day, order_items.product_id as product_id,
           sum(case when orders.refunding = 1 then -order_items.qty else order_items.qty end) as sold
    from orders join order_items on order_items.order_id = orders.id
    where (orders.salling = 1 or orders.refunding = 1) and orders.deleted_at is null
      and order_items.product_id is not null
    group by substr(orders.created_at, 1, 10), order_items.product_id
    order by 1, 2
  `.execute(test.database.db)
  return rows
    .map((row) => ({ day: row.day, product_id: Number(row.product_id), sold: Number(row.sold) }))
    .filter((row) => row.sold !== 0)
}

/** The report, and the same figures summed from the lines of its period. */
async function trendingAgainstLines() {
  const response = await admin.get('/api/trending-products')
  expect(response.statusCode, response.body).toBe(200)
  const answer = response.json<{ trending: { product_id: number; sold: number }[] }>()
  const timeZone = (await test.services.settings.get()).general.timezone || 'UTC'
  const today = calendarDateAt(Date.now(), timeZone)
  const lines = await netSoldByProduct(test.database.db, daysRange(addDays(today, -29), today, timeZone))
  const expected = lines
    .filter((row) => row.sold > 0)
    .sort((a, b) => b.sold - a.sold || a.product_id - b.product_id)
    .map((row) => ({ product_id: row.product_id, sold: row.sold }))
  return { got: answer.trending.map(({ product_id, sold }) => ({ product_id, sold })), expected }
}

describe('counts kept by the order transactions (0014-maintained-counts)', () => {
  it('follows sales, refunds and removals in their own transactions', async () => {
    const [a, b, c] = await Promise.all(products.map((id) => posProduct(admin, id)))
    if (!a || !b || !c) throw new Error('products missing')
    const first = await sell(admin, [
      { product: a, qty: 4 },
      { product: b, qty: 2 },
    ])
    const second = await sell(admin, [
      { product: a, qty: 1 },
      { product: c, qty: 7 },
    ])
    const third = await sell(admin, [{ product: b, qty: 3 }])
    expect(await keptCounts()).toEqual(await recounted())

    // A refund of 2 of the 4 units of product a counts against it.
    const info = await confirmSale(admin, first.key)
    const line = info.items.find((item) => item.product_id === a.id)
    if (!line) throw new Error('no line')
    const refund = await admin.post('/api/sale-return', refundBody(info, [{ id: line.id, qty: 2 }]))
    expect(refund.statusCode, refund.body).toBe(201)
    expect(await keptCounts()).toEqual(await recounted())
    const today = new Date().toISOString().slice(0, 10)
    expect(await keptCounts()).toEqual(
      [
        { day: today, product_id: a.id, sold: 3 },
        { day: today, product_id: b.id, sold: 5 },
        { day: today, product_id: c.id, sold: 7 },
      ].sort((x, y) => x.product_id - y.product_id),
    )

    // Removing a sale takes its lines back; removing the refund gives the 2 units back to the sale.
    expect((await admin.delete(`/api/order/${second.id}`)).statusCode).toBe(200)
    expect(await keptCounts()).toEqual(await recounted())
    expect((await admin.delete(`/api/order/${refund.json().id}`)).statusCode).toBe(200)
    expect(await keptCounts()).toEqual(await recounted())
    // A removal refused (already removed) changes nothing.
    expect((await admin.delete(`/api/order/${second.id}`)).statusCode).toBe(404)
    expect(await keptCounts()).toEqual(await recounted())
    expect(await keptCounts()).toContainEqual({ day: today, product_id: a.id, sold: 4 })

    const { got, expected } = await trendingAgainstLines()
    expect(got).toEqual(expected)
    expect(got).toEqual([
      { product_id: b.id, sold: 5 },
      { product_id: a.id, sold: 4 },
    ])
    void third
  })

  it("keeps the order lists' totals equal to a count of the live orders of each kind", async () => {
    const recount = async (kind: 'salling' | 'refunding' | 'purchasing') => {
      const row = await test.database.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(kind, '=', 1)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
      return Number(row?.n ?? 0)
    }
    const listed = async (kind: string) => {
      const response = await admin.get(`/api/order?filter=${kind}`)
      expect(response.statusCode, response.body).toBe(200)
      return response.json<{ total: number }>().total
    }
    const check = async () => {
      for (const kind of ['salling', 'refunding', 'purchasing'] as const)
        expect(await listed(kind), kind).toBe(await recount(kind))
    }
    await check()
    const [a] = await Promise.all(products.map((id) => posProduct(admin, id)))
    if (!a) throw new Error('products missing')
    // Twenty sales at once land on different shards and all count.
    const before = await listed('salling')
    const sales = await Promise.all(Array.from({ length: 20 }, () => sell(admin, [{ product: a, qty: 1 }])))
    expect(await listed('salling')).toBe(before + 20)
    await check()
    const info = await confirmSale(admin, sales[0]?.key ?? '')
    const refund = await admin.post('/api/sale-return', refundBody(info, [{ id: info.items[0]?.id ?? 0, qty: 1 }]))
    expect(refund.statusCode, refund.body).toBe(201)
    await check()
    for (const sale of sales.slice(1, 4)) expect((await admin.delete(`/api/order/${sale.id}`)).statusCode).toBe(200)
    expect((await admin.delete(`/api/order/${refund.json().id}`)).statusCode).toBe(200)
    expect(await listed('salling')).toBe(before + 17)
    await check()
    // A search still counts its matches.
    const found = await admin.get(`/api/order?filter=salling&search=${sales[5]?.key ?? ''}`)
    expect(found.json().total).toBe(1)
  })

  it('equals the lines of its period in shop time zones whose midnight is not UTC midnight', async () => {
    const [a, b] = await Promise.all(products.map((id) => posProduct(admin, id)))
    if (!a || !b) throw new Error('products missing')
    const day = 86_400_000
    const now = Date.now()
    // Orders around the edges of the 30-day window and of today, in UTC and in the shop's zones.
    const instants = [
      now - 29 * day - 3 * 3600_000,
      now - 29 * day + 3 * 3600_000,
      now - 30 * day - 1000,
      now - 31 * day,
      now - 10 * day,
      now - 6 * 3600_000,
      now - 60_000,
    ]
    for (const [index, instant] of instants.entries()) {
      const sale = await sell(admin, [
        { product: index % 2 === 0 ? a : b, qty: index + 1 },
        { product: b, qty: 1 },
      ])
      await placeInTime(test, sale.id, new Date(instant).toISOString())
    }
    expect(await keptCounts()).toEqual(await recounted())
    for (const zone of ['UTC', 'Europe/Paris', 'Asia/Kolkata', 'Pacific/Kiritimati', 'America/St_Johns']) {
      await setShopTimezone(test, zone)
      const { got, expected } = await trendingAgainstLines()
      expect(got, zone).toEqual(expected)
      expect(got.length, zone).toBeGreaterThan(0)
    }
  })

  it('counts one product sold at the same moment from several tills exactly, refunds taken back', async () => {
    const [a] = await Promise.all(products.map((id) => posProduct(admin, id)))
    if (!a) throw new Error('products missing')
    const tills = await Promise.all(Array.from({ length: 4 }, () => addTill(admin)))
    for (const till of tills) await openTill(admin, till)
    const before = (await keptCounts()).filter((row) => row.product_id === a.id)
    // Five sales a till, all at once: on PostgreSQL they run in as many transactions as the pool has.
    const sales = await Promise.all(
      tills.flatMap((till) => Array.from({ length: 5 }, (_, n) => sellAt(admin, till, [{ product: a, qty: n + 1 }]))),
    )
    const info = await confirmSale(admin, sales[0]?.key ?? '')
    const refund = await admin.post('/api/sale-return', refundBody(info, [{ id: info.items[0]?.id ?? 0, qty: 1 }]))
    expect(refund.statusCode, refund.body).toBe(201)
    expect(await keptCounts()).toEqual(await recounted())
    const today = new Date().toISOString().slice(0, 10)
    const soldBefore = before.find((row) => row.day === today)?.sold ?? 0
    // 4 tills x (1 + 2 + 3 + 4 + 5) units, less the one returned.
    expect(await keptCounts()).toContainEqual({ day: today, product_id: a.id, sold: soldBefore + 4 * 15 - 1 })
    const { got, expected } = await trendingAgainstLines()
    expect(got).toEqual(expected)
  })

  // PostgreSQL only: SQLite writes one transaction at a time, so no sale is ever left uncommitted beside another.
  if (TEST_DIALECT === 'postgres')
    it('lets a till sell a product while another till’s sale of it is still uncommitted (PostgreSQL)', async () => {
      const [a] = await Promise.all(products.map((id) => posProduct(admin, id)))
      if (!a) throw new Error('products missing')
      // Another till's sale of the same product, written through the orders service as a sale is, and not yet
      // committed: its transaction holds its rows until it ends. A row shared by every sale of the product that
      // day would make the next sale wait for it.
      let release = () => {}
      const released = new Promise<void>((resolve) => (release = resolve))
      let counted = () => {}
      const isCounted = new Promise<void>((resolve) => (counted = resolve))
      const rolledBack = new Error('rolled back')
      const held = test.database.db
        .transaction()
        .execute(async (trx) => {
          await test.services.orders.create(trx, { user_id: null, session_id: null, salling: 1 }, [
            { product_id: a.id, name: a.name, qty: 1 },
          ])
          counted()
          await released
          throw rolledBack
        })
        .catch((error: unknown) => {
          if (error !== rolledBack) throw error
        })
      await isCounted
      const outcome = await Promise.race([
        sell(admin, [{ product: a, qty: 2 }]).then(() => 'sold'),
        new Promise<string>((resolve) => setTimeout(() => resolve('waited'), 5_000)),
      ])
      release()
      await held
      expect(outcome).toBe('sold')
      expect(await keptCounts()).toEqual(await recounted())
    })

  it('folds the partial counts of the days that are over into one row per product, sums unchanged', async () => {
    const [a, b] = await Promise.all(products.map((id) => posProduct(admin, id)))
    if (!a || !b) throw new Error('products missing')
    await Promise.all(Array.from({ length: 12 }, (_, n) => sell(admin, [{ product: n % 3 ? a : b, qty: 1 }])))
    const counted = await keptCounts()
    const slotsOf = async () =>
      new Set(
        (await test.database.db.selectFrom('product_sold_daily').select('slot').execute()).map((row) =>
          Number(row.slot),
        ),
      )
    // Sold at once over several PostgreSQL sessions: each wrote its own partial rows.
    if (TEST_DIALECT === 'postgres') expect((await slotsOf()).size).toBeGreaterThan(1)
    const today = new Date().toISOString().slice(0, 10)
    // Today is not over: nothing moves.
    await test.services.orders.foldSoldSlots(today)
    expect(await keptCounts()).toEqual(counted)
    // Once it is, each day and product is one row again.
    await test.services.orders.foldSoldSlots(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10))
    expect(await keptCounts()).toEqual(counted)
    expect(await keptCounts()).toEqual(await recounted())
    const rows = await test.database.db.selectFrom('product_sold_daily').select(['day', 'product_id']).execute()
    expect(new Set(rows.map((row) => `${row.day} ${row.product_id}`)).size).toBe(rows.length)
    expect(await slotsOf()).toEqual(new Set([0]))
    const { got, expected } = await trendingAgainstLines()
    expect(got).toEqual(expected)
  })
})
