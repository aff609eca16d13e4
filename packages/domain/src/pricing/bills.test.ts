import { describe, expect, it } from 'vitest'
import { billLineTotal, billTotals } from './bills.ts'

describe('billTotals', () => {
  it('counts each item as price x qty and adds the tax on the sum', () => {
    // 2 x 15.00 + 1 x 9.99 = 39.99; 10 % tax = 4.00 (3.999 rounded); total 43.99
    const totals = billTotals({
      charges: 0,
      taxRate: 10,
      items: [
        { qty: 2, price: 1_500 },
        { qty: 1, price: 999 },
      ],
    })
    expect(totals).toEqual({ itemsTotal: 3_999, subTotal: 3_999, taxAmount: 400, totalAmount: 4_399 })
  })

  it('adds the bill charges to the items before tax', () => {
    // items 3 x 2.50 = 7.50, charges 12.50 -> 20.00; 7.5 % = 1.50; total 21.50
    const totals = billTotals({ charges: 1_250, taxRate: 7.5, items: [{ qty: 3, price: 250 }] })
    expect(totals).toEqual({ itemsTotal: 750, subTotal: 2_000, taxAmount: 150, totalAmount: 2_150 })
  })

  it('is the charges alone, with tax, for a bill without items', () => {
    expect(billTotals({ charges: 10_000, taxRate: 0, items: [] }).totalAmount).toBe(10_000)
  })

  it('multiplies a line by its quantity', () => {
    expect(billLineTotal({ qty: 4, price: 1_999 })).toBe(7_996)
  })
})
