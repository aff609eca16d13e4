import { expect, type Page } from '@playwright/test'
import { fromCents, toCents } from '@counterpart/domain/money'
import { lineSubTotal, saleTotals } from '@counterpart/domain/pricing/pos'
import { apiCall } from './session.ts'

/** Products and sales seeded through the API, for journeys that start from a sale already made. */

export interface Seeded {
  id: number
  name: string
  price: number
}

let seeded = 0

export async function seedProduct(page: Page, name: string, price: number): Promise<Seeded> {
  seeded += 1
  const created = await apiCall<{ id: number }>(page, 'POST', '/api/product', {
    name,
    // 12 digits unique to this run, as the shop's barcodes are.
    barcode: `7${String(Date.now()).slice(-8)}${String(seeded).padStart(3, '0')}`,
    sku: '',
    type: 'Standard',
    price,
    cost: fromCents(Math.round(toCents(price) / 2)),
    qty: 50,
    suppliers: [],
    warehouseSaleFrom: 1,
    unitOfMeasure: 'pcs',
    discounted: 1,
    state: 1,
    variants: [],
  })
  expect([200, 201], JSON.stringify(created.body)).toContain(created.status)
  return { id: created.body.id, name, price }
}

/** A cash sale made through the API exactly as the terminal sends it, totals from the domain's formula. */
export async function sell(
  page: Page,
  lines: { product: Seeded; qty: number }[],
  options: { enterAmount: number; discountRate?: number },
): Promise<{ id: number; key: string }> {
  const items = lines.map(({ product, qty }) => ({
    id: product.id,
    custom: false,
    name: product.name,
    variant: '',
    qty,
    discount: 0,
    price: product.price,
    subTotal: fromCents(lineSubTotal({ price: toCents(product.price), qty, discount: 0 })),
  }))
  const totals = saleTotals({
    items: lines.map(({ product, qty }) => ({ price: toCents(product.price), qty, discount: 0 })),
    shippingAmount: 0,
    taxRate: 0,
    discountRate: options.discountRate ?? 0,
    isTaxIncluded: false,
    stopDiscount: false,
  })
  const sale = await apiCall<{ id: number; key: string }>(page, 'POST', '/api/sale', {
    salling: true,
    enterAmount: options.enterAmount,
    discountRate: options.discountRate ?? 0,
    taxRate: 0,
    shippingAmount: 0,
    shippingRecipient: '',
    shippingInfo: '',
    method: true,
    customer_id: null,
    gateway: 'cash',
    note: '',
    noteTitle: '',
    saleNote: '',
    printNote: '',
    dueDate: null,
    subTotal: fromCents(totals.subTotal),
    taxAmount: fromCents(totals.taxAmount),
    discountedAmount: fromCents(totals.discountedAmount),
    totalAmount: fromCents(totals.totalAmount),
    totalItems: totals.totalItems,
    items,
  })
  expect(sale.status, JSON.stringify(sale.body)).toBe(201)
  return sale.body
}
