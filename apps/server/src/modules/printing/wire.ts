import { toCents, type Cents } from '@counterpart/domain/money'

/**
 * The one place printing meets decimals: an X or Z report comes from the tills service as its wire shape
 * (the stored Z is that shape), and a slip prints cents through formatCents.
 */
export function reportAmountInCents(amount: number): Cents {
  return toCents(amount)
}
