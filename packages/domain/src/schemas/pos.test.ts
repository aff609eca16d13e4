import { describe, expect, it } from 'vitest'
import { canConfirmTrx, cutText, isScanCode, saleInputSchema } from './pos.ts'

describe('the scan box (spec 001 §5)', () => {
  it('takes a code with no letters and the barcode length as a scan', () => {
    expect(isScanCode('012345678905', 12)).toBe(true)
    expect(isScanCode('01234567890', 12)).toBe(false)
    expect(isScanCode('01234567890A', 12)).toBe(false)
    expect(isScanCode('0123 5678905', 12)).toBe(false)
    expect(isScanCode('12345678', 8)).toBe(true)
  })
})

describe('the terminal texts', () => {
  it('cuts tile names to 12 and categories to 15 characters', () => {
    expect(cutText('Samsung Galaxy S24', 12)).toBe('Samsung Gala…')
    expect(cutText('Cable', 12)).toBe('Cable')
  })

  it('enables Confirm from 5 characters of the transaction id', () => {
    expect(canConfirmTrx('1234')).toBe(false)
    expect(canConfirmTrx('12345')).toBe(true)
  })
})

describe('the sale request', () => {
  const base = {
    subTotal: 10,
    taxAmount: 0,
    discountedAmount: 0,
    totalAmount: 10,
    totalItems: 1,
    items: [{ id: 1, qty: 1, price: 10, subTotal: 10 }],
  }

  it("refuses a sale on credit without a customer: 'Please select customer for due payment !'", () => {
    const parsed = saleInputSchema.safeParse({ ...base, method: false })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['customer_id'], message: 'Please select customer for due payment !' }),
    )
    expect(saleInputSchema.safeParse({ ...base, method: false, customer_id: 3 }).success).toBe(true)
  })

  it('defaults to cash, Live, no discount', () => {
    const sale = saleInputSchema.parse(base)
    expect(sale).toMatchObject({ gateway: 'cash', method: true, discountRate: 0, taxRate: 0, customer_id: null })
  })

  it('refuses an empty cart and a negative quantity', () => {
    expect(saleInputSchema.safeParse({ ...base, items: [] }).success).toBe(false)
    expect(saleInputSchema.safeParse({ ...base, items: [{ id: 1, qty: -1, price: 10, subTotal: 10 }] }).success).toBe(
      false,
    )
  })
})
