import { isLanguage } from '@counterpart/domain/i18n/languages'
import { toSVG } from 'bwip-js/node'
import type { Selectable } from 'kysely'
import { fromCents } from '@counterpart/domain/money'
import { contactName } from '@counterpart/domain/schemas/contacts'
import type {
  OrderDetailResponse,
  OrderItemRecord,
  OrderListRow,
  OrderParty,
  OrderRecord,
} from '@counterpart/domain/schemas/orders'
import type { OrderKind } from '@counterpart/domain/schemas/payments'
import type { CustomerTable, OrderItemTable, SupplierTable } from '../../db/schema.ts'
import { toPaymentRecord, type OrderPaymentRow } from '../payments/service.ts'
import type { OrderWithBy } from './repository.ts'
import type { OrderTradeInRow } from './trade-in-repository.ts'

/** The transaction number as a Code 128 image, an SVG data URL the detail and print pages show. */
export function orderBarcode(key: string): string {
  const svg = toSVG({ bcid: 'code128', text: key, scale: 2, height: 10, includetext: true, textxalign: 'center' })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** A sale or refund gone from Transactions, as its audit event keeps it: key, kind and total in decimals. */
export function removedOrderAudit(order: { key: string; salling: number; totalAmount: number }) {
  return { key: order.key, kind: order.salling === 1 ? 'sale' : 'refund', totalAmount: fromCents(order.totalAmount) }
}

function parseData(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return {}
  }
}

export function toOrderItemRecord(item: Selectable<OrderItemTable>): OrderItemRecord {
  return {
    id: item.id,
    product_id: item.product_id,
    name: item.name,
    sku: item.sku,
    barcode: item.barcode,
    qty: item.qty,
    price: fromCents(item.price),
    cost: fromCents(item.cost),
    discount: item.discount,
    subTotal: fromCents(item.subTotal),
    imei: item.imei,
    sNumber: item.sNumber,
    variant: item.variant,
    warehouse_id: item.warehouse_id,
    data: parseData(item.data),
  }
}

export function toOrderRecord(order: OrderWithBy, kind: OrderKind, items: Selectable<OrderItemTable>[]): OrderRecord {
  return {
    id: order.id,
    key: order.key,
    barcode: orderBarcode(order.key),
    reference: order.reference,
    by: order.by ?? '',
    kind,
    salling: order.salling === 1,
    refunding: order.refunding === 1,
    purchasing: order.purchasing === 1,
    customer_id: order.customer_id,
    supplier_id: order.supplier_id,
    parent_id: order.parent_id,
    totalItems: order.totalItems,
    subTotal: fromCents(order.subTotal),
    discountRate: order.discountRate,
    discountedAmount: fromCents(order.discountedAmount),
    taxRate: order.taxRate,
    taxAmount: fromCents(order.taxAmount),
    shippingAmount: fromCents(order.shippingAmount),
    totalAmount: fromCents(order.totalAmount),
    cancelledDue: fromCents(order.cancelledDue),
    enterAmount: fromCents(order.enterAmount),
    cost: fromCents(order.cost),
    profit: fromCents(order.profit),
    method: order.method === 1,
    dueDate: order.dueDate,
    noteTitle: order.noteTitle,
    saleNote: order.saleNote,
    printNote: order.printNote,
    shippingRecipient: order.shippingRecipient,
    shippingInfo: order.shippingInfo,
    shippingStatus: order.shippingStatus === 1,
    stockUpdated: order.stockUpdated === 1,
    created_at: order.created_at,
    updated_at: order.updated_at,
    items: items.map(toOrderItemRecord),
  }
}

export function toParty(row: Selectable<SupplierTable> | Selectable<CustomerTable>): OrderParty {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    company: 'company' in row ? row.company : '',
    email: row.email,
    phone: row.phone,
    address: row.address,
    companyAddress: 'companyAddress' in row ? row.companyAddress : '',
    shippingAdress: 'shippingAdress' in row ? row.shippingAdress : '',
  }
}

/**
 * A sale or refund as a user without the saleCost switch reads it: what the goods cost and the profit are
 * not sent at all (a hidden column would still be in the answer). A purchase's costs are its prices.
 */
export function withoutCost(detail: OrderDetailResponse): OrderDetailResponse {
  if (detail.order.purchasing) return detail
  const { cost: _cost, profit: _profit, ...order } = detail.order
  return { ...detail, order: { ...order, items: order.items.map(({ cost: _itemCost, ...item }) => item) } }
}

export function toOrderDetail(detail: {
  order: OrderWithBy
  kind: OrderKind
  items: Selectable<OrderItemTable>[]
  supplier: Selectable<SupplierTable> | null
  customer: Selectable<CustomerTable> | null
  payments: OrderPaymentRow[]
  due: number
  tradeIn?: OrderTradeInRow | null
}): OrderDetailResponse {
  const payments = detail.payments.map(toPaymentRecord)
  const tradeIn = detail.tradeIn
  const language = detail.customer?.language
  return {
    order: toOrderRecord(detail.order, detail.kind, detail.items),
    supplier: detail.supplier ? toParty(detail.supplier) : null,
    customer: detail.customer ? toParty(detail.customer) : null,
    payment: payments[0] ?? null,
    payments,
    due: fromCents(detail.due),
    // Issue 32: the receipts printed from the browser read in it.
    customerLanguage: isLanguage(language) ? language : null,
    ...(tradeIn
      ? { tradeIn: { id: tradeIn.id, model: tradeIn.model, imei: tradeIn.imei, amount: fromCents(tradeIn.cost) } }
      : {}),
  }
}

export function toOrderListRow(row: {
  id: number
  key: string
  reference: string
  by: string | null
  supplier_id: number | null
  customer_id: number | null
  supplier_firstName: string | null
  supplier_lastName: string | null
  supplier_company: string | null
  customer_firstName: string | null
  customer_lastName: string | null
  customer_email: string | null
  totalItems: number
  subTotal: number
  discountedAmount: number
  taxAmount: number
  shippingAmount: number
  totalAmount: number
  method: number
  dueDate: string | null
  stockUpdated: number
  created_at: string
}): OrderListRow {
  const party =
    row.supplier_firstName !== null
      ? contactName({ firstName: row.supplier_firstName, lastName: row.supplier_lastName })
      : row.customer_firstName !== null
        ? contactName({ firstName: row.customer_firstName, lastName: row.customer_lastName })
        : ''
  return {
    id: row.id,
    key: row.key,
    reference: row.reference,
    by: row.by ?? '',
    supplier_id: row.supplier_id,
    customer_id: row.customer_id,
    party,
    partyEmail: row.customer_email ?? '',
    totalItems: row.totalItems,
    subTotal: fromCents(row.subTotal),
    discountedAmount: fromCents(row.discountedAmount),
    taxAmount: fromCents(row.taxAmount),
    shippingAmount: fromCents(row.shippingAmount),
    totalAmount: fromCents(row.totalAmount),
    method: row.method === 1,
    dueDate: row.dueDate,
    stockUpdated: row.stockUpdated === 1,
    created_at: row.created_at,
  }
}
