import { useQuery } from '@tanstack/react-query'
import { fromCents, toCents } from '@counterpart/domain/money'
import {
  DISPLAY_HELLO,
  DISPLAY_PUBLISH_DEBOUNCE_MS,
  displayChannelName,
  IDLE_DISPLAY_STATE,
  MAX_DISPLAY_LINES,
  type DisplayState,
} from '@counterpart/domain/schemas/customer-display-texts'
import { useEffect, useMemo, useRef } from 'react'
import { chosenTillId } from '../../lib/till.ts'
import { pairedDisplaysQuery } from './api/get-paired-displays.ts'
import { publishDisplayState } from './api/publish-display-state.ts'
import type { TerminalState } from './terminal-machine.ts'
import type { PosCartLine } from './use-cart.ts'

/** What the customer sees of the terminal: the cart being rung up, what was paid and the change, or the welcome. */
export function displayStateOf(lines: readonly PosCartLine[], payable: number, terminal: TerminalState): DisplayState {
  if (terminal.mode === 'sold') {
    const { sale } = terminal
    // In cents: 32.48 + 17.52 in floating point is not 50.
    const paid = sale.due ? (sale.due.deposit ?? 0) : fromCents(toCents(sale.totalAmount) + toCents(sale.change ?? 0))
    return { phase: 'paid', lines: [], total: sale.totalAmount, paid, change: sale.change ?? 0 }
  }
  if (terminal.mode === 'refund' || lines.length === 0) return IDLE_DISPLAY_STATE
  return {
    phase: 'cart',
    // The last lines are the ones a display shows; a state never grows past what the server takes.
    lines: lines.slice(-MAX_DISPLAY_LINES).map((line) => ({
      name: line.name,
      quantity: line.qty,
      amount: fromCents(line.subTotal),
    })),
    total: fromCents(Math.max(0, payable)),
    paid: null,
    change: null,
  }
}

/**
 * Publishes the terminal's display state (issue 33, item 5): at once on the till's BroadcastChannel, for a
 * display window of this browser, and, debounced, to the server for the till's displays on other devices
 * (only while the till has any: a shop without a display sends nothing).
 */
export function useCustomerDisplay(lines: readonly PosCartLine[], payable: number, terminal: TerminalState): void {
  const tillId = chosenTillId()
  const state = useMemo(() => displayStateOf(lines, payable, terminal), [lines, payable, terminal])
  const text = JSON.stringify(state)
  const latest = useRef(state)
  latest.current = state
  const channel = useRef<BroadcastChannel | null>(null)
  const paired = useQuery(pairedDisplaysQuery(tillId)).data?.items.length ?? 0

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return
    const opened = new BroadcastChannel(displayChannelName(tillId))
    // A display window that opens (or reloads) asks; it gets the state at once instead of at the next change.
    opened.onmessage = (event: MessageEvent) => {
      if (event.data === DISPLAY_HELLO) opened.postMessage(latest.current)
    }
    channel.current = opened
    return () => {
      opened.close()
      channel.current = null
    }
  }, [tillId])

  useEffect(() => {
    channel.current?.postMessage(latest.current)
  }, [text, tillId])

  useEffect(() => {
    if (tillId === null || paired === 0) return
    const timer = setTimeout(() => {
      // A display that misses a state gets the next one; a till without a connection simply shows none.
      void publishDisplayState(latest.current).catch(() => undefined)
    }, DISPLAY_PUBLISH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, tillId, paired])
}
