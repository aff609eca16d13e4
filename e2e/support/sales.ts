import { expect, type Page } from '@playwright/test'
import { fromCents, toCents } from '@counterpart/domain/money'
import { lineSubTotal, saleTotals } from '@counterpart/domain/pricing/pos'
import { apiCall } from './session.ts'

/** Products, sales and purchases seeded through the API, for journeys that start from a sale already made. */

export interface Seeded {
  id: number
  name: string
  price: number
}

let seeded = 0

/** POST /api/product's body for a standard product sold from warehouse 1 at `price`, costing half of it. */
export function productBody(product: { name: string; barcode: string; price: number; qty: number }) {
  return {
    ...product,
    sku: '',
    type: 'Standard',
    cost: fromCents(Math.round(toCents(product.price) / 2)),
    suppliers: [],
    warehouseSaleFrom: 1,
    unitOfMeasure: 'pcs',
    discounted: 0,
    state: 1,
    variants: [],
  }
}

export async function seedProduct(page: Page, name: string, price: number): Promise<Seeded> {
  seeded += 1
  const created = await apiCall<{ id: number }>(page, 'POST', '/api/product', {
    ...productBody({
      name,
      // 12 digits unique to this run, as the shop's barcodes are.
      barcode: `7${String(Date.now()).slice(-8)}${String(seeded).padStart(3, '0')}`,
      price,
      qty: 50,
    }),
    discounted: 1,
  })
  expect([200, 201], JSON.stringify(created.body)).toContain(created.status)
  return { id: created.body.id, name, price }
}

/** A day as YYYY-MM-DD (UTC), `offsetDays` from today. */
export function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)
}

export interface SaleOptions {
  /** The cash handed over: by default the total of a cash sale, 0 on credit. */
  enterAmount?: number
  discountRate?: number
  customer_id?: number | null
  /** false: on credit, due in 30 days. */
  method?: boolean
}

/** A sale's request exactly as the terminal sends it, totals from the domain's formula (no tax). */
export function saleRequest(lines: { product: Seeded; qty: number }[], options: SaleOptions = {}) {
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
  const live = options.method ?? true
  return {
    salling: true,
    enterAmount: options.enterAmount ?? (live ? fromCents(totals.totalAmount) : 0),
    discountRate: options.discountRate ?? 0,
    taxRate: 0,
    shippingAmount: 0,
    shippingRecipient: '',
    shippingInfo: '',
    method: live,
    customer_id: options.customer_id ?? null,
    gateway: 'cash',
    note: '',
    noteTitle: '',
    saleNote: '',
    printNote: '',
    dueDate: live ? null : isoDay(30),
    subTotal: fromCents(totals.subTotal),
    taxAmount: fromCents(totals.taxAmount),
    discountedAmount: fromCents(totals.discountedAmount),
    totalAmount: fromCents(totals.totalAmount),
    totalItems: totals.totalItems,
    items,
  }
}

/** A sale made through the API (`saleRequest`), which must be created. */
export async function sell(
  page: Page,
  lines: { product: Seeded; qty: number }[],
  options: SaleOptions = {},
): Promise<{ id: number; key: string }> {
  const sale = await apiCall<{ id: number; key: string }>(page, 'POST', '/api/sale', saleRequest(lines, options))
  expect(sale.status, JSON.stringify(sale.body)).toBe(201)
  return sale.body
}

/** A paid purchase of one product from a supplier, without tax, discount or shipping. */
export function purchaseRequest(
  reference: string,
  supplier_id: number,
  line: { product_id: number; cost: number; qty: number },
) {
  const total = fromCents(toCents(line.cost) * line.qty)
  return {
    reference,
    purchasing: true,
    supplier_id,
    method: true,
    dueDate: null,
    taxRate: 0,
    discountRate: 0,
    shippingAmount: 0,
    totalItems: line.qty,
    subTotal: total,
    discountedAmount: 0,
    taxAmount: 0,
    totalAmount: total,
    items: [{ ...line, subTotal: total }],
  }
}
