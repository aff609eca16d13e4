import { describe, expect, it } from 'vitest'
import { purchaseLineSubTotal, purchaseTotals } from './purchase.ts'

describe('purchase totals (spec 002 §9)', () => {
  it('multiplies unit cost by quantity for a line', () => {
    expect(purchaseLineSubTotal({ cost: 1250, qty: 4 })).toBe(5000)
  })

  it('works the spec example: discount and tax both on the raw subTotal, shipping apart', () => {
    // Two lines: 10 x 12.50 and 3 x 20.00 = 185.00; 10 % discount = 18.50; 5 % tax on 185.00 = 9.25.
    const totals = purchaseTotals({
      items: [
        { cost: 1250, qty: 10 },
        { cost: 2000, qty: 3 },
      ],
      discountRate: 10,
      taxRate: 5,
      shippingAmount: 700,
    })
    expect(totals).toEqual({
      totalItems: 13,
      subTotal: 18500,
      discountedAmount: 1850,
      taxAmount: 925,
      totalAmount: 18500 - 1850 + 925,
      shippingAmount: 700,
    })
  })

  it.each([
    {
      // 10 % of 100.00 is 10.00, not 10 % of 50.00.
      name: 'taxes the raw subTotal, not the discounted one',
      purchase: { items: [{ cost: 10000, qty: 1 }], discountRate: 50, taxRate: 10 },
      expected: { taxAmount: 1000, totalAmount: 6000 },
    },
    {
      // 7.5 % of 19.99 = 1.49925 -> 1.50; 12.5 % of 19.99 = 2.49875 -> 2.50.
      name: 'rounds each percentage once, half away from zero',
      purchase: { items: [{ cost: 1999, qty: 1 }], discountRate: 12.5, taxRate: 7.5 },
      expected: { taxAmount: 150, discountedAmount: 250, totalAmount: 1999 - 250 + 150 },
    },
  ])('$name', ({ purchase, expected }) => {
    expect(purchaseTotals({ ...purchase, shippingAmount: 0 })).toMatchObject(expected)
  })

  it('keeps shipping out of the payable figure', () => {
    const without = purchaseTotals({ items: [{ cost: 500, qty: 2 }], discountRate: 0, taxRate: 0, shippingAmount: 0 })
    const withShipping = purchaseTotals({
      items: [{ cost: 500, qty: 2 }],
      discountRate: 0,
      taxRate: 0,
      shippingAmount: 2500,
    })
    expect(withShipping.totalAmount).toBe(without.totalAmount)
    expect(withShipping.shippingAmount).toBe(2500)
  })

  it('gives zeros for an empty purchase', () => {
    expect(purchaseTotals({ items: [], discountRate: 10, taxRate: 10, shippingAmount: 0 })).toMatchObject({
      totalItems: 0,
      subTotal: 0,
      totalAmount: 0,
    })
  })
})
