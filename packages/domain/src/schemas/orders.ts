import { z } from 'zod'
import './zod-messages.ts'
import { holdsGate, type PermissionFlag, type PermissionMap } from '../permissions.ts'
import { PAGING_LABELS, pagingQuerySchema } from './paging.ts'
import type { OrderKind, PaymentRecord } from './payments.ts'

/** Orders: sales, refunds and purchases in one table (spec 001 §3, spec 002 §2.6, §3, §7). */

export const ORDER_FILTERS = ['salling', 'refunding', 'purchasing'] as const

/**
 * Who may read an order of each kind (its detail, print, payments panel): any of these gates. The
 * stock update page reads the purchase it receives, so purchaseCreate reads purchases too.
 */
export const ORDER_READ_GATES: Readonly<Record<OrderKind, readonly PermissionFlag[]>> = {
  purchasing: ['purchaseDetails', 'purchasePrint', 'purchaseCreate'],
  salling: ['saleDetails', 'salePrint', 'saleRefund'],
  refunding: ['refundDetails', 'refundPrint'],
}

/** Who may list the orders of each kind (Transactions tabs). */
export const ORDER_LIST_GATES: Readonly<Record<OrderKind, PermissionFlag>> = {
  purchasing: 'purchaseList',
  salling: 'saleList',
  refunding: 'refundList',
}

export function canReadOrder(actions: PermissionMap | null | undefined, kind: OrderKind): boolean {
  return ORDER_READ_GATES[kind].some((gate) => holdsGate(actions, gate))
}

export function orderKind(flags: {
  salling: number | boolean
  refunding: number | boolean
  purchasing: number | boolean
}): OrderKind {
  if (flags.purchasing === 1 || flags.purchasing === true) return 'purchasing'
  if (flags.refunding === 1 || flags.refunding === true) return 'refunding'
  return 'salling'
}

/** The Transactions tabs: Sales, Refunds, Purchases. */
export const ORDER_LIST_LABELS = { ...PAGING_LABELS, filter: 'Transactions tab' } as const

export const orderListQuerySchema = pagingQuerySchema.extend({
  filter: z.enum(ORDER_FILTERS, { error: `The ${ORDER_LIST_LABELS.filter} must be salling, refunding or purchasing.` }),
})
export type OrderListQuery = z.output<typeof orderListQuerySchema>

export interface OrderItemRecord {
  id: number
  product_id: number | null
  name: string
  sku: string
  barcode: string
  qty: number
  price: number
  cost: number
  discount: number
  subTotal: number
  imei: string
  sNumber: string
  variant: string
  warehouse_id: number | null
  data: unknown
}

export interface OrderRecord {
  id: number
  key: string
  /** The transaction number as a Code 128 image (SVG data URL). */
  barcode: string
  reference: string
  /** Who recorded it. */
  by: string
  kind: OrderKind
  salling: boolean
  refunding: boolean
  purchasing: boolean
  customer_id: number | null
  supplier_id: number | null
  parent_id: number | null
  totalItems: number
  subTotal: number
  discountRate: number
  discountedAmount: number
  taxRate: number
  taxAmount: number
  shippingAmount: number
  totalAmount: number
  /** On a refund: the part of its total taken off what the customer still owed on the sale, not paid out. */
  cancelledDue: number
  /**
   * On a sale: the amount the customer handed over at the till (the sale call's enterAmount), a decimal;
   * 0 when none was recorded (sales made before it was kept, refunds, purchases). The change given on a
   * cash sale is enterAmount minus totalAmount.
   */
  enterAmount: number
  cost: number
  profit: number
  method: boolean
  dueDate: string | null
  noteTitle: string
  saleNote: string
  printNote: string
  shippingRecipient: string
  shippingInfo: string
  shippingStatus: boolean
  stockUpdated: boolean
  created_at: string
  updated_at: string
  items: OrderItemRecord[]
}

export interface OrderParty {
  id: number
  firstName: string
  lastName: string
  company: string
  email: string
  phone: string
  address: string
  companyAddress: string
  shippingAdress: string
}

/** GET /order/{id}: one shape for sales, refunds and purchases. */
export interface OrderDetailResponse {
  order: OrderRecord
  supplier: OrderParty | null
  customer: OrderParty | null
  /** The order's first payment (how it was paid when it was made), or null. */
  payment: PaymentRecord | null
  payments: PaymentRecord[]
  /** What is left to pay, a decimal. */
  due: number
}

export interface OrderListRow {
  id: number
  key: string
  reference: string
  by: string
  supplier_id: number | null
  customer_id: number | null
  party: string
  totalItems: number
  subTotal: number
  discountedAmount: number
  taxAmount: number
  shippingAmount: number
  totalAmount: number
  method: boolean
  dueDate: string | null
  stockUpdated: boolean
  created_at: string
}
