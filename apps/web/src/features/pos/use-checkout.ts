import { fromCents, toCents } from '@counterpart/domain/money'
import { mayKeepOffline } from '@counterpart/domain/offline-sale'
import { changeDue, dueAfterPayment } from '@counterpart/domain/pricing/pos'
import { contactName } from '@counterpart/domain/schemas/contacts'
import { OFFLINE_TEXTS } from '@counterpart/domain/schemas/offline-terminal'
import type { SaleCreatedResponse } from '@counterpart/domain/schemas/pos'
import { useEffect, useRef, useState } from 'react'
import { useCurrentUser } from '../../lib/app-configuration.ts'
import { ApiError, isApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api-error.ts'
import { sellThroughOutbox } from '../../lib/offline/outbox.ts'
import { recountOutbox } from '../../lib/offline/till-sync.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { chosenTillId } from '../../lib/till.ts'
import { useCreateSale } from './api/create-sale.ts'
import type { SoldSale } from './components/sold-view.tsx'
import type { Cart, Checkout } from './use-cart.ts'
import type { OfflineTill } from './use-offline-till.ts'
import { cartNet, clearTradeIn, currentTradeIn, withTradeIn } from './trade-in.ts'

/**
 * A checkout's client id, a random UUID (version 4): its Idempotency-Key and its key in the outbox (issue 18).
 * crypto.randomUUID needs HTTPS; getRandomValues works on a shop's plain-HTTP LAN too.
 */
export function newClientId(): string {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .split('')
  hex[12] = '4'
  hex[16] = (8 + (parseInt(hex[16] ?? '0', 16) % 4)).toString(16)
  const text = hex.join('')
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`
}

/**
 * Spec 001 §8: a failed sale shows the response's error text in the snackbar, for the failures the terminal
 * handles itself (no answer, stock 409, totals 422, the proxy's 502-504). The global handler shows the rest
 * (403, 500 ...), so this says nothing about them: null.
 */
export function checkoutErrorMessage(error: unknown): string | null {
  if (!isApiError(error)) return null
  return [0, 409, 422, 502, 503, 504].includes(error.status) ? error.message : null
}

/**
 * Whether the next Process may reuse the checkout's key. A refusal (4xx) wrote nothing, so the next attempt is
 * a new checkout; after no answer or a 5xx the sale may have been stored, and only the same key is safe.
 */
export function keepsCheckoutKey(error: unknown): boolean {
  return !(isApiError(error) && error.status >= 400 && error.status < 500)
}

/** What the parts of a split payment paid, in cents: all but the sheet's own method, the last tender. */
function partsPaid(checkout: Checkout): number {
  if (!checkout.tenders) return 0
  const own = checkout.tenders.at(-1)
  const parts = own?.gateway === checkout.gateway ? checkout.tenders.slice(0, -1) : checkout.tenders
  return parts.reduce((sum, tender) => sum + toCents(tender.amount), 0)
}

/** What the sold view shows of a checkout: the change on a cash sale, what is left to pay and when on credit. */
export function soldSale(
  checkout: Checkout,
  totalCents: number,
  customer: Cart['customer'],
  answer: SaleCreatedResponse | null,
  clientId: string,
): SoldSale {
  return {
    // Kept on this till: no number yet; its client id finds the outbox entry for the provisional receipt.
    ...(answer ?? { id: 0, key: '', message: OFFLINE_TEXTS.savedOffline, offline: true, clientId }),
    totalAmount: fromCents(totalCents),
    // Change is what the cash handed over leaves after the part the sheet's own method paid (issue 31).
    change: checkout.method
      ? fromCents(Math.max(0, changeDue(toCents(checkout.enterAmount), totalCents - partsPaid(checkout))))
      : null,
    due: checkout.method
      ? null
      : {
          amount: fromCents(dueAfterPayment(toCents(checkout.enterAmount), totalCents)),
          date: checkout.dueDate,
          deposit: checkout.enterAmount,
        },
    // The sold view offers to email the invoice to the sale's customer, and names who owes on account.
    customerEmail: customer?.email ?? '',
    customer: customer ? { id: customer.id, name: contactName(customer) } : null,
  }
}

export interface UseCheckout {
  /** Sells the cart as the pay sheet set it up; resolves once the sale is done or refused. */
  process: (checkout: Checkout) => Promise<void>
  processing: boolean
}

/**
 * The checkout protocol of the terminal (issue 18, issue 26 item 11): one Idempotency-Key per cart, kept
 * across retries of the same cart and dropped when the cart changes or the sale is done; every sale written
 * to the till's outbox first, then sent; without an answer kept on the till where it may be, at once when the
 * browser already knows it is offline; a refusal shown in the snackbar. On success the cart starts afresh
 * and `onSold` gets what the sold view shows.
 */
export function useCheckout({
  cart,
  offlineTill,
  onSold,
}: {
  cart: Cart
  offlineTill: OfflineTill
  onSold: (sale: SoldSale) => void
}): UseCheckout {
  const userId = useCurrentUser()?.id ?? 0
  const createSale = useCreateSale()
  const [processing, setProcessing] = useState(false)
  const busy = useRef(false)
  // One key per checkout: a retry of the same cart (a timeout, a double click) cannot sell it twice.
  const checkoutKey = useRef<string | null>(null)
  useEffect(() => {
    checkoutKey.current = null
  }, [cart.lines, cart.totals])

  async function process(checkout: Checkout) {
    // A second Process (Enter held down, a double tap) while the first is under way is the same sale.
    if (busy.current) return
    busy.current = true
    setProcessing(true)
    const clientId = (checkoutKey.current ??= newClientId())
    // A trade-in (issue 29, item 7) goes with the sale, which then pays the net and is never kept offline.
    const sale = withTradeIn(cart.saleInput(checkout))
    // Without an answer the sale is kept on this till where it may sell offline: cash or on credit, snapshot
    // products only (issue 18). It is written to the outbox first either way.
    // A sale paid in parts (issue 31) is never kept: store credit and gift cards need the server's balance.
    const mayKeep = !sale.tradeIn && !sale.tenders && mayKeepOffline(sale, checkout, offlineTill)
    const entry = { clientId, userId, tillId: chosenTillId(), soldAt: new Date().toISOString(), sale }
    // The browser knows there is no network: no request to wait on, the outbox answers at once.
    const post = () =>
      navigator.onLine === false
        ? Promise.reject(new ApiError(0, NETWORK_ERROR_MESSAGE))
        : createSale.mutateAsync({ sale, idempotencyKey: clientId })
    try {
      const answer = await sellThroughOutbox({ ...entry, state: 'sending' }, post, mayKeep)
      const done = soldSale(
        checkout,
        cartNet(cart.totals.totalAmount, currentTradeIn()).net,
        cart.customer,
        answer,
        clientId,
      )
      checkoutKey.current = null
      cart.reset()
      clearTradeIn()
      onSold(done)
      if (!answer) void recountOutbox().catch(() => undefined)
    } catch (error) {
      if (!keepsCheckoutKey(error)) checkoutKey.current = null
      const message = checkoutErrorMessage(error)
      if (message !== null) showSnackbar(message, 'error')
    } finally {
      busy.current = false
      setProcessing(false)
    }
  }

  return { process, processing }
}
