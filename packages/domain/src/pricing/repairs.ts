import { RATE_DECIMALS } from '../cart-limits.ts'
import type { Cents } from '../money.ts'

/**
 * Repair totals (spec 001 §9): tax = charges x rate; total = charges + tax; due = total - prePaid.
 * Integer cents only; the rate is a percentage with at most three decimals (8.875 %).
 */

export interface RepairAmounts {
  charges: Cents
  /** Percent, 0 to 100, at most three decimals. */
  taxRate: number
  prePaid: Cents
}

export interface RepairTotals extends RepairAmounts {
  taxAmount: Cents
  totalAmount: Cents
  due: Cents
}

/** 100 % in thousandths of a percent: rates carry at most RATE_DECIMALS (3) places (cart-limits.ts). */
export const WHOLE_RATE = 100 * 10 ** RATE_DECIMALS

/** A rate in percent as a whole number of thousandths of a percent (8.875 % -> 8875). */
export const rateUnits = (ratePercent: number): number => Math.round(ratePercent * 10 ** RATE_DECIMALS)

/**
 * `rate` percent of an amount, computed on integers: the rate is taken in thousandths of a percent,
 * so 8.15 % of 1000 cents is exactly 81.5 -> 82, where floating point would give 81.50000000000001.
 * Halves round away from zero, the one rounding rule of the project. Amounts up to MAX_AMOUNT_CENTS keep
 * the product below 2^53, so it is exact.
 */
export function rateOf(cents: Cents, ratePercent: number): Cents {
  const units = rateUnits(ratePercent)
  const product = Math.abs(cents * units)
  const whole = Math.floor(product / WHOLE_RATE)
  const rest = product - whole * WHOLE_RATE
  const rounded = rest * 2 >= WHOLE_RATE ? whole + 1 : whole
  return cents < 0 !== units < 0 && rounded !== 0 ? -rounded : rounded
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
