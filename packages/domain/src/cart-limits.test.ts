import { describe, expect, it } from 'vitest'
import {
  hasDecimalsAtMost,
  MAX_AMOUNT_CENTS,
  MAX_LINE_QUANTITY,
  MAX_RATE_PERCENT,
  RATE_DECIMALS,
} from './cart-limits.ts'
import { includedTaxOf } from './pricing/pos.ts'
import { rateOf } from './pricing/repairs.ts'
import { rate } from './schemas/fields.ts'

describe('cart limits', () => {
  it('are the bounds the web helper and the server share', () => {
    expect({ MAX_LINE_QUANTITY, MAX_RATE_PERCENT, RATE_DECIMALS }).toEqual({
      MAX_LINE_QUANTITY: 9999,
      MAX_RATE_PERCENT: 100,
      RATE_DECIMALS: 3,
    })
  })

  it('keep a rate of the largest amount exact in integers', () => {
    expect(Number.isSafeInteger(MAX_AMOUNT_CENTS * MAX_RATE_PERCENT * 10 ** RATE_DECIMALS)).toBe(true)
    expect(rateOf(MAX_AMOUNT_CENTS, 100)).toBe(MAX_AMOUNT_CENTS)
  })

  it('count decimals as typed, whatever the float error', () => {
    expect(hasDecimalsAtMost(8.875, 3)).toBe(true)
    expect(hasDecimalsAtMost(0.1 + 0.2, 2)).toBe(true)
    expect(hasDecimalsAtMost(Number('8.254001011482553'), 3)).toBe(false)
    expect(hasDecimalsAtMost(8.8751, 3)).toBe(false)
  })
})

describe('a rate of three decimals', () => {
  it('is taken by the rate field, and a fourth decimal or more than 100 % is not', () => {
    const tax = rate('Tax')
    expect(tax.parse(8.875)).toBe(8.875)
    expect(tax.parse('8.875')).toBe(8.875)
    expect(tax.safeParse(8.8751).error?.issues[0]?.message).toBe('The Tax may have at most 3 decimals.')
    expect(tax.safeParse(100.001).error?.issues[0]?.message).toBe('The Tax may not be greater than 100.')
  })

  it('is computed to the cent, halves away from zero', () => {
    // 8.875 % of $59.97 is $5.3223375; of $40.00 exactly $3.55; of $0.04 half a cent, rounded up.
    expect(rateOf(5997, 8.875)).toBe(532)
    expect(rateOf(4000, 8.875)).toBe(355)
    expect(rateOf(-4000, 8.875)).toBe(-355)
    expect(rateOf(4, 12.5)).toBe(1)
    // $108.88 with 8.875 % tax in it is $100.00 net and $8.88 tax.
    expect(includedTaxOf(10888, 8.875)).toBe(888)
    // Two-decimal rates give what they always gave.
    expect(rateOf(1000, 8.15)).toBe(82)
    expect(includedTaxOf(10825, 8.25)).toBe(825)
  })
})
