import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { OFFLINE_MESSAGES, type OfflineReview } from '@counterpart/domain/schemas/offline'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import type { TillReport } from '@counterpart/domain/schemas/tills'
import { adminAppForFile, expectFieldErrors, TEST_DIALECT } from '../../../test/helpers.ts'
import { offlineBody, postOffline, sellOffline } from '../../../test/offline-fixtures.ts'
import { posProduct, saleBody, setPos } from '../../../test/pos-fixtures.ts'
import { addTill, atTill, openTill } from '../../../test/till-fixtures.ts'
import { addCustomer, addProduct, addSupplier } from '../../../test/stock-fixtures.ts'

/**
 * POST /offline-sales is no override while the till is online (issue 34 item 1): every offline sale is
 * dated inside the window in which its till could have been offline, lands in a till session or on the
 * next Z apart, and raises a review item where the owner sees stock conflicts. None is refused or lost.
 */

const { test, admin } = await adminAppForFile()
let product: PosProduct

beforeAll(async () => {
  const supplier = await addSupplier(admin)
  product = await posProduct(
    admin,
    await addProduct(test, { price: 2000, cost: 1000, qty: 10_000, suppliers: [supplier] }),
  )
})

const ago = (ms: number) => new Date(Date.now() - ms).toISOString()
const MINUTE = 60_000

/** The till's contact as the server would have recorded it from its requests. */
async function setContact(
  tillId: number,
  contact: { last_contact_at: string | null; online_since: string | null; offline_from: string | null },
) {
  await test.database.db.updateTable('tills').set(contact).where('id', '=', tillId).execute()
}

/** A session of the till opened `minutes` ago (the till sells offline inside it). */
async function openedAgo(tillId: number, minutes: number): Promise<number> {
  const session = await openTill(admin, tillId, 0)
  await test.database.db
    .updateTable('till_sessions')
    .set({ opened_at: ago(minutes * MINUTE) })
    .where('id', '=', session)
    .execute()
  return session
}

async function landed(orderId: number) {
  return test.database.db
    .selectFrom('orders')
    .innerJoin('client_sales', 'client_sales.order_id', 'orders.id')
    .select([
      'orders.created_at',
      'orders.session_id',
      'client_sales.sold_at',
      'client_sales.dating',
      'client_sales.outside_session',
      'client_sales.outside_z_session_id',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow()
}

async function openReviews(): Promise<OfflineReview[]> {
  const response = await admin.get('/api/offline-reviews?itemsPerPage=100')
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ items: OfflineReview[] }>().items
}

const reasonsOf = async (orderId: number) =>
  (await openReviews())
    .filter((review) => review.order_id === orderId)
    .map((review) => review.reason)
    .sort()

async function close(sessionId: number, countedCash: number): Promise<TillReport> {
  const response = await admin.post(`/api/till-sessions/${sessionId}/close`, { countedCash })
  expect(response.statusCode, response.body).toBe(200)
  const z = await admin.get(`/api/till-sessions/${sessionId}/z-report`)
  expect(z.statusCode, z.body).toBe(200)
  return z.json<TillReport>()
}

async function expectedCashOf(sessionId: number): Promise<number> {
  const response = await admin.get(`/api/till-sessions/${sessionId}/x-report`)
  expect(response.statusCode, response.body).toBe(200)
  // Not a blind count here: the X report carries the expected cash.
  const expected = response.json<TillReport>().expectedCash
  if (expected === null) throw new Error('the X report hid its expected cash')
  return expected
}

describe(`an offline sale lands where the owner sees it (${TEST_DIALECT})`, () => {
  it("records the till's contact from every signed-in request that names it", async () => {
    const till = await addTill(admin)
    await openTill(admin, till, 0)
    const before = new Date().toISOString()
    expect((await atTill(admin, till, '/api/sale', saleBody([{ product }]))).statusCode).toBe(201)
    const row = await test.database.db
      .selectFrom('tills')
      .select(['last_contact_at', 'online_since', 'offline_from'])
      .where('id', '=', till)
      .executeTakeFirstOrThrow()
    expect(row.last_contact_at && row.last_contact_at >= before).toBe(true)
    expect(row).toMatchObject({ online_since: row.last_contact_at, offline_from: null })
  })

  it("is dated at the till's last contact when it claims a time before it, kept as claimed, and reviewed", async () => {
    const till = await addTill(admin)
    const session = await openedAgo(till, 180)
    const lastContact = ago(10 * MINUTE)
    await setContact(till, { last_contact_at: lastContact, online_since: ago(120 * MINUTE), offline_from: null })
    const claimed = ago(60 * MINUTE)
    const sale = await sellOffline(admin, [{ product }], { till, soldAt: claimed })
    expect(sale.reviews).toBe(1)
    expect(await landed(sale.id)).toMatchObject({
      created_at: lastContact,
      sold_at: claimed,
      dating: 'beforeContact',
      session_id: session,
      outside_session: 0,
    })
    expect(await reasonsOf(sale.id)).toEqual(['dated'])
  })

  it('is dated when it arrived when it claims a time after, and reviewed', async () => {
    const till = await addTill(admin)
    const session = await openTill(admin, till, 0)
    const claimed = new Date(Date.now() + 3 * 86_400_000).toISOString()
    const sale = await sellOffline(admin, [{ product }], { till, soldAt: claimed })
    const row = await landed(sale.id)
    expect(row).toMatchObject({ sold_at: claimed, dating: 'future', session_id: session })
    expect(row.created_at < claimed && row.created_at <= new Date().toISOString()).toBe(true)
    expect(await reasonsOf(sale.id)).toEqual(['dated'])
  })

  it('is reviewed, not refused, when the till was in touch with the server at the time it claims', async () => {
    const till = await addTill(admin)
    await openedAgo(till, 180)
    await setContact(till, { last_contact_at: ago(10_000), online_since: ago(30 * MINUTE), offline_from: null })
    const claimed = ago(5 * MINUTE)
    const sale = await sellOffline(admin, [{ product }], { till, soldAt: claimed })
    expect(await landed(sale.id)).toMatchObject({ created_at: claimed, dating: 'asClaimed' })
    expect(await reasonsOf(sale.id)).toEqual(['whileOnline'])
  })

  it('is taken with no review when made while its till was out of touch, inside its session', async () => {
    const till = await addTill(admin)
    // The till opened its session, then was last heard from 40 minutes ago; it sold 20 minutes ago.
    const session = await openedAgo(till, 80)
    await setContact(till, { last_contact_at: ago(40 * MINUTE), online_since: ago(90 * MINUTE), offline_from: null })
    const claimed = ago(20 * MINUTE)
    const sale = await sellOffline(admin, [{ product }], { till, soldAt: claimed })
    expect(sale.reviews).toBe(0)
    expect(await landed(sale.id)).toMatchObject({ created_at: claimed, session_id: session, dating: 'asClaimed' })
  })

  it('is reviewed when sold below the catalogue beyond the tolerance, or when a product was off sale', async () => {
    const till = await addTill(admin)
    await openedAgo(till, 180)
    const cheap = { ...product, price: 9 }
    const below = await sellOffline(admin, [{ product: cheap }], { till })
    expect(await reasonsOf(below.id)).toEqual(['belowCatalogue'])
    await setPos(test, { offlinePriceTolerance: 60 })
    try {
      const tolerated = await sellOffline(admin, [{ product: cheap }], { till })
      expect(await reasonsOf(tolerated.id)).toEqual([])
    } finally {
      await setPos(test, { offlinePriceTolerance: 0 })
    }
    const retired = await posProduct(admin, await addProduct(test, { price: 1500, qty: 5 }))
    await test.database.db.updateTable('products').set({ state: 0 }).where('id', '=', retired.id).execute()
    const offSale = await sellOffline(admin, [{ product: retired }], { till })
    expect(await reasonsOf(offSale.id)).toEqual(['offSale'])
  })

  it("lands outside any session when none is open, shown apart on the till's next Z, not in its expected cash", async () => {
    const till = await addTill(admin)
    const outside = await sellOffline(admin, [{ product, qty: 2 }], { till })
    expect(await landed(outside.id)).toMatchObject({ session_id: null, outside_session: 1, outside_z_session_id: null })
    expect(await reasonsOf(outside.id)).toEqual(['outsideSession'])
    const session = await openTill(admin, till, 50)
    expect((await admin.get(`/api/till-sessions/${session}/x-report`)).json<TillReport>().outsideSession).toEqual({
      count: 1,
      total: 40,
      cash: 40,
    })
    const z = await close(session, 50)
    expect(z).toMatchObject({ expectedCash: 50, difference: 0, outsideSession: { count: 1, total: 40, cash: 40 } })
    expect(await landed(outside.id)).toMatchObject({ outside_z_session_id: session })
    // On one Z only: the next session's shows none.
    const next = await openTill(admin, till, 0)
    expect((await close(next, 0)).outsideSession).toEqual({ count: 0, total: 0, cash: 0 })
  })

  it('is a review item the owner clears once, with a note', async () => {
    const till = await addTill(admin)
    const sale = await sellOffline(admin, [{ product }], { till })
    const review = (await openReviews()).find((item) => item.order_id === sale.id)
    expect(review).toMatchObject({ reason: 'outsideSession', till_id: till, orderKey: sale.key })
    const cleared = await admin.post(`/api/offline-reviews/${review?.id}/clear`, { note: 'Cash found in the drawer.' })
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect(cleared.json()).toMatchObject({ message: OFFLINE_MESSAGES.reviewCleared })
    expect((await openReviews()).some((item) => item.id === review?.id)).toBe(false)
    const done = (await admin.get('/api/offline-reviews?status=cleared&itemsPerPage=100')).json<{
      items: OfflineReview[]
    }>()
    expect(done.items.find((item) => item.id === review?.id)).toMatchObject({ note: 'Cash found in the drawer.' })
    const again = await admin.post(`/api/offline-reviews/${review?.id}/clear`, {})
    expect(again.statusCode).toBe(409)
  })

  it('is refused when no till would have kept it (a card paid at once), and taken on credit with any method', async () => {
    const till = await addTill(admin)
    const clientId = randomUUID()
    const card = await postOffline(
      admin,
      offlineBody(saleBody([{ product }], { gateway: 'card' }), clientId, ago(MINUTE)),
      {
        key: clientId,
        till,
      },
    )
    expectFieldErrors(card, { 'sale.gateway': [OFFLINE_MESSAGES.notKeptOffline] })
    const customer = await addCustomer(admin)
    await sellOffline(
      admin,
      [{ product }],
      { till },
      { method: false, gateway: 'card', customer_id: customer, enterAmount: 0 },
    )
  })
})

/** What a till does in the property: sell online, sell offline with a clock anywhere, open or close. */
const step = fc.oneof(
  fc.record({ kind: fc.constant('online' as const), qty: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    kind: fc.constant('offline' as const),
    qty: fc.integer({ min: 1, max: 3 }),
    // The till's clock: up to three days behind, or a day ahead.
    offsetMinutes: fc.integer({ min: -3 * 24 * 60, max: 24 * 60 }),
    lastContactMinutesAgo: fc.option(fc.integer({ min: 0, max: 600 }), { nil: null }),
  }),
  fc.constant({ kind: 'open' as const }),
  fc.constant({ kind: 'close' as const }),
)

describe(`random online and offline sales with random clocks (${TEST_DIALECT})`, { timeout: 120_000 }, () => {
  it("put every sale in exactly one till session or the visible bucket, and each Z's expected cash is its cash", async () => {
    await setPos(test, { requireTillSession: true })
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
          const till = await addTill(admin)
          let open: number | null = null
          const sold: number[] = []
          const closed: number[] = []
          for (const action of steps) {
            if (action.kind === 'open' && open === null) open = await openTill(admin, till, 0)
            if (action.kind === 'close' && open !== null) {
              await close(open, await expectedCashOf(open))
              closed.push(open)
              open = null
            }
            if (action.kind === 'online') {
              const response = await atTill(admin, till, '/api/sale', saleBody([{ product, qty: action.qty }]))
              // The shop sells online only with an open session.
              expect(response.statusCode, response.body).toBe(open === null ? 409 : 201)
              if (response.statusCode === 201) sold.push(response.json<{ id: number }>().id)
            }
            if (action.kind === 'offline') {
              if (action.lastContactMinutesAgo !== null) {
                const last = ago(action.lastContactMinutesAgo * MINUTE)
                await setContact(till, { last_contact_at: last, online_since: last, offline_from: null })
              }
              const soldAt = new Date(Date.now() + action.offsetMinutes * MINUTE).toISOString()
              const sale = await sellOffline(admin, [{ product, qty: action.qty }], { till, soldAt })
              sold.push(sale.id)
            }
          }
          if (open !== null) {
            await close(open, await expectedCashOf(open))
            closed.push(open)
          }

          const orders = await test.database.db
            .selectFrom('orders')
            .leftJoin('client_sales', 'client_sales.order_id', 'orders.id')
            .select([
              'orders.id',
              'orders.created_at',
              'orders.session_id',
              'orders.totalAmount',
              'client_sales.outside_session',
              'client_sales.outside_z_session_id',
              'client_sales.received_at',
            ])
            .where('orders.id', 'in', sold.length ? sold : [0])
            .execute()
          expect(orders).toHaveLength(sold.length)
          const sessions = await test.database.db
            .selectFrom('till_sessions')
            .selectAll()
            .where('till_id', '=', till)
            .execute()
          for (const order of orders) {
            const inSession = order.session_id !== null
            const inBucket = order.outside_session === 1
            // Exactly one: a session, or the bucket of a Z (every session was closed at the end, or none opened).
            expect(inSession !== inBucket, `order ${order.id}`).toBe(true)
            if (inSession) {
              const session = sessions.find((row) => row.id === order.session_id)
              expect(session, `order ${order.id}`).toBeDefined()
              expect(order.created_at >= (session?.opened_at ?? '')).toBe(true)
              expect(order.created_at <= (session?.closed_at ?? '')).toBe(true)
            } else {
              // In the bucket: on the first Z closed after it arrived, or waiting for the next one (its X shows it).
              const zAfter = sessions
                .filter((row) => row.closed_at !== null && row.closed_at >= (order.received_at ?? ''))
                .sort((a, b) => (a.closed_at ?? '').localeCompare(b.closed_at ?? ''))[0]
              expect(order.outside_z_session_id, `order ${order.id}`).toBe(zAfter?.id ?? null)
            }
          }
          for (const sessionId of closed) {
            const z = (await admin.get(`/api/till-sessions/${sessionId}/z-report`)).json<TillReport>()
            // Every sale here is paid in cash at once: the drawer should hold the sum of its sales' totals.
            const cash = orders
              .filter((order) => order.session_id === sessionId)
              .reduce((sum, order) => sum + Number(order.totalAmount), 0)
            expect(Math.round((z.expectedCash ?? Number.NaN) * 100)).toBe(cash)
            const bucket = orders.filter((order) => order.outside_z_session_id === sessionId).length
            expect(z.outsideSession?.count).toBe(bucket)
          }
        }),
        { numRuns: 8, seed: 3401 },
      )
    } finally {
      await setPos(test, { requireTillSession: false })
    }
  })
})
