import { z } from 'zod'
import './zod-messages.ts'
import { holdsGate, type PermissionFlag, type PermissionMap } from '../permissions.ts'
import { PAGING_LABELS, pagingQuerySchema } from './paging.ts'
import { orderKindSchema, paymentRecordSchema, type OrderKind } from './payments.ts'
import { timestampFields } from './responses.ts'
import { orderTradeInSchema } from './trade-in.ts'
import { tr } from '../i18n/translate.ts'
import { extendLabels } from './label-maps.ts'
import { CHECK_MESSAGES } from './check-messages.ts'
import { customerLanguageField } from './paper-language.ts'

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
export const ORDER_LIST_LABELS = extendLabels(PAGING_LABELS, {
  get filter() {
    return tr('fields:orders.orderList.filter')
  },
})

export const orderListQuerySchema = pagingQuerySchema.extend({
  filter: z.enum(ORDER_FILTERS, {
    error: () => CHECK_MESSAGES.orderFilter(ORDER_LIST_LABELS.filter),
  }),
})
export type OrderListQuery = z.output<typeof orderListQuerySchema>

export const orderItemRecordSchema = z.object({
  id: z.number(),
  product_id: z.number().nullable(),
  name: z.string(),
  sku: z.string(),
  barcode: z.string(),
  qty: z.number(),
  price: z.number(),
  /** Left out of a sale or refund for a user without the saleCost switch (issue 28, item 12). */
  cost: z.number().optional(),
  discount: z.number(),
  subTotal: z.number(),
  imei: z.string(),
  sNumber: z.string(),
  variant: z.string(),
  warehouse_id: z.number().nullable(),
  data: z.unknown(),
})
export type OrderItemRecord = z.infer<typeof orderItemRecordSchema>

/** What a purchase line cost the shop: a purchase always carries it (only sales and refunds may hide it). */
export function purchaseLineCost(item: Pick<OrderItemRecord, 'cost'>): number {
  return item.cost ?? 0
}

export const orderRecordSchema = z.object({
  id: z.number(),
  key: z.string(),
  /** The transaction number as a Code 128 image (SVG data URL). */
  barcode: z.string(),
  reference: z.string(),
  /** Who recorded it. */
  by: z.string(),
  kind: orderKindSchema,
  salling: z.boolean(),
  refunding: z.boolean(),
  purchasing: z.boolean(),
  customer_id: z.number().nullable(),
  supplier_id: z.number().nullable(),
  parent_id: z.number().nullable(),
  totalItems: z.number(),
  subTotal: z.number(),
  discountRate: z.number(),
  discountedAmount: z.number(),
  taxRate: z.number(),
  taxAmount: z.number(),
  shippingAmount: z.number(),
  totalAmount: z.number(),
  /** On a refund: the part of its total taken off what the customer still owed on the sale, not paid out. */
  cancelledDue: z.number(),
  /**
   * On a sale: the amount the customer handed over at the till (the sale call's enterAmount), a decimal;
   * 0 when none was recorded (sales made before it was kept, refunds, purchases). The change given on a
   * cash sale is enterAmount minus totalAmount.
   */
  enterAmount: z.number(),
  /** Cost and profit are left out of a sale or refund for a user without the saleCost switch (issue 28). */
  cost: z.number().optional(),
  profit: z.number().optional(),
  method: z.boolean(),
  dueDate: z.string().nullable(),
  noteTitle: z.string(),
  saleNote: z.string(),
  printNote: z.string(),
  shippingRecipient: z.string(),
  shippingInfo: z.string(),
  shippingStatus: z.boolean(),
  stockUpdated: z.boolean(),
  ...timestampFields,
  items: z.array(orderItemRecordSchema),
})
export type OrderRecord = z.infer<typeof orderRecordSchema>

export const orderPartySchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  companyAddress: z.string(),
  shippingAdress: z.string(),
})
export type OrderParty = z.infer<typeof orderPartySchema>

/** GET /order/{id}: one shape for sales, refunds and purchases. */
export const orderDetailResponseSchema = z.object({
  order: orderRecordSchema,
  supplier: orderPartySchema.nullable(),
  customer: orderPartySchema.nullable(),
  /** The order's first payment (how it was paid when it was made), or null. */
  payment: paymentRecordSchema.nullable(),
  payments: z.array(paymentRecordSchema),
  /** What is left to pay, a decimal. */
  due: z.number(),
  /** A sale's trade-in (issue 29, item 7): only on a sale that took one. */
  tradeIn: orderTradeInSchema.optional(),
  ...customerLanguageField,
})
export type OrderDetailResponse = z.infer<typeof orderDetailResponseSchema>

export const orderListRowSchema = z.object({
  id: z.number(),
  key: z.string(),
  reference: z.string(),
  by: z.string(),
  supplier_id: z.number().nullable(),
  customer_id: z.number().nullable(),
  party: z.string(),
  /** The customer's email on a sale or refund ('' when none): the email-invoice dialog starts with it. */
  partyEmail: z.string(),
  totalItems: z.number(),
  subTotal: z.number(),
  discountedAmount: z.number(),
  taxAmount: z.number(),
  shippingAmount: z.number(),
  totalAmount: z.number(),
  method: z.boolean(),
  dueDate: z.string().nullable(),
  stockUpdated: z.boolean(),
  created_at: z.string(),
})
export type OrderListRow = z.infer<typeof orderListRowSchema>
