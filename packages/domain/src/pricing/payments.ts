import type { Cents } from '../money.ts'

/**
 * What is still owed on an order (spec 002 §2.7): the order total minus what has been paid. Pending
 * payments (on credit) are a record of the debt, not money received, so they do not lower the due.
 */
export interface PaymentAmounts {
  amount: Cents
  /** 1 (or true) paid, anything else pending. */
  status: number | boolean
}

export function paidTotal(payments: readonly PaymentAmounts[]): Cents {
  return payments.reduce(
    (sum, payment) => (payment.status === 1 || payment.status === true ? sum + payment.amount : sum),
    0,
  )
}

export function pendingTotal(payments: readonly PaymentAmounts[]): Cents {
  return payments.reduce(
    (sum, payment) => (payment.status === 1 || payment.status === true ? sum : sum + payment.amount),
    0,
  )
}

export function orderDue(totalAmount: Cents, payments: readonly PaymentAmounts[]): Cents {
  return Math.max(0, totalAmount - paidTotal(payments))
}

/**
 * What an order's payments settle: for a sale, its total less what its refunds gave back; for a refund,
 * its total less what it took off the sale's debt instead of paying it out (`cancelledDue`). The due of
 * an order is `orderDue(payableTotal(order), payments)`.
 */
export function payableTotal(order: { totalAmount: Cents; refunded?: Cents; cancelledDue?: Cents }): Cents {
  return Math.max(0, order.totalAmount - (order.refunded ?? 0) - (order.cancelledDue ?? 0))
}

export interface RefundSettlement {
  /** The part of the refund that cancels what the customer still owed on the sale (pending payments). */
  cancelled: Cents
  /** The part paid out to the customer: only what they had paid above the sale's new total. */
  paidOut: Cents
}

/**
 * How a refund of a sale is settled (docs/decisions.md, Refunds of sales on credit). The customer is
 * given back money only for what they paid above the sale's total after the refund; the rest of the
 * refund cancels what they still owed. `saleTotalAfter` is the sale total less every refund, this one
 * included; `paid` what was paid on the sale.
 */
export function refundSettlement(input: { refund: Cents; saleTotalAfter: Cents; paid: Cents }): RefundSettlement {
  const refund = Math.max(0, input.refund)
  const paidOut = Math.min(refund, Math.max(0, input.paid - Math.max(0, input.saleTotalAfter)))
  return { cancelled: refund - paidOut, paidOut }
}

/** Spec 002 §9: a due below 1 (in the shop's currency) blocks new payments. */
export const MIN_DUE_FOR_PAYMENT: Cents = 100

export function canAddPayment(due: Cents): boolean {
  return due >= MIN_DUE_FOR_PAYMENT
}
