import type { Cents } from '../money.ts'
import { rateOf } from './repairs.ts'

/**
 * Bill totals. Spec 001 §9 says "Bill total = sum of item prices plus tax"; an item carries a qty, so
 * an item counts price x qty. The bill's own `charges` (service or labour charged beside the items)
 * is added to the items before tax: subTotal = charges + sum(price x qty); tax = subTotal x rate;
 * total = subTotal + tax. With no charges this is exactly the spec's "sum of items plus tax".
 */

export interface BillLineAmounts {
  qty: number
  price: Cents
}

export interface BillAmounts {
  charges: Cents
  /** Percent, 0 to 100, at most two decimals. */
  taxRate: number
  items: readonly BillLineAmounts[]
}

export interface BillTotals {
  itemsTotal: Cents
  subTotal: Cents
  taxAmount: Cents
  totalAmount: Cents
}

export function billLineTotal(line: BillLineAmounts): Cents {
  return line.price * line.qty
}

export function billTotals(bill: BillAmounts): BillTotals {
  const itemsTotal = bill.items.reduce((sum, line) => sum + billLineTotal(line), 0)
  const subTotal = itemsTotal + bill.charges
  const taxAmount = rateOf(subTotal, bill.taxRate)
  return { itemsTotal, subTotal, taxAmount, totalAmount: subTotal + taxAmount }
}
