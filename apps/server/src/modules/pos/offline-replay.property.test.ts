import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { adminAppForFile, TEST_DIALECT } from '../../../test/helpers.ts'
import { offlineBody, postOffline, saleWithClientId } from '../../../test/offline-fixtures.ts'
import { posProduct, saleBody, setPos, stockRow } from '../../../test/pos-fixtures.ts'
import { addTill } from '../../../test/till-fixtures.ts'
import { addProduct, addSupplier, buy, expectBooksBalance, receive } from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()

/** What a till may do: sell online (with a client id or, like an old terminal, without), sell offline, replay. */
const step = fc.oneof(
  fc.record({ kind: fc.constant('online' as const), qty: fc.integer({ min: 1, max: 3 }), withId: fc.boolean() }),
  fc.record({ kind: fc.constant('offline' as const), qty: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    kind: fc.constant('replay' as const),
    pick: fc.nat(),
    to: fc.constantFrom('offline' as const, 'sale' as const),
    copies: fc.integer({ min: 1, max: 3 }),
  }),
)

describe(`random online sales, offline sales and replays (${TEST_DIALECT})`, () => {
  it('store one sale per client id, and stock stays the sum of its movements', async () => {
    await setPos(test, { overSelling: true })
    const supplier = await addSupplier(admin)
    const till = await addTill(admin)
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const id = await addProduct(test, { price: 1000, cost: 400, suppliers: [supplier] })
        const purchase = await buy(admin, supplier, [{ product_id: id, cost: 4, qty: 4 }])
        await receive(admin, purchase, [{ product: id, warehouse: 1, price: 10 }])
        const product = await posProduct(admin, id)

        const sent: { clientId: string; qty: number }[] = []
        const answersOf = new Map<string, LightMyRequestResponse[]>()
        const keyless: LightMyRequestResponse[] = []
        const remember = (clientId: string, answer: LightMyRequestResponse) =>
          answersOf.set(clientId, [...(answersOf.get(clientId) ?? []), answer])
        const send = (clientId: string, qty: number, to: 'offline' | 'sale') => {
          const body = saleBody([{ product, qty }])
          return to === 'sale'
            ? saleWithClientId(admin, body, clientId, till)
            : postOffline(admin, offlineBody(body, clientId, new Date().toISOString()), {
                key: clientId,
                till,
              })
        }

        for (const action of steps) {
          if (action.kind === 'online' && !action.withId) {
            keyless.push(await admin.post('/api/sale', saleBody([{ product, qty: action.qty }])))
          } else if (action.kind === 'online' || action.kind === 'offline') {
            const clientId = randomUUID()
            sent.push({ clientId, qty: action.qty })
            remember(clientId, await send(clientId, action.qty, action.kind === 'online' ? 'sale' : 'offline'))
          } else if (sent.length > 0) {
            const { clientId, qty } = sent[action.pick % sent.length] as { clientId: string; qty: number }
            const answers = await Promise.all(
              Array.from({ length: action.copies }, () => send(clientId, qty, action.to)),
            )
            for (const answer of answers) remember(clientId, answer)
          }
        }

        // Only an online sale may be refused for stock; an offline one never is.
        for (const answers of [...answersOf.values(), keyless])
          for (const answer of answers) expect([200, 201, 409], answer.body).toContain(answer.statusCode)
        const stored = new Map<string, number>()
        for (const [clientId, answers] of answersOf) {
          const ids = new Set(answers.filter((answer) => answer.statusCode < 300).map((answer) => answer.json().id))
          expect(ids.size, `client id ${clientId}`).toBeLessThanOrEqual(1)
          const [orderId] = [...ids]
          if (orderId !== undefined) stored.set(clientId, orderId as number)
        }
        const keylessIds = keyless.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().id)

        const orders = await test.database.db
          .selectFrom('order_items')
          .innerJoin('orders', 'orders.id', 'order_items.order_id')
          .select(['order_items.order_id', 'order_items.qty'])
          .where('order_items.product_id', '=', id)
          .where('orders.salling', '=', 1)
          .execute()
        // Distinct sales = distinct client ids that were stored (plus the keyless online ones).
        expect(new Set(orders.map((row) => row.order_id))).toEqual(new Set([...stored.values(), ...keylessIds]))
        const rows = await test.database.db
          .selectFrom('client_sales')
          .select(['client_id', 'order_id'])
          .where('order_id', 'in', [...stored.values(), 0])
          .execute()
        expect(new Map(rows.map((row) => [row.client_id, row.order_id]))).toEqual(stored)
        const sold = orders.reduce((sum, row) => sum + row.qty, 0)
        expect(await stockRow(test, id)).toMatchObject({ quantity: 4 - sold, sold })
        await expectBooksBalance(test)
      }),
      { numRuns: 6 },
    )
  })
})
