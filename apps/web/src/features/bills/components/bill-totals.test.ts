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
})
