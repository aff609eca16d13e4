import { describe, expect, it } from 'vitest'
import { quantityError, rateError } from './cart-bounds.ts'

describe('the cart’s client bounds', () => {
  it('refuses a barcode typed into Quantity, naming the field', () => {
    expect(quantityError('24001006493588', 'Quantity')).toBe('The Quantity must be a whole number from 1 to 9,999.')
    expect(quantityError('10000', 'Quantity')).toBeDefined()
    expect(quantityError('0', 'Quantity')).toBeDefined()
    expect(quantityError('1.5', 'Quantity')).toBeDefined()
  })

  it('accepts real quantities', () => {
    expect(quantityError('1', 'Quantity')).toBeUndefined()
    expect(quantityError(' 9999 ', 'Quantity')).toBeUndefined()
  })

  it('takes New York’s 8.875 % and refuses a barcode appended to a rate', () => {
    expect(rateError('8.875', 'Tax')).toBeUndefined()
    expect(rateError('0', 'Tax')).toBeUndefined()
    expect(rateError('100', 'Discount')).toBeUndefined()
    expect(rateError('8.254001011482553', 'Tax')).toBe('The Tax must be from 0 to 100 % with at most 3 decimals.')
    expect(rateError('100.001', 'Discount')).toBe('The Discount must be from 0 to 100 % with at most 3 decimals.')
    expect(rateError('', 'Tax')).toBeDefined()
    expect(rateError('-1', 'Tax')).toBeDefined()
  })
})
