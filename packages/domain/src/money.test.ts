import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { amountText, fromCents, percentOf, roundHalfAwayFromZero, toCents } from './money.ts'

describe('toCents', () => {
  it.each([
    [0, 0],
    [1, 100],
    [12.34, 1234],
    [1.005, 101],
    [2.675, 268],
    [0.1 + 0.2, 30],
    [-1.005, -101],
    ['19.999', 2000],
    ['.5', 50],
    ['7', 700],
    [1e-7, 0],
  ])('%s is %i cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents)
  })

  it('refuses text that is not an amount', () => {
    expect(() => toCents('12,5')).toThrow(RangeError)
    expect(() => toCents('')).toThrow(RangeError)
    expect(() => toCents(Number.NaN)).toThrow(RangeError)
  })
})

describe('rounding', () => {
  it('rounds halves away from zero', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3)
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3)
    expect(roundHalfAwayFromZero(2.4999)).toBe(2)
  })

  it('takes a percentage of cents with one rounding', () => {
    expect(percentOf(1999, 7.5)).toBe(150)
    expect(percentOf(1000, 15)).toBe(150)
    expect(percentOf(333, 50)).toBe(167)
    expect(percentOf(-333, 50)).toBe(-167)
  })
})

describe('amountText', () => {
  it('quotes cents as a plain amount with two decimals, as the mismatch messages show it', () => {
    expect(amountText(123450)).toBe('1234.50')
    expect(amountText(5)).toBe('0.05')
    expect(amountText(-200)).toBe('-2.00')
  })
})

describe('money properties', () => {
  it('reads back any amount of whole cents exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents)
        expect(toCents(amountText(cents))).toBe(cents)
      }),
    )
  })

  it('never makes a percentage larger than the amount for rates up to 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (cents, rate) => {
        const part = percentOf(cents, rate)
        expect(part).toBeGreaterThanOrEqual(0)
        expect(part).toBeLessThanOrEqual(cents)
        expect(Number.isInteger(part)).toBe(true)
      }),
    )
  })
})
