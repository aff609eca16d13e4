import { sumLines, type Cents } from '../money.ts'
import { rateOf } from './repairs.ts'

/**
 * Purchase totals (spec 002 §9), in integer cents:
 * - a line's subTotal = unit cost x qty;
 * - subTotal = the sum of the lines; totalItems = the sum of the quantities;
 * - discount = subTotal x discountRate / 100;
 * - tax = subTotal x taxRate / 100, on the raw subTotal, not on the discounted amount;
 * - payable (totalAmount) = subTotal - discount + tax;
 * - shipping is carried beside the order and is not part of the payable figure.
 * Each percentage is rounded once, half away from zero.
 */

export interface PurchaseLineAmounts {
  cost: Cents
  qty: number
}

export interface PurchaseAmounts {
  items: readonly PurchaseLineAmounts[]
  /** Percent, 0 to 100, at most two decimals. */
  discountRate: number
  /** Percent, 0 to 100, at most two decimals. */
  taxRate: number
  shippingAmount: Cents
}

export interface PurchaseTotals {
  totalItems: number
  subTotal: Cents
  discountedAmount: Cents
  taxAmount: Cents
  totalAmount: Cents
  shippingAmount: Cents
}

export function purchaseLineSubTotal(line: PurchaseLineAmounts): Cents {
  return line.cost * line.qty
}

export function purchaseTotals(purchase: PurchaseAmounts): PurchaseTotals {
  const { subTotal, totalItems } = sumLines(purchase.items, purchaseLineSubTotal)
  const discountedAmount = rateOf(subTotal, purchase.discountRate)
  const taxAmount = rateOf(subTotal, purchase.taxRate)
  return {
    totalItems,
    subTotal,
    discountedAmount,
    taxAmount,
    totalAmount: subTotal - discountedAmount + taxAmount,
    shippingAmount: purchase.shippingAmount,
  }
}
