import type { Cents } from '../money.ts'

/**
 * Repair totals (spec 001 §9): tax = charges x rate; total = charges + tax; due = total - prePaid.
 * Integer cents only; the rate is a percentage with at most two decimals (7.25 %).
 */

export interface RepairAmounts {
  charges: Cents
  /** Percent, 0 to 100, at most two decimals. */
  taxRate: number
  prePaid: Cents
}

export interface RepairTotals extends RepairAmounts {
  taxAmount: Cents
  totalAmount: Cents
  due: Cents
}

/**
 * `rate` percent of an amount, computed on integers: the rate is taken in hundredths of a percent,
 * so 8.15 % of 1000 cents is exactly 81.5 -> 82, where floating point would give 81.50000000000001.
 * Halves round away from zero, the one rounding rule of the project.
 */
export function rateOf(cents: Cents, ratePercent: number): Cents {
  const basisPoints = Math.round(ratePercent * 100)
  const product = Math.abs(cents * basisPoints)
  const whole = Math.floor(product / 10_000)
  const rest = product - whole * 10_000
  const rounded = rest * 2 >= 10_000 ? whole + 1 : whole
  return cents < 0 !== basisPoints < 0 && rounded !== 0 ? -rounded : rounded
}

export function repairTotals(amounts: RepairAmounts): RepairTotals {
  const taxAmount = rateOf(amounts.charges, amounts.taxRate)
  const totalAmount = amounts.charges + taxAmount
  return { ...amounts, taxAmount, totalAmount, due: totalAmount - amounts.prePaid }
}

/** What was paid in advance may not be more than the job costs. */
export function prePaidExceedsTotal(amounts: RepairAmounts): boolean {
  return amounts.prePaid > repairTotals(amounts).totalAmount
}
