import { expect } from 'vitest'
import { fromCents, toCents } from '@counterpart/domain/money'
import { lineFromProduct, lineSubTotal, refundTotals, saleTotals } from '@counterpart/domain/pricing/pos'
import type { ConfirmSaleInfo, PosProduct } from '@counterpart/domain/schemas/pos'
import type { PosSettings } from '@counterpart/domain/settings'
import type { TestApp, TestClient } from './helpers.ts'

/**
 * Sales as the terminal makes them: the product as the terminal sees it (GET /products-for-pos or the
 * search), the cart line from the domain's cart rules, every total from the domain's formula.
 */

export interface CartPick {
  product: PosProduct | { id: number; custom: true; name: string; price: number }
  qty?: number
  discount?: number
}

export interface SaleOptions {
  method?: boolean
  customer_id?: number | null
  enterAmount?: number
  taxRate?: number
  discountRate?: number
  shippingAmount?: number
  dueDate?: string | null
  gateway?: string
  isTaxIncluded?: boolean
  stopDiscount?: boolean
  /** Issue 31: the sale paid in several ways. */
  tenders?: { gateway: string; amount: number; code?: string }[]
}

export function saleBody(picks: CartPick[], options: SaleOptions = {}) {
  const items = picks.map((pick) => {
    const product = pick.product
    const variants =
      'variants' in product
        ? product.variants.map((variant) => ({ variant: variant.variant, price: toCents(variant.price) }))
        : []
    const line = lineFromProduct({
      id: product.id,
      custom: 'custom' in product,
      name: product.name,
      price: toCents(product.price),
      variants,
    })
    const qty = pick.qty ?? 1
    const discount = pick.discount ?? 0
    return {
      id: line.id,
      custom: line.custom,
      name: line.name,
      variant: line.variant,
      qty,
      discount,
      price: fromCents(line.price),
      subTotal: fromCents(lineSubTotal({ price: line.price, qty, discount })),
      priceCents: line.price,
    }
  })
  const totals = saleTotals({
    items: items.map((item) => ({ price: item.priceCents, qty: item.qty, discount: item.discount })),
    shippingAmount: toCents(options.shippingAmount ?? 0),
    taxRate: options.taxRate ?? 0,
    discountRate: options.discountRate ?? 0,
    isTaxIncluded: options.isTaxIncluded ?? false,
    stopDiscount: options.stopDiscount ?? false,
  })
  return {
    salling: true,
    enterAmount: options.enterAmount ?? fromCents(totals.totalAmount),
    discountRate: options.discountRate ?? 0,
    taxRate: options.taxRate ?? 0,
    shippingAmount: options.shippingAmount ?? 0,
    shippingRecipient: '',
    shippingInfo: '',
    method: options.method ?? true,
    customer_id: options.customer_id ?? null,
    gateway: options.gateway ?? 'cash',
    note: '',
    noteTitle: '',
    saleNote: '',
    printNote: '',
    dueDate: options.dueDate ?? null,
    subTotal: fromCents(totals.subTotal),
    taxAmount: fromCents(totals.taxAmount),
    discountedAmount: fromCents(totals.discountedAmount),
    totalAmount: fromCents(totals.totalAmount),
    totalItems: totals.totalItems,
    items: items.map(({ priceCents: _cents, ...item }) => item),
    ...(options.tenders ? { tenders: options.tenders } : {}),
  }
}

/** The product as the terminal's search finds it (by its SKU). */
/**
 * Sends a sale of 2 of `product` under an Idempotency-Key that already sold another cart, and expects the
 * refusal: the same key with another body is another sale, not a retry.
 */
export async function expectKeyRefusedForAnotherCart(
  client: TestClient,
  product: PosProduct,
  headers: Record<string, string>,
): Promise<void> {
  const other = await client.request({
    method: 'POST',
    url: '/api/sale',
    payload: saleBody([{ product, qty: 2 }]),
    headers,
  })
  expect(other.statusCode).toBe(422)
  expect(other.json().message).toBe('This Idempotency-Key was already used for a different sale.')
}

export async function posProduct(client: TestClient, id: number): Promise<PosProduct> {
  const sku = (await client.get(`/api/product/${id}`)).json().product.sku as string
  const response = await client.post('/api/product-search', { key: sku })
  expect(response.statusCode, response.body).toBe(200)
  const found = (response.json().items as PosProduct[]).find((item) => item.id === id)
  if (!found) throw new Error(`product ${id} not found by the POS search`)
  return found
}

export async function sell(
  client: TestClient,
  picks: CartPick[],
  options: SaleOptions = {},
): Promise<{ id: number; key: string }> {
  const response = await client.post('/api/sale', saleBody(picks, options))
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

export function refundBody(info: ConfirmSaleInfo, lines: { id: number; qty: number }[]) {
  const picked = lines.map((line) => {
    const item = info.items.find((candidate) => candidate.id === line.id)
    if (!item) throw new Error(`no sale item ${line.id}`)
    return { item, qty: line.qty }
  })
  const totals = refundTotals({
    items: picked.map(({ item, qty }) => ({ price: toCents(item.price), qty, discount: item.discount })),
    taxRate: info.taxRate,
    discountRate: info.discountRate,
    taxIncluded: info.taxIncluded,
    refundableTotal: toCents(info.refundableTotal),
  })
  return {
    refunding: true,
    parent_id: info.id,
    gateway: 'cash',
    note: '',
    discountAmount: fromCents(totals.discountedAmount),
    taxAmount: fromCents(totals.taxAmount),
    totalItems: totals.totalItems,
    totalAmount: fromCents(totals.totalAmount),
    items: picked.map(({ item, qty }) => ({
      id: item.id,
      qty,
      name: item.name,
      price: item.price,
      discount: item.discount,
    })),
  }
}

export async function confirmSale(client: TestClient, key: string): Promise<ConfirmSaleInfo> {
  const response = await client.post('/api/confirm-sale', { trx: key })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().info
}

export async function setPos(test: TestApp, change: Partial<PosSettings>): Promise<void> {
  await test.services.settings.update((current) => ({ ...current, pos: { ...current.pos, ...change } }))
}

export async function stockRow(test: TestApp, productId: number, warehouseId = 1) {
  return test.database.db
    .selectFrom('stocks')
    .select(['quantity', 'sold', 'returned'])
    .where('product_id', '=', productId)
    .where('warehouse_id', '=', warehouseId)
    .executeTakeFirst()
}

export async function basicQty(test: TestApp, productId: number): Promise<number> {
  const row = await test.database.db
    .selectFrom('products')
    .select('qty')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow()
  return Number(row.qty)
}

/**
 * An item bought from a customer, on sale and not yet sold, written as the buy-back form stores it (the
 * signature and files are the buy-back tests' concern). Money in cents.
 */
export async function addBoughtItem(
  test: TestApp,
  item: { model: string; imei: string; cost: number; price: number; barcode: string },
): Promise<number> {
  const now = new Date().toISOString()
  const row = await test.database.db
    .insertInto('custom_products')
    .values({
      fullName: 'Seller',
      phone: '555',
      address: '',
      ...item,
      sign: null,
      photo: null,
      docs: null,
      image: null,
      isSold: 0,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
