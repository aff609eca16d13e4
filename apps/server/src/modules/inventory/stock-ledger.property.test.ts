import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ConfirmSaleInfo, PosProduct } from '@counterpart/domain/schemas/pos'
import { adminAppForFile, TEST_DIALECT } from '../../../test/helpers.ts'
import { posProduct, refundBody, saleBody, setPos } from '../../../test/pos-fixtures.ts'
import { addProduct, addSupplier, addWarehouse, buy, receive } from '../../../test/stock-fixtures.ts'

const { test, admin } = await adminAppForFile()

/**
 * Issue 28's done-when: for any sequence of receipts, sales, refunds, removals, transfers and adjustments,
 * each warehouse's stock is the sum of its movements, and never below zero while overselling is off.
 * The steps pick among what exists by index (modulo), so every generated sequence can run.
 */
const step = fc.oneof(
  fc.record({
    kind: fc.constant('receipt' as const),
    product: fc.nat(),
    place: fc.nat(),
    qty: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant('sale' as const), product: fc.nat(), qty: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('refund' as const), sale: fc.nat(), qty: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('removal' as const), order: fc.nat() }),
  fc.record({
    kind: fc.constant('transfer' as const),
    product: fc.nat(),
    from: fc.nat(),
    qty: fc.integer({ min: 1, max: 4 }),
    short: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({
    kind: fc.constant('adjustment' as const),
    product: fc.nat(),
    place: fc.nat(),
    qty: fc.integer({ min: -4, max: 4 }).filter((qty) => qty !== 0),
    reason: fc.constantFrom('count', 'damaged', 'lost', 'theft', 'found'),
  }),
)

/** Where stock is below zero: none while overselling is off. */
async function negativeStock() {
  const rows = await test.database.db
    .selectFrom('stocks')
    .select(['product_id', 'warehouse_id', 'quantity'])
    .where('quantity', '<', 0)
    .execute()
  const basic = await test.database.db.selectFrom('products').select(['id', 'qty']).where('qty', '<', 0).execute()
  return [...rows, ...basic]
}

describe(`any sequence of stock changes (${TEST_DIALECT})`, () => {
  it('leaves every warehouse holding the sum of its movements, never below zero with overselling off', async () => {
    await setPos(test, { overSelling: true })
    const supplier = await addSupplier(admin)
    const places = [1, await addWarehouse(admin)]
    // What the sequences did, so the test cannot pass by having every step refused.
    const done = { sale: 0, refund: 0, removal: 0, transfer: 0, shortfall: 0, adjustment: 0, refused: 0 }
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        // Two products per sequence: one sold from the main warehouse, one from the second.
        const products: { id: number; till: PosProduct | null; sellsFrom: number }[] = []
        for (const sellsFrom of places) {
          const id = await addProduct(test, {
            price: 2000,
            cost: 1000,
            suppliers: [supplier],
            warehouseSaleFrom: sellsFrom,
          })
          const purchase = await buy(admin, supplier, [{ product_id: id, cost: 10, qty: 3 }])
          await receive(admin, purchase, [{ product: id, warehouse: sellsFrom, price: 20 }])
          products.push({ id, till: await posProduct(admin, id), sellsFrom })
        }
        const sales: { id: number; key: string }[] = []
        const orders: number[] = []
        const pick = <T>(list: readonly T[], index: number): T | undefined => list[index % list.length]
        for (const change of steps) {
          if (change.kind === 'receipt') {
            const product = pick(products, change.product)!
            const purchase = await buy(admin, supplier, [{ product_id: product.id, cost: 10, qty: change.qty }])
            await receive(admin, purchase, [{ product: product.id, warehouse: pick(places, change.place)!, price: 20 }])
          } else if (change.kind === 'sale') {
            const product = pick(products, change.product)!
            const answer = await admin.post('/api/sale', saleBody([{ product: product.till!, qty: change.qty }]))
            expect([201, 409], answer.body).toContain(answer.statusCode)
            if (answer.statusCode === 409) done.refused += 1
            if (answer.statusCode === 201) {
              done.sale += 1
              const sale = answer.json<{ id: number; key: string }>()
              sales.push(sale)
              orders.push(sale.id)
            }
          } else if (change.kind === 'refund' && sales.length > 0) {
            const sale = pick(sales, change.sale)!
            // A removed sale is not found: nothing to refund.
            const found = await admin.post('/api/confirm-sale', { trx: sale.key })
            if (found.statusCode !== 200) continue
            const info = found.json<{ info: ConfirmSaleInfo }>().info
            const item = info.items[0]
            if (!item) continue
            const qty = Math.min(change.qty, item.returnable)
            if (qty <= 0) continue
            const answer = await admin.post('/api/sale-return', refundBody(info, [{ id: item.id, qty }]))
            expect([201, 409, 422], answer.body).toContain(answer.statusCode)
            if (answer.statusCode === 201) {
              done.refund += 1
              orders.push(answer.json<{ id: number }>().id)
            }
          } else if (change.kind === 'removal' && orders.length > 0) {
            // A sale with live refunds, one already removed, or a refund whose units were sold again: refused.
            const answer = await admin.delete(`/api/order/${pick(orders, change.order)!}`)
            expect([200, 404, 409], answer.body).toContain(answer.statusCode)
            if (answer.statusCode === 200) done.removal += 1
          } else if (change.kind === 'transfer') {
            const product = pick(products, change.product)!
            const from = pick(places, change.from)!
            const to = places.find((place) => place !== from)!
            const sent = await admin.post('/api/stock-transfers', {
              warehouse_id: from,
              to_warehouse_id: to,
              lines: [{ product_id: product.id, qty: change.qty }],
            })
            // 422: no stock row of it there yet; 409: not that many there.
            expect([201, 409, 422], sent.body).toContain(sent.statusCode)
            if (sent.statusCode === 201) {
              const received = await admin.post(`/api/stock-transfers/${sent.json().id}/receive`, {
                lines: [{ product_id: product.id, received: Math.max(0, change.qty - change.short) }],
              })
              expect(received.statusCode, received.body).toBe(200)
              done.transfer += 1
              if (change.short > 0) done.shortfall += 1
            }
          } else if (change.kind === 'adjustment') {
            const product = pick(products, change.product)!
            const answer = await admin.post('/api/stock-adjustments', {
              product_id: product.id,
              warehouse_id: pick(places, change.place)!,
              qty: change.qty,
              reason: change.reason,
            })
            expect([201, 409], answer.body).toContain(answer.statusCode)
            if (answer.statusCode === 201) done.adjustment += 1
          }
        }
        expect(await test.services.stock.invariantViolations(test.database.db)).toEqual([])
        expect(await negativeStock()).toEqual([])
      }),
      { seed: 28_09, numRuns: TEST_DIALECT === 'postgres' ? 30 : 200 },
    )
    for (const [kind, count] of Object.entries(done)) expect(count, kind).toBeGreaterThan(0)
  }, 600_000)
})
