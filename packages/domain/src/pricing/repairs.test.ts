import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { prePaidExceedsTotal, rateOf, repairTotals } from './repairs.ts'

describe('rateOf', () => {
  it.each([
    [10_000, 10, 1_000],
    [1_999, 7.5, 150], // 149.925 -> 150
    [1_000, 8.15, 82], // exactly 81.5 -> 82, not 81.50000000000001 by luck
    [1_000, 8.25, 83], // 82.5 -> 83
    [333, 0.01, 0], // 0.0333 -> 0
    [5_000, 0.01, 1], // 0.5 -> 1
    [12_345, 0, 0],
    [12_345, 100, 12_345],
    [-1_999, 7.5, -150], // halves away from zero on refunds too
  ])('%i cents at %s %% is %i cents', (cents, rate, expected) => {
    expect(rateOf(cents, rate)).toBe(expected)
  })

  it('never drifts from the exact integer computation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (cents, bp) => {
        const exact = (BigInt(cents) * BigInt(bp) * 2n + 10_000n) / 20_000n
        expect(rateOf(cents, bp / 100)).toBe(Number(exact))
      }),
    )
  })
})

describe('repairTotals', () => {
  it('works the example of a screen repair: 120.00 at 10 % with 50.00 paid in advance', () => {
    expect(repairTotals({ charges: 12_000, taxRate: 10, prePaid: 5_000 })).toEqual({
      charges: 12_000,
      taxRate: 10,
      prePaid: 5_000,
      taxAmount: 1_200,
      totalAmount: 13_200,
      due: 8_200,
    })
  })

  it('rounds the tax half away from zero: 19.99 at 7.5 % is 1.50 tax', () => {
    const totals = repairTotals({ charges: 1_999, taxRate: 7.5, prePaid: 0 })
    expect(totals.taxAmount).toBe(150)
    expect(totals.totalAmount).toBe(2_149)
    expect(totals.due).toBe(2_149)
  })

  it('owes nothing when everything was paid in advance', () => {
    expect(repairTotals({ charges: 4_000, taxRate: 5, prePaid: 4_200 }).due).toBe(0)
  })
})

describe('prePaidExceedsTotal', () => {
  it('accepts paying the total exactly and refuses one cent more', () => {
    expect(prePaidExceedsTotal({ charges: 4_000, taxRate: 5, prePaid: 4_200 })).toBe(false)
    expect(prePaidExceedsTotal({ charges: 4_000, taxRate: 5, prePaid: 4_201 })).toBe(true)
  })
})
