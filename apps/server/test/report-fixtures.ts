import { expect } from 'vitest'
import type { TestApp, TestClient } from './helpers.ts'
import { confirmSale, posProduct, refundBody, sell } from './pos-fixtures.ts'
import { addCustomer, addProduct, addSupplier, buy } from './stock-fixtures.ts'

/**
 * One shop's history for the reports and the dashboard, made through the real endpoints (POS sales and
 * refunds, purchases, payments) and then placed in time: each order and its payments get the instant
 * written next to it, across days, months and the year boundary. The shop is in Europe/Paris (UTC+1
 * until 29 March 2026) and "now" is 2026-03-10 10:00 UTC (11:00 in Paris).
 *
 * Products (sold from their basic quantity): A 20.00 (cost 12.00), B 50.00 (cost 30.00), C 8.00 (cost 5.00).
 *
 * Sales (POS: tax on subTotal + shipping, discount on the total with tax, profit = total - tax - shipping - cost):
 *   S1  2026-03-10T08:00Z Live  2 A, tax 10 %                    total 44.00  tax 4.00  cost 24.00 profit 16.00
 *   S2  2026-03-09T23:30Z Live  B + C, tax 10 %, disc 5 %, ship 2 subTotal 58.00, tax 6.00 on 60.00, 66.00 - 3.30
 *                              (Paris: 10 March 00:30, today)     total 62.70  tax 6.00  disc 3.30 cost 35.00 profit 19.70
 *   S3  2026-03-10T09:30Z Due   3 C, customer X, nothing paid      total 24.00  cost 15.00 profit 9.00, later 10.00 paid
 *   S4  2026-03-09T22:30Z Live  A (Paris: 9 March 23:30)          total 20.00  cost 12.00 profit 8.00
 *   S5  2026-03-02T12:00Z Live  B                                  total 50.00  cost 30.00 profit 20.00
 *   S10 2026-02-14T12:00Z Live  C                                  total 8.00   cost 5.00  profit 3.00
 *   S6  2025-12-31T23:30Z Live  C (Paris: 1 January 2026 00:30)    total 8.00   cost 5.00  profit 3.00
 *   S7  2025-12-31T22:30Z Live  A (Paris: 31 December 23:30)      total 20.00  cost 12.00 profit 8.00
 *   S8  2025-11-20T10:00Z Due   B, tax 10 %, customer X, 10.00 paid total 55.00  tax 5.00  cost 30.00 profit 20.00
 *   S9  2026-03-10T09:50Z Live  B, tax 10 %: removed from Transactions (soft delete), in no report
 *
 * Refunds (always paid back at once, Live; profit = total - tax - cost):
 *   R1  2026-03-10T09:45Z  1 A of S1: 20.00 + tax 2.00                 total 22.00 cost 12.00 profit 8.00
 *   R4  2026-03-10T09:55Z  1 C of S2: 8.00 + tax 0.80 = 8.80 - 5 % 0.44 total 8.36  cost 5.00  profit 2.56
 *   R2  2026-03-03T10:00Z  1 B of S5                                  total 50.00 cost 30.00 profit 20.00
 *   R5  2026-02-20T10:00Z  1 C of S10                                 total 8.00  cost 5.00  profit 3.00
 *   R3  2025-12-31T22:50Z  1 A of S7 (Paris: 31 December 23:50)       total 20.00 cost 12.00 profit 8.00
 *
 * Purchases from supplier P (discount and tax on the raw subTotal; shipping outside the payable):
 *   P1  2026-03-05T10:00Z Due   10 A at 12.00, tax 5 %, disc 10 %, ship 5  120.00 - 12.00 + 6.00 = 114.00, 40.00 paid later
 *   P2  2026-03-08T10:00Z Live  2 B at 30.00                                 60.00
 *   P5  2026-01-20T10:00Z Due   1 B at 30.00, disc 10 %                      27.00
 *   P4  2025-12-31T23:10Z Due   4 C at 5.00 (Paris: 1 January 00:10)          20.00
 *   P3  2025-12-31T22:00Z Due   20 C at 5.00, tax 10 % (Paris: 31 December)   110.00
 */

export const REPORT_NOW = Date.parse('2026-03-10T10:00:00Z')
export const SHOP_TIMEZONE = 'Europe/Paris'

export interface ReportFixture {
  customerX: number
  supplierP: number
  products: { A: number; B: number; C: number }
  sales: Record<'S1' | 'S2' | 'S3' | 'S4' | 'S5' | 'S6' | 'S7' | 'S8' | 'S9' | 'S10', number>
  refunds: Record<'R1' | 'R2' | 'R3' | 'R4' | 'R5', number>
  purchases: Record<'P1' | 'P2' | 'P3' | 'P4' | 'P5', number>
  keys: Record<string, string>
}

/** Moves an order and its payments to an instant of the past. */
export async function placeInTime(test: TestApp, orderId: number, instant: string): Promise<void> {
  await test.database.db
    .updateTable('orders')
    .set({ created_at: instant, updated_at: instant })
    .where('id', '=', orderId)
    .execute()
  await test.database.db
    .updateTable('payments')
    .set({ created_at: instant, updated_at: instant })
    .where('order_id', '=', orderId)
    .execute()
  // Written straight into the table: count the units sold per day afresh, as the transactions would have.
  await test.services.orders.rebuildKeptCounts()
}

export async function setShopTimezone(test: TestApp, timezone: string): Promise<void> {
  await test.services.settings.update((current) => ({ ...current, general: { ...current.general, timezone } }))
}

async function refund(client: TestClient, saleKey: string, productId: number, qty: number): Promise<number> {
  const info = await confirmSale(client, saleKey)
  const item = info.items.find((line) => line.product_id === productId)
  if (!item) throw new Error(`product ${productId} is not on sale ${saleKey}`)
  const response = await client.post('/api/sale-return', refundBody(info, [{ id: item.id, qty }]))
  expect(response.statusCode, response.body).toBe(201)
  return response.json().id
}

async function pay(client: TestClient, orderId: number, amount: number): Promise<void> {
  const response = await client.post(`/api/make-payment/${orderId}`, {
    amount,
    gateway: 'cash',
    status: true,
    method: true,
  })
  expect(response.statusCode, response.body).toBe(201)
}

export async function buildReportFixture(test: TestApp, admin: TestClient): Promise<ReportFixture> {
  await setShopTimezone(test, SHOP_TIMEZONE)
  test.services.reports.clock.now = () => REPORT_NOW

  const customerX = await addCustomer(admin, { firstName: 'Xavier', lastName: 'Credit' })
  const supplierP = await addSupplier(admin, { firstName: 'Paula', lastName: 'Parts', company: 'Parts & Co' })
  const ids = {
    A: await addProduct(test, { name: 'Alpha cable', price: 2000, cost: 1200, qty: 1000, suppliers: [supplierP] }),
    B: await addProduct(test, { name: 'Bravo charger', price: 5000, cost: 3000, qty: 1000, suppliers: [supplierP] }),
    C: await addProduct(test, { name: 'Charlie case', price: 800, cost: 500, qty: 1000, suppliers: [supplierP] }),
  }
  const A = await posProduct(admin, ids.A)
  const B = await posProduct(admin, ids.B)
  const C = await posProduct(admin, ids.C)

  const S1 = await sell(admin, [{ product: A, qty: 2 }], { taxRate: 10 })
  const S2 = await sell(admin, [{ product: B }, { product: C }], { taxRate: 10, discountRate: 5, shippingAmount: 2 })
  const S3 = await sell(admin, [{ product: C, qty: 3 }], { method: false, customer_id: customerX, enterAmount: 0 })
  const S4 = await sell(admin, [{ product: A }])
  const S5 = await sell(admin, [{ product: B }])
  const S6 = await sell(admin, [{ product: C }])
  const S7 = await sell(admin, [{ product: A }])
  const S8 = await sell(admin, [{ product: B }], {
    method: false,
    customer_id: customerX,
    taxRate: 10,
    enterAmount: 10,
  })
  const S9 = await sell(admin, [{ product: B }], { taxRate: 10 })
  const S10 = await sell(admin, [{ product: C }])
  await pay(admin, S3.id, 10)

  const R1 = await refund(admin, S1.key, ids.A, 1)
  const R4 = await refund(admin, S2.key, ids.C, 1)
  const R2 = await refund(admin, S5.key, ids.B, 1)
  const R5 = await refund(admin, S10.key, ids.C, 1)
  const R3 = await refund(admin, S7.key, ids.A, 1)

  const P1 = await buy(admin, supplierP, [{ product_id: ids.A, cost: 12, qty: 10 }], {
    method: false,
    dueDate: '2026-04-05',
    taxRate: 5,
    discountRate: 10,
    shippingAmount: 5,
    reference: 'PO-P1',
  })
  const P2 = await buy(admin, supplierP, [{ product_id: ids.B, cost: 30, qty: 2 }], { reference: 'PO-P2' })
  const P3 = await buy(admin, supplierP, [{ product_id: ids.C, cost: 5, qty: 20 }], {
    method: false,
    dueDate: '2026-01-31',
    taxRate: 10,
    reference: 'PO-P3',
  })
  const P4 = await buy(admin, supplierP, [{ product_id: ids.C, cost: 5, qty: 4 }], {
    method: false,
    dueDate: '2026-01-31',
    reference: 'PO-P4',
  })
  const P5 = await buy(admin, supplierP, [{ product_id: ids.B, cost: 30, qty: 1 }], {
    method: false,
    dueDate: '2026-02-20',
    discountRate: 10,
    reference: 'PO-P5',
  })
  await pay(admin, P1, 40)

  const when: [number, string][] = [
    [S1.id, '2026-03-10T08:00:00.000Z'],
    [S2.id, '2026-03-09T23:30:00.000Z'],
    [S3.id, '2026-03-10T09:30:00.000Z'],
    [S4.id, '2026-03-09T22:30:00.000Z'],
    [S5.id, '2026-03-02T12:00:00.000Z'],
    [S6.id, '2025-12-31T23:30:00.000Z'],
    [S7.id, '2025-12-31T22:30:00.000Z'],
    [S8.id, '2025-11-20T10:00:00.000Z'],
    [S9.id, '2026-03-10T09:50:00.000Z'],
    [S10.id, '2026-02-14T12:00:00.000Z'],
    [R1, '2026-03-10T09:45:00.000Z'],
    [R2, '2026-03-03T10:00:00.000Z'],
    [R3, '2025-12-31T22:50:00.000Z'],
    [R4, '2026-03-10T09:55:00.000Z'],
    [R5, '2026-02-20T10:00:00.000Z'],
    [P1, '2026-03-05T10:00:00.000Z'],
    [P2, '2026-03-08T10:00:00.000Z'],
    [P3, '2025-12-31T22:00:00.000Z'],
    [P4, '2025-12-31T23:10:00.000Z'],
    [P5, '2026-01-20T10:00:00.000Z'],
  ]
  for (const [id, instant] of when) await placeInTime(test, id, instant)
  // Removing an order from Transactions is a soft delete (docs/data-model.md): S9 is gone from every report.
  await test.database.db
    .updateTable('orders')
    .set({ deleted_at: '2026-03-10T09:58:00.000Z' })
    .where('id', '=', S9.id)
    .execute()
  await test.services.orders.rebuildKeptCounts()

  return {
    customerX,
    supplierP,
    products: ids,
    sales: {
      S1: S1.id,
      S2: S2.id,
      S3: S3.id,
      S4: S4.id,
      S5: S5.id,
      S6: S6.id,
      S7: S7.id,
      S8: S8.id,
      S9: S9.id,
      S10: S10.id,
    },
    refunds: { R1, R2, R3, R4, R5 },
    purchases: { P1, P2, P3, P4, P5 },
    keys: { S1: S1.key, S2: S2.key, S3: S3.key, S8: S8.key },
  }
}
