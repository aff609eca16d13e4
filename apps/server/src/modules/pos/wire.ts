import { OFFLINE_REVIEW_REASONS } from '@counterpart/domain/offline-sale'
import type { OfflineReview, OfflineSaleInfo, PriceChange } from '@counterpart/domain/schemas/offline'
import type { OfflineReviewRow } from './offline-review-repository.ts'
import type { OfflineSaleService, StoredPriceChange } from './offline-sale-service.ts'
import type { SaleLine } from './sale-lines.ts'
import { fromCents, toCents, type Cents } from '@counterpart/domain/money'
import type {
  ConfirmSaleResponse,
  PosCustomProduct,
  PosProduct,
  ProductSearchItem,
  SalePayload,
  SaleReturnPayload,
} from '@counterpart/domain/schemas/pos'
import type { PosCustomer } from '@counterpart/domain/schemas/contacts'
import type { OfflineProduct } from '@counterpart/domain/schemas/offline'
import type { PosProductRow } from './repository.ts'

/** The terminal's one crossing between decimals on the wire and the cents its services work in. */

/** POST /sale in cents: the amounts and line prices the terminal sent as decimals. */
export function saleInCents(sale: SalePayload) {
  return {
    ...sale,
    enterAmount: toCents(sale.enterAmount),
    shippingAmount: toCents(sale.shippingAmount),
    subTotal: toCents(sale.subTotal),
    taxAmount: toCents(sale.taxAmount),
    discountedAmount: toCents(sale.discountedAmount),
    totalAmount: toCents(sale.totalAmount),
    items: sale.items.map((item) => ({ ...item, price: toCents(item.price), subTotal: toCents(item.subTotal) })),
    // Trade-in at the counter (issue 29, item 7): the shop's price for the device and its resale price.
    tradeIn: sale.tradeIn && { ...sale.tradeIn, cost: toCents(sale.tradeIn.cost), price: toCents(sale.tradeIn.price) },
    // Issue 31: the ways the sale is paid, each in cents.
    tenders: sale.tenders?.map((tender) => ({ ...tender, amount: toCents(tender.amount) })),
  }
}
export type SaleInCents = ReturnType<typeof saleInCents>

const optionalCents = (value: number | undefined) => (value === undefined ? undefined : toCents(value))

/** POST /sale-return in cents: the totals the refund screen shows, each optional as on the wire. */
export function refundInCents(refund: SaleReturnPayload) {
  return {
    ...refund,
    discountAmount: optionalCents(refund.discountAmount),
    discountedAmount: optionalCents(refund.discountedAmount),
    taxAmount: optionalCents(refund.taxAmount),
    subTotal: optionalCents(refund.subTotal),
    totalAmount: optionalCents(refund.totalAmount),
    items: refund.items.map((item) => ({
      ...item,
      price: optionalCents(item.price),
      subTotal: optionalCents(item.subTotal),
    })),
  }
}
export type RefundInCents = ReturnType<typeof refundInCents>

/**
 * A sold line's `data` as it is stored with the order, for the sold view and the receipt: the product as
 * the terminal saw it, its price a decimal like everything the web reads.
 */
export function lineData<T extends { price: Cents }>(data: T): string {
  return JSON.stringify({ ...data, price: fromCents(data.price) })
}

/** A line's stored data with the price it was sold at (a decimal, as lineData writes it). */
export function withSoldPrice(data: string | undefined, price: Cents): string {
  return JSON.stringify({ ...parseJson(data ?? '{}'), price: fromCents(price) })
}

export function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** A tile as the terminal service reads it: the product row, its variants (cents) and stock elsewhere. */
export interface TerminalProduct {
  row: PosProductRow
  variants: { variant: string; price: Cents }[]
  stockElsewhere: number
}

export function toPosProduct({ row, variants, stockElsewhere }: TerminalProduct): PosProduct {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    qty: Number(row.qty),
    ...(Number(row.reserved) > 0 ? { reserved: Number(row.reserved) } : {}),
    price: fromCents(Number(row.price)),
    sku: row.sku,
    barcode: row.barcode,
    type: row.type,
    imei: row.imei,
    sNumber: row.sNumber,
    unitOfMeasure: row.unitOfMeasure,
    discounted: row.discounted,
    category_id: row.category_id,
    category: row.category ?? '',
    variants: variants.map((variant) => ({ variant: variant.variant, price: fromCents(variant.price) })),
    stockElsewhere,
  }
}

/** A tile as the till keeps it offline: stock where it sells from only. */
export function toOfflineProduct(product: TerminalProduct): OfflineProduct {
  const { stockElsewhere: _elsewhere, ...tile } = toPosProduct(product)
  return tile
}

export function toSearchItem(product: TerminalProduct): ProductSearchItem {
  return { ...toPosProduct(product), created_at: product.row.created_at }
}

export function toCustomTile(row: {
  id: number
  model: string
  image: string | null
  price: Cents
  barcode: string
  imei: string
}): PosCustomProduct {
  return {
    id: row.id,
    custom: true,
    name: row.model,
    model: row.model,
    image: row.image,
    price: fromCents(Number(row.price)),
    barcode: row.barcode,
    imei: row.imei,
    qty: 1,
  }
}

/** What the refund service read of a sale (cents), for POST /confirm-sale. */
export interface ReturnableSale {
  sale: {
    id: number
    key: string
    created_at: string
    customer_id: number | null
    taxRate: number
    discountRate: number
    taxIncluded: number
    totalAmount: Cents
  }
  refunded: Cents
  items: {
    id: number
    product_id: number | null
    name: string
    sku: string
    qty: number
    returned: number | string | null
    price: Cents
    discount: number
    subTotal: Cents
    imei: string
    sNumber: string
    variant: string
    data: string
  }[]
  customer: PosCustomer | null
  /** The sale took a trade-in (issue 29, item 7). */
  tradeIn?: boolean
}

export function toConfirmSale({ sale, refunded, items, customer, tradeIn }: ReturnableSale): ConfirmSaleResponse {
  return {
    info: {
      id: sale.id,
      key: sale.key,
      created_at: sale.created_at,
      customer_id: sale.customer_id,
      taxRate: sale.taxRate,
      discountRate: sale.discountRate,
      taxIncluded: sale.taxIncluded === 1,
      totalAmount: fromCents(sale.totalAmount),
      refundableTotal: fromCents(Math.max(0, sale.totalAmount - refunded)),
      items: items.map((item) => {
        const returned = Number(item.returned)
        return {
          id: item.id,
          product_id: item.product_id,
          name: item.name,
          sku: item.sku,
          qty: item.qty,
          returned,
          returnable: Math.max(0, item.qty - returned),
          price: fromCents(item.price),
          discount: item.discount,
          subTotal: fromCents(item.subTotal),
          imei: item.imei,
          sNumber: item.sNumber,
          variant: item.variant,
          data: parseJson(item.data),
        }
      }),
      ...(tradeIn ? { tradeIn: true } : {}),
    },
    customer: customer
      ? {
          id: customer.id,
          firstName: customer.firstName,
          lastName: customer.lastName,
          phone: customer.phone,
          email: customer.email,
        }
      : null,
  }
}

/** An offline sale's review item on the wire (a reason the domain does not know any more reads as dated). */
export function toOfflineReview(row: OfflineReviewRow): OfflineReview {
  return {
    id: row.id,
    order_id: row.order_id,
    orderKey: row.orderKey,
    till_id: row.till_id,
    till: row.till,
    reason: OFFLINE_REVIEW_REASONS.find((reason) => reason === row.reason) ?? 'dated',
    detail: row.detail,
    soldAt: row.soldAt,
    datedAt: row.datedAt,
    created_at: row.created_at,
    cleared_at: row.cleared_at,
    note: row.note,
  }
}

/**
 * What the audit event keeps of a sale: the money and the goods a shop owner looks for, in decimals as
 * the wire shows them.
 */
export function saleAudit(sale: {
  key: string
  totalAmount: Cents
  due: Cents
  gateway: string
  customer_id: number | null
  lines: readonly Pick<SaleLine, 'custom_product_id' | 'product_id' | 'qty' | 'price'>[]
  /** Issue 31: a sale paid in several ways names each. */
  tenders?: readonly { gateway: string; amount: Cents }[] | null
}) {
  return {
    key: sale.key,
    totalAmount: fromCents(sale.totalAmount),
    paid: fromCents(sale.totalAmount - sale.due),
    due: fromCents(sale.due),
    gateway: sale.gateway,
    customer_id: sale.customer_id,
    items: sale.lines.map((line) => ({
      ...(line.custom_product_id ? { custom_product_id: line.custom_product_id } : { product_id: line.product_id }),
      qty: line.qty,
      price: fromCents(Number(line.price)),
    })),
    ...(sale.tenders
      ? { tenders: sale.tenders.map((tender) => ({ gateway: tender.gateway, amount: fromCents(tender.amount) })) }
      : {}),
  }
}
export type SaleAudit = ReturnType<typeof saleAudit>

/** What the audit event keeps of a refund: its money in decimals and the goods that came back. */
export function refundAudit(refund: {
  key: string
  sale_id: number
  totalAmount: Cents
  paidOut: Cents
  cancelledDue: Cents
  gateway: string
  lines: readonly { sold: { custom_product_id: number | null; product_id: number | null; price: Cents }; qty: number }[]
}) {
  return {
    key: refund.key,
    sale_id: refund.sale_id,
    totalAmount: fromCents(refund.totalAmount),
    paidOut: fromCents(refund.paidOut),
    cancelledDue: fromCents(refund.cancelledDue),
    gateway: refund.gateway,
    items: refund.lines.map(({ sold, qty }) => ({
      ...(sold.custom_product_id ? { custom_product_id: sold.custom_product_id } : { product_id: sold.product_id }),
      qty,
      price: fromCents(sold.price),
    })),
  }
}

/** A line an offline sale sold at another price than the catalogue's, both prices in decimals. */
export function priceChangeOnWire(change: StoredPriceChange): PriceChange {
  return { ...change, soldPrice: fromCents(change.soldPrice), catalogPrice: fromCents(change.catalogPrice) }
}

/** GET /orders/{id}/offline: how a sale made offline reached the server. */
export function toOfflineSaleInfo(info: Awaited<ReturnType<OfflineSaleService['offlineInfo']>>): OfflineSaleInfo {
  return { ...info, priceChanges: info.priceChanges.map(priceChangeOnWire) }
}
