import { billInputSchema } from '@counterpart/domain/schemas/bills'
import { describe, expect, it } from 'vitest'
import { liveBillTotals } from './bill-totals.ts'

describe('the bill form totals', () => {
  it('counts each item as price x qty and adds the tax', () => {
    const totals = liveBillTotals({
      charges: '0',
      taxRate: '10',
      items: [
        { qty: '2', price: '15' },
        { qty: '1', price: '9.99' },
      ],
    })
    expect(totals).toEqual({ itemsTotal: 3999, subTotal: 3999, taxAmount: 400, totalAmount: 4399 })
  })

  it('shows nothing while an item has a broken qty or price', () => {
    expect(liveBillTotals({ charges: '0', taxRate: '0', items: [{ qty: '1.5', price: '2' }] })).toBeNull()
    expect(liveBillTotals({ charges: '0', taxRate: '0', items: [{ qty: '1', price: 'x' }] })).toBeNull()
  })

  it("takes New York City's 8.875 % as typed, to the cent the server stores", () => {
    // 2 x 12.49 + 7.99 + 15.00 charges = 47.97; 8.875 % of it is 4.2573375, 4.26
    const values = {
      charges: '15',
      taxRate: '8.875',
      items: [
        { qty: '2', price: '12.49' },
        { qty: '1', price: '7.99' },
      ],
    }
    expect(liveBillTotals(values)).toMatchObject({ subTotal: 4797, taxAmount: 426, totalAmount: 5223 })
    const form = { name: 'Walk-in', description: '', date: '2026-11-20', time: '10:15', ...values }
    const parsed = billInputSchema.safeParse({
      ...form,
      items: [{ name: 'Case', imei: '', sNumber: '', qty: '1', price: '7.99' }],
    })
    expect(parsed.success && parsed.data.taxRate).toBe(8.875)
    expect(billInputSchema.safeParse({ ...form, taxRate: '8.8755' }).error?.issues[0]?.message).toBe(
      'The Tax rate may have at most 3 decimals.',
    )
  })
})
