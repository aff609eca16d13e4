import { describe, expect, it } from 'vitest'
import { canAddPayment, orderDue, paidTotal, pendingTotal } from './payments.ts'

describe('order due (spec 002 §2.7, §9)', () => {
  it('subtracts only paid payments from the total', () => {
    const payments = [
      { amount: 4000, status: 1 as const },
      { amount: 6000, status: 0 as const },
    ]
    expect(paidTotal(payments)).toBe(4000)
    expect(pendingTotal(payments)).toBe(6000)
    expect(orderDue(10000, payments)).toBe(6000)
  })

  it('is never negative', () => {
    expect(orderDue(1000, [{ amount: 1500, status: true }])).toBe(0)
  })

  it('blocks a new payment when less than 1 is due', () => {
    expect(canAddPayment(99)).toBe(false)
    expect(canAddPayment(100)).toBe(true)
  })
})
