import { fromCents, toCents } from '@counterpart/domain/money'
import { repairTotals, type RepairTotals } from '@counterpart/domain/pricing/repairs'

function cents(value: string | number): number | null {
  if (value === '' || value === null || value === undefined) return 0
  try {
    const amount = toCents(value)
    return amount >= 0 ? amount : null
  } catch {
    return null
  }
}

/** The totals the form shows while typing, from the same formula the server uses; null while a field is not a number. */
export function liveRepairTotals(values: {
  charges: string | number
  taxRate: string | number
  prePaid: string | number
}): RepairTotals | null {
  const charges = cents(values.charges)
  const prePaid = cents(values.prePaid)
  const rate = values.taxRate === '' ? 0 : Number(values.taxRate)
  if (charges === null || prePaid === null || !Number.isFinite(rate) || rate < 0 || rate > 100) return null
  return repairTotals({ charges, taxRate: rate, prePaid })
}

/** The totals sent with the form (spec 001 §7: "form plus totalAmount, due"), as decimals. */
export function totalsForWire(totals: RepairTotals): { totalAmount: number; due: number } {
  return { totalAmount: fromCents(totals.totalAmount), due: fromCents(totals.due) }
}
