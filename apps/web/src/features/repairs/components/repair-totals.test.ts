import { describe, expect, it } from 'vitest'
import { liveRepairTotals, totalsForWire } from './repair-totals.ts'

describe('the repair form totals', () => {
  it('shows what the server will store while typing: 120 at 10 % with 50 paid owes 82', () => {
    const totals = liveRepairTotals({ charges: '120', taxRate: '10', prePaid: '50' })
    expect(totals && totalsForWire(totals)).toEqual({ totalAmount: 132, due: 82 })
  })

  it('treats empty fields as zero', () => {
    expect(liveRepairTotals({ charges: '', taxRate: '', prePaid: '' })?.totalAmount).toBe(0)
  })

  it('shows nothing while a figure is not a number or out of range', () => {
    expect(liveRepairTotals({ charges: 'abc', taxRate: '10', prePaid: '0' })).toBeNull()
    expect(liveRepairTotals({ charges: '10', taxRate: '101', prePaid: '0' })).toBeNull()
    expect(liveRepairTotals({ charges: '-1', taxRate: '0', prePaid: '0' })).toBeNull()
  })

  it("takes New York City's 8.875 %: 149.99 with 50 paid ahead is 163.30, 113.30 due", () => {
    const totals = liveRepairTotals({ charges: '149.99', taxRate: '8.875', prePaid: '50' })
    expect(totals?.taxAmount).toBe(1331)
    expect(totals && totalsForWire(totals)).toEqual({ totalAmount: 163.3, due: 113.3 })
  })
})
