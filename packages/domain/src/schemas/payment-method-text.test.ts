import { describe, expect, it } from 'vitest'
import { paymentMethodText } from './payments.ts'

describe("a payment's method in words (issue 28, item 15)", () => {
  it('never says Cash for money paid by card, and says On Credit while it is owed', () => {
    expect(paymentMethodText({ method: true, gateway: 'cash' })).toBe('Cash')
    expect(paymentMethodText({ method: true, gateway: 'card' })).toBe('Paid by card')
    expect(paymentMethodText({ method: true, gateway: ' Cheque ' })).toBe('Paid by cheque')
    expect(paymentMethodText({ method: true, gateway: '' })).toBe('Cash')
    expect(paymentMethodText({ method: false, gateway: 'card' })).toBe('On Credit')
  })
})
