import { toCents } from '@counterpart/domain/money'
import type { SaleInput } from '@counterpart/domain/schemas/pos'
import { tradeInSplit, type TradeInInput } from '@counterpart/domain/schemas/trade-in'
import { useSyncExternalStore } from 'react'

/**
 * The trade-in of the cart under way (issue 29, item 7): the device the customer hands in, as the sale
 * sends it. Kept beside the cart (not in it) so the terminal's cart and checkout change by one call each:
 * the cart shows it and its net, the checkout adds it to the sale, and a sale done or a cart cleared drops it.
 */
export type TradeInDraft = TradeInInput & { cost: number; price: number }

let current: TradeInDraft | null = null
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function setTradeIn(draft: TradeInDraft | null): void {
  current = draft
  emit()
}

export function clearTradeIn(): void {
  if (current !== null) setTradeIn(null)
}

export function currentTradeIn(): TradeInDraft | null {
  return current
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The cart's trade-in, re-rendering when it is set or removed. */
export function useTradeIn(): TradeInDraft | null {
  return useSyncExternalStore(subscribe, currentTradeIn, currentTradeIn)
}

/**
 * What the cart shows of a trade-in against its total (cents): its value, the net the customer pays by the
 * sale's own method, and what the shop pays out in cash when the device is worth more than the goods. The
 * server computes the same with the same domain rule.
 */
export function cartNet(totalCents: number, tradeIn: TradeInDraft | null) {
  const value = tradeIn ? toCents(tradeIn.cost) : 0
  return { value, ...tradeInSplit(totalCents, value) }
}

/** The sale as the terminal sends it, with the cart's trade-in when there is one. */
export function withTradeIn<T extends SaleInput>(sale: T, tradeIn: TradeInDraft | null = current): T {
  return tradeIn ? { ...sale, tradeIn } : sale
}
