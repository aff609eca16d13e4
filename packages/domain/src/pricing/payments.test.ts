import { describe, expect, it } from 'vitest'
import { canAddPayment, orderDue, paidTotal, payableTotal, pendingTotal, refundSettlement } from './payments.ts'

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

describe('refunds of a sale (what is paid out, what is taken off the due)', () => {
  it('takes a refund of a sale on credit off what the customer still owes and pays nothing out', () => {
    // 100.00 on credit, 30.00 handed over, 70.00 pending; 50.00 comes back.
    expect(refundSettlement({ refund: 5000, saleTotalAfter: 5000, paid: 3000 })).toEqual({
      cancelled: 5000,
      paidOut: 0,
    })
    // The sale now owes 100 - 50 - 30 = 20.00.
    expect(orderDue(payableTotal({ totalAmount: 10000, refunded: 5000 }), [{ amount: 3000, status: 1 }])).toBe(2000)
  })

  it('pays out only what was paid above the new total', () => {
    // Then 40.00 more comes back: 20.00 cancels the rest of the debt, 20.00 of the 30.00 paid goes back.
    expect(refundSettlement({ refund: 4000, saleTotalAfter: 1000, paid: 3000 })).toEqual({
      cancelled: 2000,
      paidOut: 2000,
    })
    expect(orderDue(payableTotal({ totalAmount: 10000, refunded: 9000 }), [{ amount: 3000, status: 1 }])).toBe(0)
  })

  it('pays a paid sale back in full, refund after refund', () => {
    expect(refundSettlement({ refund: 4000, saleTotalAfter: 6000, paid: 10000 })).toEqual({
      cancelled: 0,
      paidOut: 4000,
    })
    expect(refundSettlement({ refund: 6000, saleTotalAfter: 0, paid: 10000 })).toEqual({ cancelled: 0, paidOut: 6000 })
  })

  it('leaves nothing due on a refund: what it cancelled and what it paid out make its total', () => {
    const settled = refundSettlement({ refund: 4000, saleTotalAfter: 1000, paid: 3000 })
    const refundPayments = [{ amount: settled.paidOut, status: 1 }]
    expect(orderDue(payableTotal({ totalAmount: 4000, cancelledDue: settled.cancelled }), refundPayments)).toBe(0)
  })

  it('never gives a negative payable total', () => {
    expect(payableTotal({ totalAmount: 1000, refunded: 1500 })).toBe(0)
  })
})
