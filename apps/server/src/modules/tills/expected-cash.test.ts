import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { fromCents, toCents } from '@counterpart/domain/money'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { adminAppForFile } from '../../../test/helpers.ts'
import { confirmSale, posProduct, refundBody, saleBody, setPos } from '../../../test/pos-fixtures.ts'
import { addTill, atTill, cash, openTill, xReport } from '../../../test/till-fixtures.ts'
import { addProduct } from '../../../test/stock-fixtures.ts'

/**
 * Property (issue 19): for random sequences of cash sales, cash refunds, cash in and cash out taken at a
 * till through the API, the X report's expected cash is the opening float plus the session's cash
 * movements, and equals float + cash sales − cash refunds + cash in − cash out counted from the requests.
 */
const { test, admin } = await adminAppForFile()

const products: PosProduct[] = []

beforeAll(async () => {
  await setPos(test, { overSelling: false })
  for (const price of [1999, 500, 12345]) products.push(await posProduct(admin, await addProduct(test, { price })))
})

type Step =
  | { kind: 'sale'; product: number; qty: number; taxRate: number; gateway: 'cash' | 'card' }
  | { kind: 'refund'; pick: number }
  | { kind: 'in'; cents: number }
  | { kind: 'out'; cents: number }

const steps = fc.array(
  fc.oneof(
    fc.record({
      kind: fc.constant('sale' as const),
      product: fc.nat({ max: 2 }),
      qty: fc.integer({ min: 1, max: 3 }),
      taxRate: fc.constantFrom(0, 10, 7.5),
      gateway: fc.constantFrom('cash' as const, 'cash' as const, 'card' as const),
    }),
    fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('in' as const), cents: fc.integer({ min: 1, max: 20_000 }) }),
    fc.record({ kind: fc.constant('out' as const), cents: fc.integer({ min: 1, max: 20_000 }) }),
  ),
  { maxLength: 8 },
)

describe('expected cash through the API, property', () => {
  it('is the float plus the cash movements, and float + sales − refunds + in − out', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 50_000 }), steps, async (floatCents, run: Step[]) => {
        const till = await addTill(admin)
        const session = await openTill(admin, till, fromCents(floatCents))
        const sum = { sales: 0, refunds: 0, in: 0, out: 0 }
        const drawer = () => floatCents + sum.sales - sum.refunds + sum.in - sum.out
        // Cash sales of this run with units left to return.
        const returnable: { key: string; left: number }[] = []

        for (const step of run) {
          if (step.kind === 'sale') {
            const body = saleBody([{ product: products[step.product]!, qty: step.qty }], {
              taxRate: step.taxRate,
              gateway: step.gateway,
            })
            const response = await atTill(admin, till, '/api/sale', body)
            expect(response.statusCode, response.body).toBe(201)
            if (step.gateway === 'cash') {
              sum.sales += toCents(body.totalAmount)
              returnable.push({ key: response.json().key, left: step.qty })
            }
          } else if (step.kind === 'refund') {
            const left = returnable.filter((entry) => entry.left > 0)
            const sale = left[step.pick % Math.max(1, left.length)]
            if (!sale) continue
            const info = await confirmSale(admin, sale.key)
            const body = refundBody(info, [{ id: info.items[0]!.id, qty: 1 }])
            const response = await atTill(admin, till, '/api/sale-return', body)
            expect(response.statusCode, response.body).toBe(201)
            sale.left -= 1
            sum.refunds += toCents(body.totalAmount)
          } else {
            const response = await cash(admin, session, step.kind, fromCents(step.cents))
            // Cash out never takes the drawer below nothing: refused, and then it moved nothing.
            if (step.kind === 'out' && step.cents > drawer()) {
              expect(response.statusCode, response.body).toBe(422)
              continue
            }
            expect(response.statusCode, response.body).toBe(200)
            sum[step.kind] += step.cents
          }
        }

        const report = await xReport(admin, session)
        const detail = await admin.get(`/api/till-sessions/${session}`)
        const listed = detail.json<{ movements: { amount: number; kind: string; order_key: string | null }[] }>()
        const movements = listed.movements.reduce((total, movement) => total + toCents(movement.amount), 0)
        // Each cash sale is listed under the number every screen gives it, never its row id.
        expect(
          listed.movements.filter((movement) => movement.kind === 'sale').map((movement) => movement.order_key),
        ).toEqual(returnable.map((sale) => sale.key))
        expect(toCents(report.expectedCash ?? Number.NaN)).toBe(floatCents + movements)
        expect(toCents(report.expectedCash ?? Number.NaN)).toBe(drawer())
        expect(report).toMatchObject({
          openingFloat: fromCents(floatCents),
          cashSales: fromCents(sum.sales),
          cashRefunds: fromCents(sum.refunds),
          cashIn: fromCents(sum.in),
          cashOut: fromCents(sum.out),
        })
        // Closing with what the model says the drawer holds balances to nothing. A cash refund is not limited
        // by the drawer, so a float of 0, a sale, a cash out and the sale's refund leave it below nothing: what
        // can be counted then is 0, and the Z shows the shortfall as the difference.
        const counted = Math.max(0, drawer())
        const closed = await admin.post(`/api/till-sessions/${session}/close`, { countedCash: fromCents(counted) })
        expect(closed.statusCode, closed.body).toBe(200)
        expect(toCents(closed.json().session.difference)).toBe(counted - drawer())
      }),
      { numRuns: 15 },
    )
  })
})
