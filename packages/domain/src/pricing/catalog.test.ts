import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isValidUpc, upcCheckDigit, upcFromDigits, variantDisplayName, variantSalePrice } from './catalog.ts'

describe('variantSalePrice', () => {
  it.each([
    [1000, 250, 1250],
    [0, 199, 199],
    [1999, 0, 1999],
  ])('base %i cents plus extra %i cents sells at %i cents', (base, extra, expected) => {
    expect(variantSalePrice(base, extra)).toBe(expected)
  })

  it('names a variant after its product', () => {
    expect(variantDisplayName('Phone case', 'Red')).toBe('Phone case (Red)')
  })
})

describe('UPC check digit', () => {
  it.each([
    ['03600029145', 2], // 036000291452, the textbook example
    ['04210000526', 4], // 042100005264
    ['01234567890', 5], // 012345678905
  ])('check digit of %s is %i', (body, digit) => {
    expect(upcCheckDigit(body)).toBe(digit)
  })

  it('accepts real codes and refuses a wrong check digit', () => {
    expect(isValidUpc('036000291452')).toBe(true)
    expect(isValidUpc('036000291453')).toBe(false)
    expect(isValidUpc('36000291452')).toBe(false)
  })

  it('builds a valid 12-digit code that never starts with 0 from any 11 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (digits) => {
        const code = upcFromDigits(digits)
        expect(code).toHaveLength(12)
        expect(code[0]).not.toBe('0')
        expect(isValidUpc(code)).toBe(true)
      }),
    )
  })
})
