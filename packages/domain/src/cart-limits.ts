/**
 * What one cart (a sale, a return, a purchase) may hold (issue 26). A scanner's burst typed into the wrong
 * field turns a barcode into a quantity of 24,001,006,493,588 or a tax of 8.254001011482553 %: these bounds
 * make such a number a 422 naming the field, on the terminal and on the server alike, while keeping every
 * real cart (New York City's 8.875 % tax needs three decimals).
 */

/** The most units one line may hold: a shop's biggest real line, far below any barcode's digits. */
export const MAX_LINE_QUANTITY = 9999

/**
 * The most units one purchase line may receive: a supplier's delivery can be a pallet of 100,000 screws, yet a
 * barcode's digits (twelve or more) stay far beyond it, and any stock row stays well inside its 32-bit column.
 */
export const MAX_PURCHASE_LINE_QUANTITY = 999_999

/** A rate (tax, discount) is a percentage of the amount: never more than all of it. */
export const MAX_RATE_PERCENT = 100

/** Decimals a rate may have: 8.875 % (New York City) needs three. */
export const RATE_DECIMALS = 3

/**
 * The largest amount of money one field may carry, in cents ($99,999,999.99): two orders of magnitude above
 * a shop's largest sale, and small enough that a rate of it in thousandths of a percent stays an exact
 * integer (9,999,999,999 × 100,000 < 2^53) and every total fits the bigint columns.
 */
export const MAX_AMOUNT_CENTS = 9_999_999_999

/** Whether a number has at most `decimals` places (within the float error of its decimal text). */
export function hasDecimalsAtMost(value: number, decimals: number): boolean {
  const scale = 10 ** decimals
  return Math.abs(Math.round(value * scale) - value * scale) < 1e-6
}
