import { describe, expect, it } from 'vitest'
import { denominationsFor, drawerCount, parseCount } from './denominations.ts'

describe('the drawer counted by notes and coins', () => {
  it('offers the series of the shop’s currency, and the common one for any other', () => {
    expect(denominationsFor('€')).toContain(50000)
    expect(denominationsFor('$')).toContain(25)
    expect(denominationsFor('CHF')).toEqual([10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 1])
  })

  it('reads a blank count as none and refuses fractions, signs and counts beyond the limit', () => {
    expect(parseCount('')).toBe(0)
    expect(parseCount(' 12 ')).toBe(12)
    expect(parseCount('1.5')).toBeNull()
    expect(parseCount('-1')).toBeNull()
    expect(parseCount('100001')).toBeNull()
  })

  it('totals value × count in cents, without the rounding of decimal amounts', () => {
    const count = drawerCount([2000, 1000, 10, 5, 1], { 2000: '3', 1000: '', 10: '7', 5: '1', 1: '3' })
    // 3 × 20.00 + 7 × 0.10 + 0.05 + 3 × 0.01 = 60.78 (0.1 × 7 in floating point is 0.7000000000000001)
    expect(count.total).toBe(6078)
    expect(count.counted).toEqual([
      { value: 2000, count: 3 },
      { value: 10, count: 7 },
      { value: 5, count: 1 },
      { value: 1, count: 3 },
    ])
  })

  it('has no total while a count is not a whole number', () => {
    expect(drawerCount([100, 50], { 100: '2', 50: 'x' }).total).toBeNull()
  })
})
