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

/** Spec 002 §9: a due below 1 (in the shop's currency) blocks new payments. */
export const MIN_DUE_FOR_PAYMENT: Cents = 100

export function canAddPayment(due: Cents): boolean {
  return due >= MIN_DUE_FOR_PAYMENT
}
