import { expect } from 'vitest'
import { fromCents } from '@counterpart/domain/money'
import { purchaseRequestTotals } from '@counterpart/domain/schemas/purchasing'
import type { ProductWrite } from '../src/modules/catalog/service.ts'
import type { TestApp, TestClient } from './helpers.ts'

/**
 * Test data for the stock, purchasing and payments areas, made through the same API and services as
 * real data: suppliers and warehouses through their endpoints, products through the catalogue service.
 */

let sequence = 0
function next(): number {
  sequence += 1
  return sequence
}

export async function addSupplier(client: TestClient, overrides: Record<string, unknown> = {}): Promise<number> {
  const n = next()
  const response = await client.post('/api/supplier', {
    firstName: `Supplier${n}`,
    lastName: 'Trade',
    company: `Parts ${n} Ltd`,
    email: `supplier${n}@example.com`,
    phone: `555-01${n}`,
    ...overrides,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().id
}

export async function addCustomer(client: TestClient, overrides: Record<string, unknown> = {}): Promise<number> {
  const n = next()
  const response = await client.post('/api/customer', {
    firstName: `Customer${n}`,
    lastName: 'Buyer',
    phone: `555-02${n}`,
    ...overrides,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().id
}

export async function addWarehouse(client: TestClient, overrides: Record<string, unknown> = {}): Promise<number> {
  const n = next()
  const response = await client.post('/api/warehouse', {
    name: `Store ${n}`,
    location: `Street ${n}`,
    maxVolume: 1000,
    ...overrides,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().id
}

/** A product form with every field empty, zero or off (money in cents): a test names only what it tests. */
export function blankProduct(overrides: Partial<ProductWrite> = {}): ProductWrite {
  return {
    name: '',
    barcode: '',
    sku: '',
    category_id: null,
    type: 'Standard',
    price: 0,
    cost: 0,
    qty: 0,
    suppliers: [],
    warehouseSaleFrom: 1,
    unitOfMeasure: '',
    imei: '',
    sNumber: '',
    description: '',
    variants: [],
    discounted: 0,
    state: 1,
    ...overrides,
  }
}

/** A product made through the catalogue service, like every real one. Money in cents. */
export function addProduct(test: TestApp, overrides: Partial<ProductWrite> = {}): Promise<number> {
  const n = next()
  return test.services.catalog.create(
    blankProduct({
      name: `Product ${n}`,
      sku: `SKU-${n}-${Math.random().toString(36).slice(2, 8)}`,
      price: 2000,
      cost: 1000,
      ...overrides,
    }),
  )
}

export interface BuyLine {
  product_id: number
  cost: number
  qty: number
}

/** The body the purchase form sends: lines and every total, computed with the domain formula. */
export function purchaseBody(
  supplierId: number,
  lines: BuyLine[],
  options: {
    method?: boolean
    dueDate?: string | null
    taxRate?: number
    discountRate?: number
    shippingAmount?: number
    reference?: string
  } = {},
) {
  const request = {
    items: lines,
    taxRate: options.taxRate ?? 0,
    discountRate: options.discountRate ?? 0,
    shippingAmount: options.shippingAmount ?? 0,
  }
  const totals = purchaseRequestTotals(request)
  return {
    reference: options.reference ?? 'PO-1',
    purchasing: true,
    supplier_id: supplierId,
    method: options.method ?? true,
    dueDate: options.dueDate ?? null,
    taxRate: request.taxRate,
    discountRate: request.discountRate,
    shippingAmount: request.shippingAmount,
    totalItems: totals.totalItems,
    subTotal: fromCents(totals.subTotal),
    discountedAmount: fromCents(totals.discountedAmount),
    taxAmount: fromCents(totals.taxAmount),
    totalAmount: fromCents(totals.totalAmount),
    items: lines.map((line) => ({ ...line, subTotal: fromCents(Math.round(line.cost * 100) * line.qty) })),
  }
}

export async function buy(
  client: TestClient,
  supplierId: number,
  lines: BuyLine[],
  options: Parameters<typeof purchaseBody>[2] = {},
): Promise<number> {
  const response = await client.post('/api/purchase', purchaseBody(supplierId, lines, options))
  expect(response.statusCode, response.body).toBe(201)
  return response.json().id
}

export async function receive(
  client: TestClient,
  purchaseId: number,
  lines: { product: number; warehouse: number; price: number; rackNumber?: string }[],
): Promise<void> {
  const response = await client.post('/api/stock', {
    purchaseId,
    items: lines.map((line) => ({ rackNumber: 'A-1', ...line })),
  })
  expect(response.statusCode, response.body).toBe(200)
}

export async function expectBooksBalance(test: TestApp): Promise<void> {
  expect(await test.services.stock.invariantViolations(test.database.db)).toEqual([])
}

/**
 * A product with `qty` units on the shelf of a warehouse (a purchase received there at `price`, cost 10.00):
 * a stock row as a shop has one. Answers the product's id.
 */
export async function stockedProduct(
  test: TestApp,
  client: TestClient,
  options: { qty: number; warehouse?: number; price?: number; category_id?: number | null },
): Promise<number> {
  const supplier = await addSupplier(client)
  const product = await addProduct(test, {
    suppliers: [supplier],
    category_id: options.category_id ?? null,
    // The till sells from where the units are.
    warehouseSaleFrom: options.warehouse ?? 1,
  })
  const purchase = await buy(client, supplier, [{ product_id: product, cost: 10, qty: options.qty }])
  await receive(client, purchase, [{ product, warehouse: options.warehouse ?? 1, price: options.price ?? 20 }])
  return product
}
