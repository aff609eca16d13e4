import type { SoldSale } from './components/sold-view.tsx'

/**
 * What the terminal shows (issue 26, item 11): one state instead of a mode and five flags, so no two of
 * them can disagree (paying while the sold view is up, the till dialog over the refund screen ...).
 *
 * - selling: the tiles and the ticket, the scan box has the focus;
 * - paying: the pay sheet over the ticket (the cart is still there to go back to);
 * - sold: the sale is done, the cart has started afresh; the sold view shows the change;
 * - refund: the refund screen, opened with the switch (trx '') or by address with the sale's key.
 *
 * A dialog over the terminal (Add, Advanced search, a custom amount, "open the till first") is an overlay of the state it
 * opened from; closing it goes back there. The pay sheet is a mode, not an overlay: nothing opens over it.
 */
export type TerminalOverlay = 'adding' | 'searching' | 'customAmount' | 'tillNeeded'

export type TerminalState =
  | { mode: 'selling'; overlay: TerminalOverlay | null }
  | { mode: 'paying' }
  | { mode: 'sold'; sale: SoldSale; overlay: Exclude<TerminalOverlay, 'tillNeeded'> | null }
  | { mode: 'refund'; trx: string; overlay: Exclude<TerminalOverlay, 'tillNeeded'> | null }

export type TerminalEvent =
  /** Pay (the button, or Enter on an empty scan box): the till dialog instead where a session is required and none is open. */
  | { type: 'pay'; tillBlocked: boolean }
  /** The pay sheet closed without a sale. */
  | { type: 'cancelPay' }
  /** The sale is recorded (or kept on the till). */
  | { type: 'sold'; sale: SoldSale }
  | { type: 'newSale' }
  /** The refund switch, or an address with a sale's key. */
  | { type: 'refund'; trx: string }
  | { type: 'leaveRefund' }
  | { type: 'open'; overlay: 'adding' | 'searching' | 'customAmount' }
  | { type: 'close' }

export const SELLING: TerminalState = { mode: 'selling', overlay: null }

/** The state the terminal opens in: the refund screen when the address names a sale. */
export function initialTerminal(trx: string | undefined): TerminalState {
  return trx ? { mode: 'refund', trx, overlay: null } : SELLING
}

/**
 * The terminal's transitions. An event that does not apply to the state leaves it as it is (the same
 * object, so React does not render again): a second Enter on Pay, Process answered after the cashier
 * already left, a close of a dialog that is not open.
 */
export function terminalReducer(state: TerminalState, event: TerminalEvent): TerminalState {
  switch (event.type) {
    case 'pay':
      if (state.mode !== 'selling' || state.overlay !== null) return state
      return event.tillBlocked ? { mode: 'selling', overlay: 'tillNeeded' } : { mode: 'paying' }
    case 'cancelPay':
      return state.mode === 'paying' ? SELLING : state
    case 'sold':
      // A sale answered after its sheet was closed is still sold: the cart was reset, the change is due.
      return state.mode === 'paying' || state.mode === 'selling'
        ? { mode: 'sold', sale: event.sale, overlay: null }
        : state
    case 'newSale':
      return state.mode === 'sold' ? SELLING : state
    case 'refund':
      // Never while the pay sheet is processing a sale: the cart it sells must stay on screen.
      if (state.mode === 'paying') return state
      if (state.mode === 'refund' && state.trx === event.trx) return state
      return { mode: 'refund', trx: event.trx, overlay: null }
    case 'leaveRefund':
      return state.mode === 'refund' ? SELLING : state
    case 'open':
      if (state.mode === 'paying' || state.overlay !== null) return state
      return { ...state, overlay: event.overlay }
    case 'close':
      if (state.mode === 'paying' || state.overlay === null) return state
      return { ...state, overlay: null }
  }
}

/** Whether the selling panes (tiles and ticket) is on screen: while selling, and under the pay sheet. */
export function showsSellingPanes(state: TerminalState): boolean {
  return state.mode === 'selling' || state.mode === 'paying'
}
