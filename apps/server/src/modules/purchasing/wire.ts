import { fromCents, toCents, type Cents } from '@counterpart/domain/money'
import type {
  PartialReceiptPayload,
  PurchasePayload,
  StockReceiptPayload,
} from '@counterpart/domain/schemas/purchasing'
import type { DevicesService } from '../devices/service.ts'
import type { PurchasingService } from './service.ts'

/** Purchasing's one crossing between decimals on the wire and the cents the service works in. */

/**
 * A purchase as the form sent it, money in cents. The totals the form sent were compared by the request
 * schema; the service recomputes its own, so they stay behind.
 */
export function purchaseInCents(payload: PurchasePayload) {
  return {
    reference: payload.reference,
    method: payload.method,
    dueDate: payload.dueDate,
    taxRate: payload.taxRate,
    discountRate: payload.discountRate,
    shippingAmount: toCents(payload.shippingAmount),
    supplier_id: payload.supplier_id,
    note: payload.note,
    items: payload.items.map((item) => ({ product_id: item.product_id, qty: item.qty, cost: toCents(item.cost) })),
  }
}
export type PurchaseInCents = ReturnType<typeof purchaseInCents>

export function stockReceiptInCents(payload: StockReceiptPayload) {
  return { ...payload, items: payload.items.map((line) => ({ ...line, price: toCents(line.price) })) }
}
export type StockReceiptInCents = ReturnType<typeof stockReceiptInCents>

export function partialReceiptInCents(payload: PartialReceiptPayload) {
  return { ...payload, items: payload.items.map((line) => ({ ...line, price: toCents(line.price) })) }
}
export type PartialReceiptInCents = ReturnType<typeof partialReceiptInCents>

/** A purchase's receiving state with each line's cost in decimals. */
export function toPurchaseReceiving(receiving: Awaited<ReturnType<PurchasingService['receiving']>>) {
  return { ...receiving, lines: receiving.lines.map((line) => ({ ...line, cost: fromCents(line.cost) })) }
}

/** A purchase in its audit event: what was bought from whom, money in decimals as on the wire. */
export function purchaseAudit(key: string, input: PurchaseInCents, totalAmount: Cents) {
  return {
    key,
    reference: input.reference,
    supplier_id: input.supplier_id,
    totalAmount: fromCents(totalAmount),
    paid: input.method ? fromCents(totalAmount) : 0,
    items: input.items.map((item) => ({ product_id: item.product_id, qty: item.qty, cost: fromCents(item.cost) })),
  }
}

/** A device unit as a document's audit event names it (the devices service's snapshot). */
export type DeviceAuditSnapshot = Awaited<ReturnType<DevicesService['received']>>

/**
 * A stock receipt in its audit event: each line's place, quantity and selling price in decimals, and the
 * device units a serial-tracked product's units became (issue 29), when there are some.
 */
export function stockReceiptAudit(
  input: { purchaseId: number; items: readonly { product: number; warehouse: number; price: number }[] },
  qtyOf: (product: number) => number,
  devices: readonly DeviceAuditSnapshot[] = [],
) {
  return {
    ...(devices.length > 0 ? { devices } : {}),
    purchase_id: input.purchaseId,
    items: input.items.map((line) => ({
      product_id: line.product,
      warehouse_id: line.warehouse,
      qty: qtyOf(line.product),
      price: fromCents(line.price),
    })),
  }
}

/** The products a supplier supplies, each cost in decimals. */
export function toSupplierProducts(products: Awaited<ReturnType<PurchasingService['supplierProducts']>>) {
  return { products: products.map((product) => ({ ...product, cost: fromCents(product.cost) })) }
}

/** Where each product of a purchase sells from, with its selling prices as decimals. */
export function toStockProducts(products: Awaited<ReturnType<PurchasingService['stockProducts']>>) {
  return {
    products: products.map((product) => ({
      product_id: product.product_id,
      name: product.name,
      warehouseSaleFrom: product.warehouseSaleFrom,
      saleWarehouse: product.saleWarehouse,
      price: fromCents(product.price),
      stockPrices: product.stockPrices.map((row) => ({
        warehouse_id: row.warehouse_id,
        price: fromCents(row.price),
        quantity: row.quantity,
      })),
    })),
  }
}
