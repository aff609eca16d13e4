import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasDecimalsAtMost } from '../cart-limits.ts'
import { billTotals } from './bills.ts'
import { saleTotals } from './pos.ts'
import { purchaseTotals } from './purchase.ts'
import { rateOf, repairTotals } from './repairs.ts'

/**
 * Tax rates with three decimals (issue 28, item 5: New York City's 8.875 %), worked by hand. Every tax
 * is rounded once, half away from zero: $12.00 at 8.875 % is $1.065, which is $1.07 (a bank's
 * half-to-even would give $1.06).
 */
describe('8.875 % in integer cents', () => {
  it('rounds half a cent away from zero, once', () => {
    expect(rateOf(1_200, 8.875)).toBe(107) // 106.5
    expect(rateOf(-1_200, 8.875)).toBe(-107)
    expect(rateOf(400, 8.875)).toBe(36) // 35.5
    expect(rateOf(1_199, 8.875)).toBe(106) // 106.41125
    expect(rateOf(1, 8.875)).toBe(0) // 0.08875
  })

  it('takes every rate of three decimals, and no fourth', () => {
    for (const rate of [8.875, 0.001, 4.712, 99.999, 7.025, 1.005, 33.335])
      expect(hasDecimalsAtMost(rate, 3), String(rate)).toBe(true)
    for (const rate of [8.8751, 0.0005, 4.7125]) expect(hasDecimalsAtMost(rate, 3), String(rate)).toBe(false)
  })

  it('a sale of $12.00 at 8.875 %: $1.07 tax, $13.07 to pay', () => {
    const totals = saleTotals({
      items: [{ price: 1_200, qty: 1, discount: 0 }],
      shippingAmount: 0,
      taxRate: 8.875,
      discountRate: 0,
      isTaxIncluded: false,
      stopDiscount: false,
    })
    expect(totals).toMatchObject({ subTotal: 1_200, taxAmount: 107, totalAmount: 1_307 })
  })

  it('a purchase of 7 x $12.34 at 8.875 %: $7.67 tax on $86.38', () => {
    // 8638 x 8.875 % = 766.6225 cents
    const totals = purchaseTotals({
      items: [{ cost: 1_234, qty: 7 }],
      discountRate: 0,
      taxRate: 8.875,
      shippingAmount: 0,
    })
    expect(totals).toMatchObject({ subTotal: 8_638, taxAmount: 767, totalAmount: 9_405 })
  })

  it('a bill of 2 x $12.49 + $7.99 with $15.00 charges at 8.875 %: $4.26 tax, $52.23', () => {
    // 47.97 x 8.875 % = 4.2573375
    const totals = billTotals({
      charges: 1_500,
      taxRate: 8.875,
      items: [
        { qty: 2, price: 1_249 },
        { qty: 1, price: 799 },
      ],
    })
    expect(totals).toEqual({ itemsTotal: 3_297, subTotal: 4_797, taxAmount: 426, totalAmount: 5_223 })
  })

  it('a repair of $149.99 at 8.875 % with $50.00 paid ahead: $13.31 tax, $163.30, $113.30 due', () => {
    // 149.99 x 8.875 % = 13.3116125
    expect(repairTotals({ charges: 14_999, taxRate: 8.875, prePaid: 5_000 })).toEqual({
      charges: 14_999,
      taxRate: 8.875,
      prePaid: 5_000,
      taxAmount: 1_331,
      totalAmount: 16_330,
      due: 11_330,
    })
  })

  it('matches exact decimal arithmetic for any amount and any rate of three decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -9_999_999_999, max: 9_999_999_999 }),
        fc.integer({ min: 0, max: 100_000 }),
        (cents, units) => {
          // The rate as typed, e.g. 8875 thousandths -> 8.875; the exact tax in hundred-thousandths of a cent.
          const rate = units / 1000
          const exact = BigInt(cents) * BigInt(units)
          const whole = (exact < 0n ? -exact : exact) / 100_000n
          const rest = (exact < 0n ? -exact : exact) % 100_000n
          const magnitude = rest * 2n >= 100_000n ? whole + 1n : whole
          const expected = exact < 0n ? -magnitude : magnitude
          expect(rateOf(cents, rate)).toBe(Number(expected))
        },
      ),
      { numRuns: 2_000 },
    )
  })
})
