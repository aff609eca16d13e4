import { z } from 'zod'
import { TENDER_GATEWAYS } from './tenders.ts'
import './zod-messages.ts'
import { DEFAULT_GATEWAY, type GATEWAYS } from '../constants.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { amount, choice, liveOrDue, optionalText, says } from './fields.ts'
import { timestampFields } from './responses.ts'
import { tr } from '../i18n/translate.ts'
import { CHECK_MESSAGES } from './check-messages.ts'

/** Payments on orders (spec 001 §2 Payments panel, spec 002 §2.7, §4, §5, §7, §9). */

/** Spec 002 §9: a note is cut to 20 characters in lists. */
export const PAYMENT_NOTE_LIST_LENGTH = 20

/** The Make Payment form's labels (the payments panel of an order). */
export const PAYMENT_LABELS = {
  get gateway() {
    return tr('fields:payments.payment.gateway')
  },
  get status() {
    return tr('fields:payments.payment.status')
  },
  get method() {
    return tr('fields:payments.payment.method')
  },
  get amount() {
    return tr('fields:payments.payment.amount')
  },
  get note() {
    return tr('fields:payments.payment.note')
  },
  get order_id() {
    return tr('fields:payments.payment.order_id')
  },
  get code() {
    return tr('fields:payments.payment.code')
  },
}

export const PAYMENT_MESSAGES = {
  get made() {
    return tr('messages:payments.payment.made')
  },
  get updated() {
    return tr('messages:payments.payment.updated')
  },
  get removed() {
    return tr('messages:payments.payment.removed')
  },
  overTotal: (limit: string) => tr('messages:payments.payment.overTotal', { amount: PAYMENT_LABELS.amount, limit }),
  get nothingDue() {
    return tr('messages:payments.payment.nothingDue')
  },
  get orderRemoved() {
    return tr('messages:payments.payment.orderRemoved')
  },
  get pendingIsOwed() {
    return tr('messages:payments.payment.pendingIsOwed')
  },
  /** A buy-back's payout changes only with its buy-back (issue 28): its amount is the item's cost. */
  get buybackPayout() {
    return tr('messages:payments.payment.buybackPayout')
  },
  /** Issue 31: stored value moved a balance; only a refund gives it back. */
  get storedValueFixed() {
    return tr('messages:payments.payment.storedValueFixed')
  },
  get storedValueOnSale() {
    return tr('messages:payments.payment.storedValueOnSale')
  },
}

export type Gateway = (typeof GATEWAYS)[number]

const statusFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], {
    error: () => CHECK_MESSAGES.paidOrPending(PAYMENT_LABELS.status),
  })
  .transform((value): boolean => value === true || value === 1 || value === '1' || value === 'true')

/** POST /make-payment/{orderId} and PATCH /payment/{id}: gateway, status, method, amount, note (order_id ignored: the path says). */
export const paymentInputSchema = z.object({
  // Issue 31: a sale's debt may also be paid with store credit or a gift card (`code`).
  gateway: choice(PAYMENT_LABELS.gateway, TENDER_GATEWAYS).default(DEFAULT_GATEWAY),
  code: optionalText(PAYMENT_LABELS.code, 32),
  // The Mark Paid switch defaults to on.
  status: statusFlag.default(true),
  method: liveOrDue(PAYMENT_LABELS.method).default(true),
  amount: amount(PAYMENT_LABELS.amount).refine(
    (value) => value > 0,
    says(() => FIELD_MESSAGES.greaterThan(PAYMENT_LABELS.amount, 0)),
  ),
  note: optionalText(PAYMENT_LABELS.note, 500),
  order_id: z.unknown().optional(),
})
export type PaymentInput = z.input<typeof paymentInputSchema>
export type PaymentPayload = z.output<typeof paymentInputSchema>

// ---- Answers -----------------------------------------------------------------------------------------

export const paymentRecordSchema = z.object({
  id: z.number(),
  order_id: z.number(),
  gateway: z.string(),
  status: z.boolean(),
  method: z.boolean(),
  type: z.enum(['credit', 'debit']),
  amount: z.number(),
  note: z.string(),
  dueDate: z.string().nullable(),
  ...timestampFields,
})
export type PaymentRecord = z.infer<typeof paymentRecordSchema>

export type OrderKind = 'salling' | 'refunding' | 'purchasing'
export const orderKindSchema = z.enum(['salling', 'refunding', 'purchasing'])

/** The order a payment belongs to, as the payment detail shows it. */
export const paymentOrderSchema = z.object({
  id: z.number(),
  key: z.string(),
  reference: z.string(),
  kind: orderKindSchema,
  dueDate: z.string().nullable(),
  totalAmount: z.number(),
  subTotal: z.number(),
  discountedAmount: z.number(),
  taxAmount: z.number(),
  shippingAmount: z.number(),
  created_at: z.string(),
})
export type PaymentOrder = z.infer<typeof paymentOrderSchema>

export const paymentWithOrderSchema = paymentRecordSchema.extend({ order: paymentOrderSchema })
export type PaymentWithOrder = z.infer<typeof paymentWithOrderSchema>

/** A row of the Payments list. */
export const paymentListRowSchema = paymentRecordSchema.extend({
  order: paymentOrderSchema.pick({ id: true, key: true, reference: true, kind: true, totalAmount: true }),
})
export type PaymentListRow = z.infer<typeof paymentListRowSchema>

export const orderPaymentsResponseSchema = z.object({
  payments: z.array(paymentRecordSchema),
  /** What is left to pay, a decimal, computed by the server. */
  due: z.number(),
})
export type OrderPaymentsResponse = z.infer<typeof orderPaymentsResponseSchema>

export const paymentDetailResponseSchema = z.object({ payment: paymentWithOrderSchema })
export type PaymentDetailResponse = z.infer<typeof paymentDetailResponseSchema>

export const paymentMadeResponseSchema = z.object({ message: z.string(), id: z.number() })

export function noteInList(note: string): string {
  return note.length > PAYMENT_NOTE_LIST_LENGTH ? note.slice(0, PAYMENT_NOTE_LIST_LENGTH) : note
}

/** GET /customer-balance/{id} (issue 26): what a customer owes on their sales, for the terminal's customer chip. */
export const customerBalanceResponseSchema = z.object({
  balance: z.number(),
  sales: z.array(
    z.object({
      id: z.number(),
      key: z.string(),
      created_at: z.string(),
      dueDate: z.string().nullable(),
      totalAmount: z.number(),
      due: z.number(),
    }),
  ),
})
export type CustomerBalanceResponse = z.output<typeof customerBalanceResponseSchema>

/**
 * A payment's method in words that never contradict its gateway (issue 28, item 15): paid at once in cash
 * reads "Cash", paid at once another way reads "Paid by card", and "On Credit" while it is owed. The spec's
 * Payments panel of an order keeps its own two words, "Cash" or "On Credit".
 */
export function paymentMethodText(payment: { method: boolean; gateway: string }): string {
  if (!payment.method) return tr('fields:payments.methodText.onCredit')
  const gateway = payment.gateway.trim().toLowerCase()
  if (gateway === '' || gateway === 'cash') return tr('fields:payments.methodText.cash')
  // Stored value and trade-ins (issues 29 and 31) read as words, not as their wire names.
  if (gateway === 'credit') return tr('fields:payments.methodText.credit')
  if (gateway === 'gift-card') return tr('fields:payments.methodText.giftCard')
  if (gateway === 'trade-in') return tr('fields:payments.methodText.tradeIn')
  return tr('fields:payments.methodText.other', { gateway })
}
