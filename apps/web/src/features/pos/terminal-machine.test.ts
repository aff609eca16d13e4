import { describe, expect, it } from 'vitest'
import type { SoldSale } from './components/sold-view.tsx'
import {
  initialTerminal,
  SELLING,
  showsSellingPanes,
  terminalReducer,
  type TerminalEvent,
  type TerminalState,
} from './terminal-machine.ts'

const SALE: SoldSale = {
  id: 12,
  key: 'S-12',
  message: 'Sale completed.',
  totalAmount: 20,
  change: 5,
  due: null,
  customerEmail: '',
}

/** The state after each event in turn, from `start`. */
function run(start: TerminalState, ...events: TerminalEvent[]): TerminalState {
  return events.reduce(terminalReducer, start)
}

describe('the terminal state machine', () => {
  it('opens selling, or on the refund screen of the sale the address names', () => {
    expect(initialTerminal(undefined)).toEqual({ mode: 'selling', overlay: null })
    expect(initialTerminal('S-7')).toEqual({ mode: 'refund', trx: 'S-7', overlay: null })
  })

  it('goes selling → paying → sold → selling for a sale, and back from the pay sheet without one', () => {
    const paying = run(SELLING, { type: 'pay', tillBlocked: false })
    expect(paying).toEqual({ mode: 'paying' })
    expect(run(paying, { type: 'cancelPay' })).toEqual(SELLING)
    const sold = run(paying, { type: 'sold', sale: SALE })
    expect(sold).toEqual({ mode: 'sold', sale: SALE, overlay: null })
    expect(run(sold, { type: 'newSale' })).toEqual(SELLING)
  })

  it('shows the till dialog instead of the pay sheet where a session is required and none is open', () => {
    const blocked = run(SELLING, { type: 'pay', tillBlocked: true })
    expect(blocked).toEqual({ mode: 'selling', overlay: 'tillNeeded' })
    // A second Enter on Pay behind the dialog does not open the pay sheet.
    expect(run(blocked, { type: 'pay', tillBlocked: false })).toBe(blocked)
    expect(run(blocked, { type: 'close' })).toEqual(SELLING)
  })

  it('opens one dialog at a time over the state it came from, and closing it goes back there', () => {
    const adding = run(SELLING, { type: 'open', overlay: 'adding' })
    expect(adding).toEqual({ mode: 'selling', overlay: 'adding' })
    expect(run(adding, { type: 'open', overlay: 'searching' })).toBe(adding)
    const refund = run(SELLING, { type: 'refund', trx: '' }, { type: 'open', overlay: 'searching' })
    expect(refund).toEqual({ mode: 'refund', trx: '', overlay: 'searching' })
    expect(run(refund, { type: 'close' })).toEqual({ mode: 'refund', trx: '', overlay: null })
  })

  it('opens nothing over the pay sheet and never leaves it for the refund screen', () => {
    const paying = run(SELLING, { type: 'pay', tillBlocked: false })
    expect(run(paying, { type: 'open', overlay: 'adding' })).toBe(paying)
    expect(run(paying, { type: 'refund', trx: 'S-1' })).toBe(paying)
    expect(run(paying, { type: 'pay', tillBlocked: false })).toBe(paying)
  })

  it('still shows the sold view for a sale answered after its pay sheet was closed', () => {
    expect(run(SELLING, { type: 'sold', sale: SALE })).toEqual({ mode: 'sold', sale: SALE, overlay: null })
    // On the refund screen a late answer does not take the screen away from the refund.
    const refund = run(SELLING, { type: 'refund', trx: '' })
    expect(run(refund, { type: 'sold', sale: SALE })).toBe(refund)
  })

  it('switches refund on and off; the address naming another sale opens that one', () => {
    const refund = run(SELLING, { type: 'refund', trx: '' })
    expect(refund).toEqual({ mode: 'refund', trx: '', overlay: null })
    expect(run(refund, { type: 'leaveRefund' })).toEqual(SELLING)
    expect(run(refund, { type: 'refund', trx: 'S-9' })).toEqual({ mode: 'refund', trx: 'S-9', overlay: null })
    const sold = run(SELLING, { type: 'sold', sale: SALE })
    expect(run(sold, { type: 'refund', trx: '' })).toEqual(refund)
  })

  it('ignores events that do not apply, returning the same state', () => {
    expect(run(SELLING, { type: 'cancelPay' })).toBe(SELLING)
    expect(run(SELLING, { type: 'newSale' })).toBe(SELLING)
    expect(run(SELLING, { type: 'leaveRefund' })).toBe(SELLING)
    expect(run(SELLING, { type: 'close' })).toBe(SELLING)
    const sold = run(SELLING, { type: 'sold', sale: SALE })
    expect(run(sold, { type: 'pay', tillBlocked: false })).toBe(sold)
  })

  it('shows the tiles and ticket while selling and under the pay sheet only', () => {
    expect(showsSellingPanes(SELLING)).toBe(true)
    expect(showsSellingPanes({ mode: 'paying' })).toBe(true)
    expect(showsSellingPanes(run(SELLING, { type: 'sold', sale: SALE }))).toBe(false)
    expect(showsSellingPanes(initialTerminal('S-1'))).toBe(false)
  })
})
