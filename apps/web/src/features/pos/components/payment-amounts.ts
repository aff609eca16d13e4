import { toCents } from '@counterpart/domain/money'

/** An amount typed at the till, in cents: blank is 0, anything but a number with at most 2 decimals null. */
export function centsOf(text: string): number | null {
  if (text.trim() === '') return 0
  if (!/^\d*(\.\d{0,2})?$/.test(text.trim())) return null
  try {
    return toCents(text.trim())
  } catch {
    return null
  }
}

/** A part of the payment taken another way (issue 31): store credit, a gift card, a card. Cents. */
export interface PartPayment {
  gateway: string
  amount: number
  code: string
}
