import { toCents } from '@counterpart/domain/money'
import { billTotals, type BillTotals } from '@counterpart/domain/pricing/bills'

function cents(value: string | number): number | null {
  if (value === '') return 0
  try {
    const amount = toCents(value)
    return amount >= 0 ? amount : null
  } catch {
    return null
  }
}

export interface BillTotalsInput {
  charges: string | number
  taxRate: string | number
  items: readonly { qty: string | number; price: string | number }[]
}

/** The totals the form shows and sends, from the same formula the server uses; null while a figure is not a number. */
export function liveBillTotals(values: BillTotalsInput): BillTotals | null {
  const charges = cents(values.charges)
  const rate = values.taxRate === '' ? 0 : Number(values.taxRate)
  const items = values.items.map((item) => ({ qty: Number(item.qty), price: cents(item.price) }))
  if (charges === null || !Number.isFinite(rate) || rate < 0 || rate > 100) return null
  if (items.some((item) => item.price === null || !Number.isInteger(item.qty) || item.qty < 1)) return null
  return billTotals({ charges, taxRate: rate, items: items.map((item) => ({ qty: item.qty, price: item.price ?? 0 })) })
}
