import type { Cents } from '../money.ts'

/**
 * The cash in a till drawer (issue 19). Every movement of cash is a signed amount in cents: the opening
 * float and cash in are positive, cash sales positive, cash refunds and cash out negative, a "no sale"
 * opening zero. What the drawer should hold is the float plus them; nothing else moves cash.
 */

export interface CashMovement {
  amount: Cents
}

export function expectedCash(openingFloat: Cents, movements: readonly CashMovement[]): Cents {
  return movements.reduce((sum, movement) => sum + movement.amount, openingFloat)
}

export interface DenominationCount {
  /** The face value of one note or coin, in cents. */
  value: Cents
  count: number
}

/** A drawer counted note by note: the sum of value × count. */
export function countedFromDenominations(denominations: readonly DenominationCount[]): Cents {
  return denominations.reduce((sum, { value, count }) => sum + value * count, 0)
}

/** Counted less expected: negative is a shortfall, positive an overage. */
export function cashDifference(counted: Cents, expected: Cents): Cents {
  return counted - expected
}
