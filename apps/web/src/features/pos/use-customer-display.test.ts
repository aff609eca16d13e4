import { describe, expect, it } from 'vitest'
import type { SoldSale } from './components/sold-view.tsx'
import { SELLING } from './terminal-machine.ts'
import type { PosCartLine } from './use-cart.ts'
import { displayStateOf } from './use-customer-display.ts'

/** A cart line as the terminal holds it: only what the display reads matters here. */
function line(name: string, qty: number, subTotal: number): PosCartLine {
  return { name, qty, subTotal } as PosCartLine
}

const SOLD: SoldSale = {
  id: 3,
  key: 'S-3',
  message: 'Sale has been completed.',
  totalAmount: 32.48,
  change: 17.52,
  due: null,
  customerEmail: '',
}

describe('what the customer display shows of the terminal', () => {
  it('shows the welcome while the cart is empty, and on the refund screen', () => {
    expect(displayStateOf([], 0, SELLING).phase).toBe('idle')
    expect(displayStateOf([line('Cable', 1, 999)], 999, { mode: 'refund', trx: '', overlay: null }).phase).toBe('idle')
  })

  it('shows each line with its quantity and amount, and what the customer pays', () => {
    const state = displayStateOf([line('USB-C cable', 2, 1998), line('Screen protector', 1, 1250)], 3248, {
      mode: 'paying',
    })
    expect(state).toEqual({
      phase: 'cart',
      lines: [
        { name: 'USB-C cable', quantity: 2, amount: 19.98 },
        { name: 'Screen protector', quantity: 1, amount: 12.5 },
      ],
      total: 32.48,
      paid: null,
      change: null,
    })
  })

  it('shows what was handed over and the change once sold, summed in cents', () => {
    expect(displayStateOf([], 0, { mode: 'sold', sale: SOLD, overlay: null })).toEqual({
      phase: 'paid',
      lines: [],
      total: 32.48,
      // 32.48 + 17.52 in floating point is 50.00000000000001.
      paid: 50,
      change: 17.52,
    })
  })

  it('shows the deposit as paid on a sale on account, with no change', () => {
    const onAccount = { ...SOLD, change: null, due: { amount: 22.48, date: '2026-12-27', deposit: 10 } }
    expect(displayStateOf([], 0, { mode: 'sold', sale: onAccount, overlay: null })).toMatchObject({
      phase: 'paid',
      paid: 10,
      change: 0,
    })
  })
})
