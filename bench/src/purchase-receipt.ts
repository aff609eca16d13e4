import { performance } from 'node:perf_hooks'
import { fromCents } from '@counterpart/domain/money'
import { purchaseRequestTotals } from '@counterpart/domain/schemas/purchasing'
import type { DatabaseHandle } from '../../apps/server/src/db/connection.ts'

/** Lines of the purchase the receipt scenario receives into stock in one request (target: 1 s). */
export const RECEIPT_LINES = 1000

type Call = <T>(plan: { method: 'GET' | 'POST'; path: string; body?: string }) => Promise<T>

/**
 * Receives a purchase of up to 1,000 lines into stock, `times` times, and answers how long each receipt
 * (POST /api/stock) took. Each round buys from a new supplier: the supplier is made through the API and
 * linked to the products in the database (the dataset links no supplier to its products), then the
 * purchase is made through the API. Only the receipt is timed.
 */
export async function receiptTimings(
  call: Call,
  handle: DatabaseHandle,
  productCount: number,
  times: number,
): Promise<number[]> {
  const products = Array.from({ length: Math.min(RECEIPT_LINES, productCount) }, (_, index) => index + 1)
  const timings: number[] = []
  for (let round = 0; round < times; round += 1) {
    const tag = `${Date.now()}-${round}`
    const supplier = await call<{ id: number }>({
      method: 'POST',
      path: '/api/supplier',
      body: JSON.stringify({ firstName: `Bench${tag}`, lastName: 'Receipt', company: `Receipt ${tag} Ltd` }),
    })
    await handle.db
      .insertInto('product_suppliers')
      .values(products.map((product_id) => ({ product_id, supplier_id: supplier.id })))
      .execute()
    const lines = products.map((product_id) => ({ product_id, cost: 1, qty: 3 }))
    const totals = purchaseRequestTotals({ items: lines, discountRate: 0, taxRate: 0, shippingAmount: 0 })
    const purchase = await call<{ id: number }>({
      method: 'POST',
      path: '/api/purchase',
      body: JSON.stringify({
        reference: `BENCH-${tag}`,
        purchasing: true,
        supplier_id: supplier.id,
        method: true,
        dueDate: null,
        taxRate: 0,
        discountRate: 0,
        shippingAmount: 0,
        totalItems: totals.totalItems,
        subTotal: fromCents(totals.subTotal),
        discountedAmount: fromCents(totals.discountedAmount),
        taxAmount: fromCents(totals.taxAmount),
        totalAmount: fromCents(totals.totalAmount),
        items: lines.map((line) => ({ ...line, subTotal: line.cost * line.qty })),
      }),
    })
    const body = JSON.stringify({
      purchaseId: purchase.id,
      // Half the lines into warehouse 2, half where the product sells from: the receipt splits its rows.
      items: products.map((product, index) => ({
        product,
        warehouse: index % 2 === 0 ? 2 : 1,
        price: 2,
        rackNumber: `R-${index}`,
      })),
    })
    const started = performance.now()
    await call({ method: 'POST', path: '/api/stock', body })
    timings.push(performance.now() - started)
  }
  return timings
}
