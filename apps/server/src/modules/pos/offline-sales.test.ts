import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { OFFLINE_MESSAGES, OFFLINE_TEXTS, type OfflineSaleInfo } from '@counterpart/domain/schemas/offline'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { TILL_REQUIRED } from '@counterpart/domain/schemas/till-terminal'
import { TILL_LABELS } from '@counterpart/domain/schemas/tills'
import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import {
  adminAppForFile,
  countRows,
  createStaff,
  expectFieldErrors,
  TEST_DIALECT,
  TestClient,
} from '../../../test/helpers.ts'
import { auditEventsOf } from '../../../test/audit-events.ts'
import { addBoughtItem, posProduct, saleBody, setPos, stockRow } from '../../../test/pos-fixtures.ts'
import { addTill, openTill } from '../../../test/till-fixtures.ts'
import { addProduct, addSupplier, buy, expectBooksBalance, receive } from '../../../test/stock-fixtures.ts'
import { offlineBody, postOffline, saleWithClientId, sellOffline, sendOffline } from '../../../test/offline-fixtures.ts'

const { test, admin } = await adminAppForFile()
let supplier: number
let till: number

beforeAll(async () => {
  supplier = await addSupplier(admin)
  till = await addTill(admin)
  // Online sales keep the hard refusal: 'Disable Item (at zero qty)' on.
  await setPos(test, { overSelling: true })
})

/** A product with `qty` units received into warehouse 1 at `price` (cents), as the terminal sees it. */
async function stocked(qty: number, price = 2000): Promise<PosProduct> {
  const id = await addProduct(test, { price, cost: 1000, suppliers: [supplier] })
  const purchase = await buy(admin, supplier, [{ product_id: id, cost: 10, qty }])
  await receive(admin, purchase, [{ product: id, warehouse: 1, price: price / 100 }])
  return posProduct(admin, id)
}

async function order(id: number) {
  return test.database.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

async function clientSale(clientId: string) {
  return test.database.db.selectFrom('client_sales').selectAll().where('client_id', '=', clientId).executeTakeFirst()
}

async function reviewsOf(orderId: number) {
  const rows = await test.database.db
    .selectFrom('offline_reviews')
    .select('reason')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
  return rows.map((row) => row.reason)
}

async function conflictsOf(orderId: number) {
  return test.database.db.selectFrom('stock_conflicts').selectAll().where('order_id', '=', orderId).execute()
}

describe(`an offline sale replayed from a till's outbox (${TEST_DIALECT})`, () => {
  it('is stored on its first arrival (201) and answered again, never stored twice, on a replay (200)', async () => {
    const product = await stocked(5)
    const soldAt = new Date(Date.now() - 3_600_000).toISOString()
    const orders = await countRows(test, 'orders')
    const first = await sendOffline(admin, [{ product, qty: 2 }], { till, soldAt })
    expect(first.response.statusCode, first.response.body).toBe(201)
    const answer = first.response.json()
    expect(answer).toMatchObject({
      message: OFFLINE_MESSAGES.saleSaved,
      replayed: false,
      stockConflicts: 0,
      priceChanges: 0,
    })
    expect((await auditEventsOf(test, first.response)).map((event) => event.action)).toEqual(['sold'])

    const body = offlineBody(saleBody([{ product, qty: 2 }]), first.clientId, soldAt)
    const again = await postOffline(admin, body, { key: first.clientId, till })
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json()).toEqual({ ...answer, replayed: true })
    expect(await auditEventsOf(test, again)).toEqual([])
    expect(await countRows(test, 'orders')).toBe(orders + 1)
    expect(await stockRow(test, product.id)).toMatchObject({ quantity: 3, sold: 2 })
    await expectBooksBalance(test)
  })

  it('is dated when the till sold it, its payment too, and records the till and the time it arrived', async () => {
    const product = await stocked(5)
    const soldAt = '2026-01-15T09:30:00.000Z'
    const before = new Date().toISOString()
    const sale = await sellOffline(admin, [{ product }], { till, soldAt })
    expect((await order(sale.id)).created_at).toBe(soldAt)
    const payments = await test.database.db.selectFrom('payments').selectAll().where('order_id', '=', sale.id).execute()
    expect(payments.map((payment) => payment.created_at)).toEqual([soldAt])
    const stored = await clientSale(sale.clientId)
    expect(stored).toMatchObject({ order_id: sale.id, till_id: till, offline: 1, sold_at: soldAt })
    expect((stored?.received_at ?? '') >= before).toBe(true)
    const info = await admin.get(`/api/orders/${sale.id}/offline`)
    expect(info.statusCode, info.body).toBe(200)
    expect(info.json<OfflineSaleInfo>()).toMatchObject({ clientId: sale.clientId, soldAt, priceChanges: [] })
  })

  it('takes a time of sale with an offset and stores it in UTC; a till clock ahead dates the order on arrival', async () => {
    const product = await stocked(5)
    const sale = await sellOffline(admin, [{ product }], { till, soldAt: '2026-01-15T11:30:00+02:00' })
    expect((await order(sale.id)).created_at).toBe('2026-01-15T09:30:00.000Z')
    const ahead = new Date(Date.now() + 86_400_000).toISOString()
    const late = await sellOffline(admin, [{ product }], { till, soldAt: ahead })
    expect((await order(late.id)).created_at <= new Date().toISOString()).toBe(true)
    expect((await clientSale(late.clientId))?.sold_at).toBe(ahead)
  })

  it('answers the sale a till first sent to /sale whose answer was lost: replayed, same sale', async () => {
    const product = await stocked(5)
    const clientId = randomUUID()
    const body = saleBody([{ product, qty: 1 }])
    const online = await saleWithClientId(admin, body, clientId, till)
    expect(online.statusCode, online.body).toBe(201)
    expect(await clientSale(clientId)).toMatchObject({ order_id: online.json().id, offline: 0, till_id: till })
    const orders = await countRows(test, 'orders')
    const replay = await postOffline(admin, offlineBody(body, clientId, new Date().toISOString()), {
      key: clientId,
      till,
    })
    expect(replay.statusCode, replay.body).toBe(200)
    expect(replay.json()).toMatchObject({ id: online.json().id, key: online.json().key, replayed: true })
    expect(await countRows(test, 'orders')).toBe(orders)
    expect(await stockRow(test, product.id)).toMatchObject({ quantity: 4 })
  })

  it('and a /sale retried with a client id the outbox replayed first is answered, not sold again', async () => {
    const product = await stocked(5)
    const sale = await sellOffline(admin, [{ product }], { till })
    const orders = await countRows(test, 'orders')
    const retry = await saleWithClientId(admin, saleBody([{ product }]), sale.clientId, till)
    expect(retry.statusCode, retry.body).toBe(201)
    expect(retry.json()).toMatchObject({ id: sale.id, key: sale.key })
    expect(await auditEventsOf(test, retry)).toEqual([])
    expect(await countRows(test, 'orders')).toBe(orders)
  })

  it('replayed many times at once (the flush raced) is stored once', async () => {
    const product = await stocked(20)
    const clientId = randomUUID()
    const body = offlineBody(saleBody([{ product, qty: 1 }]), clientId, new Date().toISOString())
    const orders = await countRows(test, 'orders')
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postOffline(admin, body, { key: clientId, till })),
    )
    const codes = answers.map((answer) => answer.statusCode).sort()
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 201])
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1)
    expect(await countRows(test, 'orders')).toBe(orders + 1)
    expect(await stockRow(test, product.id)).toMatchObject({ quantity: 19, sold: 1 })
    const events = await Promise.all(answers.map((answer) => auditEventsOf(test, answer)))
    expect(events.flat()).toHaveLength(1)
    await expectBooksBalance(test)
  })

  it('takes the last unit twice from two tills: two sales, stock -1 and one conflict; never a 409 for stock', async () => {
    const product = await stocked(1)
    const other = await addTill(admin)
    const one = await sellOffline(admin, [{ product }], { till })
    const two = await sellOffline(admin, [{ product }], { till: other })
    expect([one.stockConflicts, two.stockConflicts]).toEqual([0, 1])
    expect(await stockRow(test, product.id)).toMatchObject({ quantity: -1, sold: 2 })
    expect(await conflictsOf(two.id)).toEqual([
      expect.objectContaining({ till_id: other, product_id: product.id, warehouse_id: 1, qty_short: 1 }),
    ])
    await expectBooksBalance(test)
    // Online selling keeps its hard refusal with overSelling on.
    const online = await admin.post('/api/sale', saleBody([{ product }]))
    expect(online.statusCode, online.body).toBe(409)
    // A replay answers the conflict count again.
    const replay = await postOffline(admin, offlineBody(saleBody([{ product }]), two.clientId, two.soldAt), {
      key: two.clientId,
      till: other,
    })
    expect(replay.json()).toMatchObject({ replayed: true, stockConflicts: 1 })
  })

  it('counts only what this sale took short, from the basic qty too', async () => {
    const product = await posProduct(admin, await addProduct(test, { price: 1500, cost: 500, qty: 2 }))
    const sale = await sellOffline(admin, [{ product, qty: 5 }], { till })
    expect(sale.stockConflicts).toBe(1)
    expect(await conflictsOf(sale.id)).toEqual([
      expect.objectContaining({ product_id: product.id, warehouse_id: null, qty_short: 3 }),
    ])
    const next = await sellOffline(admin, [{ product, qty: 2 }], { till })
    expect((await conflictsOf(next.id)).map((conflict) => conflict.qty_short)).toEqual([2])
    await expectBooksBalance(test)
  })

  it("keeps the till's price when the catalogue's changed since, and flags it", async () => {
    const product = await stocked(5, 2000)
    const snapshot = { ...product, price: 18 }
    const sale = await sellOffline(admin, [{ product: snapshot, qty: 2 }], { till })
    expect(sale.priceChanges).toBe(1)
    const stored = await order(sale.id)
    expect(Number(stored.totalAmount)).toBe(3600)
    const items = await test.database.db
      .selectFrom('order_items')
      .select(['price', 'subTotal'])
      .where('order_id', '=', sale.id)
      .execute()
    expect(items.map((item) => [Number(item.price), Number(item.subTotal)])).toEqual([[1800, 3600]])
    const info = (await admin.get(`/api/orders/${sale.id}/offline`)).json<OfflineSaleInfo>()
    expect(info.priceChanges).toEqual([{ product_id: product.id, name: product.name, soldPrice: 18, catalogPrice: 20 }])
    // /sale still refuses a price the catalogue no longer has.
    expectFieldErrors(await admin.post('/api/sale', saleBody([{ product: snapshot }])), {
      'items.0.price': [expect.any(String)],
    })
  })

  it('records a product taken off sale since the till sold it (online the same sale is refused)', async () => {
    const product = await stocked(5)
    const off = await admin.post(`/api/toggle-product-sale-state/${product.id}`, { state: 0 })
    expect(off.statusCode, off.body).toBe(200)
    const online = await saleWithClientId(admin, saleBody([{ product, qty: 1 }]), randomUUID(), till)
    expect(online.statusCode).toBe(422)
    const sale = await sellOffline(admin, [{ product, qty: 1 }], { till })
    expect((await order(sale.id)).totalAmount).toBe(product.price * 100)
    expect(await stockRow(test, product.id)).toMatchObject({ quantity: 4 })
  })

  it('lands in the till session open when it arrives, never before it opened, or on the next Z; never refused', async () => {
    const product = await stocked(10)
    const tillWithSession = await addTill(admin)
    await setPos(test, { requireTillSession: true })
    try {
      const before = await sellOffline(admin, [{ product }], { till: tillWithSession })
      expect((await order(before.id)).session_id).toBeNull()
      expect(await clientSale(before.clientId)).toMatchObject({ outside_session: 1, outside_z_session_id: null })
      expect(await reviewsOf(before.id)).toEqual(['outsideSession'])
      const session = await openTill(admin, tillWithSession)
      const opened = (
        await test.database.db
          .selectFrom('till_sessions')
          .select('opened_at')
          .where('id', '=', session)
          .executeTakeFirstOrThrow()
      ).opened_at
      // Sold, the till says, an hour before its session opened: dated when it opened, in it, and reviewed.
      const claimed = new Date(Date.now() - 3_600_000).toISOString()
      const earlier = await sellOffline(admin, [{ product }], { till: tillWithSession, soldAt: claimed })
      expect(await order(earlier.id)).toMatchObject({ session_id: session, created_at: opened })
      expect(await clientSale(earlier.clientId)).toMatchObject({
        sold_at: claimed,
        dated_at: opened,
        dating: 'beforeSession',
      })
      expect(await reviewsOf(earlier.id)).toEqual(['dated'])
      const during = await sellOffline(admin, [{ product }], {
        till: tillWithSession,
        soldAt: new Date().toISOString(),
      })
      expect((await order(during.id)).session_id).toBe(session)
      const cash = await test.database.db
        .selectFrom('cash_movements')
        .select(['kind', 'amount'])
        .where('order_id', '=', during.id)
        .execute()
      expect(cash.map((row) => [row.kind, Number(row.amount)])).toEqual([['sale', 2000]])
    } finally {
      await setPos(test, { requireTillSession: false })
    }
  })

  it('sells on credit offline: the due is pending from the day of sale', async () => {
    const product = await stocked(3)
    const customer = (
      await admin.post('/api/customer', { firstName: 'Ola', lastName: 'Credit', phone: '555-77' })
    ).json().id as number
    const soldAt = '2026-02-03T10:00:00.000Z'
    const sale = await sellOffline(
      admin,
      [{ product }],
      { till, soldAt },
      { method: false, customer_id: customer, enterAmount: 5 },
    )
    const payments = await test.database.db
      .selectFrom('payments')
      .select(['status', 'amount', 'dueDate', 'created_at'])
      .where('order_id', '=', sale.id)
      .orderBy('id')
      .execute()
    expect(payments.map((row) => [row.status, Number(row.amount), row.dueDate, row.created_at])).toEqual([
      [1, 500, null, soldAt],
      [0, 1500, '2026-02-03', soldAt],
    ])
  })
})

describe('what an offline sale must carry (422 naming the field)', () => {
  it('a client id that is a UUID, the same as its Idempotency-Key', async () => {
    const product = await stocked(5)
    const body = saleBody([{ product }])
    const soldAt = new Date().toISOString()
    expectFieldErrors(await postOffline(admin, offlineBody(body, 'not-a-uuid', soldAt), { key: 'not-a-uuid', till }), {
      clientId: ['Sale number on the till must be a UUID.'],
    })
    const clientId = randomUUID()
    const mismatch = await postOffline(admin, offlineBody(body, clientId, soldAt), {
      key: randomUUID(),
      till,
    })
    expectFieldErrors(mismatch, { 'Idempotency-Key': [OFFLINE_MESSAGES.keyMismatch] })
    expectFieldErrors(await postOffline(admin, offlineBody(body, clientId, soldAt), { key: null, till }), {
      'Idempotency-Key': [OFFLINE_MESSAGES.keyMismatch],
    })
    expectFieldErrors(await postOffline(admin, offlineBody(body, clientId, 'yesterday'), { key: clientId, till }), {
      soldAt: ['Time of sale must be a date and time.'],
    })
    expect(await clientSale(clientId)).toBeUndefined()
  })

  it('the till that sold it, an existing one', async () => {
    const product = await stocked(5)
    expectFieldErrors((await sendOffline(admin, [{ product }], { till: null })).response, {
      till: [TILL_REQUIRED],
    })
    expectFieldErrors((await sendOffline(admin, [{ product }], { till: 999_999 })).response, {
      till: [FIELD_MESSAGES.selected(TILL_LABELS.till)],
    })
  })

  it('no item bought from a customer (the till keeps none), and totals that agree', async () => {
    const product = await stocked(5)
    const bought = await addBoughtItem(test, {
      model: 'Used Phone',
      imei: '35',
      cost: 5000,
      price: 9000,
      barcode: 'BB-1',
    })
    const custom = { id: bought, custom: true as const, name: 'Used Phone', price: 90 }
    expectFieldErrors((await sendOffline(admin, [{ product }, { product: custom }], { till })).response, {
      'sale.items.1.id': [OFFLINE_TEXTS.notCached],
    })
    const body = { ...saleBody([{ product }]), totalAmount: 1 }
    const clientId = randomUUID()
    const wrong = await postOffline(admin, offlineBody(body, clientId, new Date().toISOString()), {
      key: clientId,
      till,
    })
    expect(wrong.statusCode, wrong.body).toBe(422)
    expect(Object.keys(wrong.json().errors)).toEqual(['sale.totalAmount'])
    expect(await clientSale(clientId)).toBeUndefined()
  })
})

describe('who may sell offline', () => {
  it('needs offlineSale: a cashier without it gets 403 on the sale and the snapshot; with it, the sale goes through', async () => {
    const product = await stocked(5)
    await createStaff(test, { email: 'cashier@offline.test', flags: ['saleCreate'] })
    await createStaff(test, { email: 'trusted@offline.test', flags: ['offlineSale'] })
    const cashier = new TestClient(test.app)
    await cashier.login('cashier@offline.test', 'password123')
    expect((await sendOffline(cashier, [{ product }], { till })).response.statusCode).toBe(403)
    expect((await cashier.get('/api/offline/catalogue')).statusCode).toBe(403)
    expect((await cashier.get('/api/offline/customers')).statusCode).toBe(403)
    const trusted = new TestClient(test.app)
    await trusted.login('trusted@offline.test', 'password123')
    const sale = await sellOffline(trusted, [{ product }], { till })
    expect((await order(sale.id)).user_id).not.toBe(1)
  })

  it('the admin account holds it', async () => {
    const users = await test.database.db.selectFrom('users').select(['id', 'offlineSale']).orderBy('id').execute()
    expect(users.find((user) => user.id === 1)?.offlineSale).toBe(1)
  })
})

describe('GET /offline-sales/:clientId (a sale whose page closed before the answer)', () => {
  it("answers the signed-in user's stored sale; 404 for an unknown id, another user's or no UUID", async () => {
    const product = await stocked(5)
    const clientId = randomUUID()
    const online = await saleWithClientId(admin, saleBody([{ product, qty: 1 }]), clientId, till)
    expect(online.statusCode, online.body).toBe(201)
    const found = await admin.get(`/api/offline-sales/${clientId.toUpperCase()}`)
    expect(found.statusCode, found.body).toBe(200)
    expect(found.json()).toEqual({ id: online.json().id, key: online.json().key })

    const unknown = await admin.get(`/api/offline-sales/${randomUUID()}`)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe(OFFLINE_MESSAGES.unknownClientSale)

    await createStaff(test, { email: 'other@offline.test', flags: ['saleCreate'] })
    const other = new TestClient(test.app)
    await other.login('other@offline.test', 'password123')
    expect((await other.get(`/api/offline-sales/${clientId}`)).statusCode).toBe(404)

    // A path naming no sale at all, as for every :id of the API.
    expect((await admin.get('/api/offline-sales/not-a-uuid')).statusCode).toBe(404)
  })

  it('needs saleCreate: every sale goes through a till outbox', async () => {
    await createStaff(test, { email: 'reports@offline.test', flags: ['reports'] })
    const reports = new TestClient(test.app)
    await reports.login('reports@offline.test', 'password123')
    expect((await reports.get(`/api/offline-sales/${randomUUID()}`)).statusCode).toBe(403)
  })
})

describe('GET /orders/:id/offline', () => {
  it('answers 404 for a sale made online, for a sale with a client id sent to /sale, and for no order', async () => {
    const product = await stocked(5)
    const online = await admin.post('/api/sale', saleBody([{ product }]))
    expect((await admin.get(`/api/orders/${online.json().id}/offline`)).statusCode).toBe(404)
    const withId = await saleWithClientId(admin, saleBody([{ product }]), randomUUID())
    expect((await admin.get(`/api/orders/${withId.json().id}/offline`)).statusCode).toBe(404)
    expect((await admin.get('/api/orders/999999/offline')).statusCode).toBe(404)
  })
})
