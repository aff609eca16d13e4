import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { OFFLINE_TEXTS } from '@counterpart/domain/schemas/offline-terminal'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { DEFAULT_SETTINGS, toAppConfiguration } from '@counterpart/domain/settings'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appConfigurationQuery, type AppSession } from '../../lib/app-configuration.ts'
import { ApiError } from '../../lib/api-error.ts'
import { readOutbox } from '../../lib/offline/outbox.ts'
import { closeDraftStore } from '../../lib/draft-store.ts'
import { closeTillDb } from '../../lib/offline/till-db.ts'
import { getSnackbar, hideSnackbar } from '../../lib/snackbar.ts'
import type { FetchMock } from '../../test/fetch-stub.ts'
import type { SoldSale } from './components/sold-view.tsx'
import { useCart, type Checkout } from './use-cart.ts'
import { checkoutErrorMessage, keepsCheckoutKey, useCheckout } from './use-checkout.ts'
import type { OfflineTill } from './use-offline-till.ts'

vi.mock('../../lib/sounds.ts', () => ({ playSound: vi.fn() }))

const CABLE: PosProduct = {
  id: 3,
  name: 'USB-C cable',
  image: null,
  qty: 10,
  price: 9.5,
  sku: 'CAB-1',
  barcode: '400100',
  type: 'Standard',
  imei: '',
  sNumber: '',
  unitOfMeasure: '',
  discounted: 1,
  category_id: null,
  category: '',
  variants: [],
}

const CASH: Checkout = { enterAmount: 20, method: true, gateway: 'cash', dueDate: '', note: '' }
const CARD: Checkout = { ...CASH, enterAmount: 9.5, gateway: 'card' }

/** A till that may sell offline (a till chosen, a snapshot kept), or one that may not (`unavailable`). */
function till(unavailable: OfflineTill['unavailable'] = null): OfflineTill {
  return { offline: false, lastContact: null, asOf: '2026-11-26T10:00:00Z', waiting: 0, refused: [], unavailable }
}

/** Answers POST /sale with the next of `answers`: a status, or null for no answer (the network failed). */
function stubServer(...answers: (number | null)[]): FetchMock {
  document.cookie = 'XSRF-TOKEN=token; path=/'
  const fetchMock: FetchMock = vi.fn(() => {
    const status = answers.length > 1 ? answers.shift() : answers[0]
    if (status === null || status === undefined) return Promise.reject(new TypeError('Failed to fetch'))
    const body =
      status < 300
        ? { message: 'Sale completed.', id: 41, key: 'S-41' }
        : { message: status === 409 ? 'USB-C cable is out of stock.' : `refused ${status}` }
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    )
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function keysSent(fetchMock: FetchMock): (string | null)[] {
  return fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'))
}

function terminal(offlineTill: OfflineTill) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  const configs = toAppConfiguration(DEFAULT_SETTINGS, { demo: false, updated_at: null, timezone: 'UTC' })
  const session = {
    configs,
    autheried: { id: 5, name: 'Cashier' },
    actions: { saleCreate: true },
  } as unknown as AppSession
  queryClient.setQueryData(appConfigurationQuery.queryKey, session)
  const sold: SoldSale[] = []
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const hook = renderHook(
    () => {
      const cart = useCart()
      const checkout = useCheckout({ cart, offlineTill, onSold: (sale) => sold.push(sale) })
      return { cart, checkout }
    },
    { wrapper },
  )
  act(() => hook.result.current.cart.add(CABLE))
  return { hook, sold }
}

beforeEach(() => {
  closeTillDb()
  closeDraftStore()
  vi.stubGlobal('indexedDB', new IDBFactory())
  localStorage.setItem('counterpart.till', '4')
  hideSnackbar()
})
afterEach(() => {
  closeTillDb()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('the checkout', () => {
  it('sells the cart with one Idempotency-Key, shows the change and starts a fresh cart', async () => {
    const fetchMock = stubServer(200)
    const { hook, sold } = terminal(till())
    await act(() => hook.result.current.checkout.process(CASH))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(keysSent(fetchMock)[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(sold).toEqual([expect.objectContaining({ key: 'S-41', totalAmount: 9.5, change: 10.5, due: null })])
    expect(hook.result.current.cart.lines).toEqual([])
    expect(await readOutbox()).toEqual([])
  })

  it('keeps a cash sale on the till at once, without a request, when the browser knows it is offline', async () => {
    const fetchMock = stubServer(200)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { hook, sold } = terminal(till())
    await act(() => hook.result.current.checkout.process(CASH))
    expect(fetchMock).not.toHaveBeenCalled()
    expect(sold).toEqual([
      expect.objectContaining({ offline: true, message: OFFLINE_TEXTS.savedOffline, change: 10.5 }),
    ])
    const kept = await readOutbox()
    expect(kept).toEqual([expect.objectContaining({ state: 'waiting', userId: 5, tillId: 4 })])
    // The sold view finds the kept sale by its client id, for the provisional receipt.
    expect(sold[0]?.clientId).toBe(kept[0]?.clientId)
    expect(kept[0]?.sale.items).toEqual([expect.objectContaining({ name: 'USB-C cable', qty: 1 })])
  })

  it('keeps the sale on the till when the server does not answer', async () => {
    stubServer(null)
    const { hook, sold } = terminal(till())
    await act(() => hook.result.current.checkout.process(CASH))
    expect(sold).toEqual([expect.objectContaining({ offline: true })])
    expect(await readOutbox()).toEqual([expect.objectContaining({ state: 'waiting' })])
  })

  it('does not keep a card sale: without an answer it says so, and the retry reuses the key', async () => {
    const fetchMock = stubServer(null, 200)
    const { hook, sold } = terminal(till())
    await act(() => hook.result.current.checkout.process(CARD))
    expect(sold).toEqual([])
    expect(getSnackbar()).toMatchObject({ open: true, severity: 'error' })
    expect(hook.result.current.cart.lines).toHaveLength(1)
    expect(await readOutbox()).toEqual([])
    await act(() => hook.result.current.checkout.process(CARD))
    expect(sold).toHaveLength(1)
    const [first, second] = keysSent(fetchMock)
    expect(second).toBe(first)
  })

  it('does not keep anything on a till that cannot sell offline', async () => {
    stubServer(null)
    const { hook, sold } = terminal(till('noTill'))
    await act(() => hook.result.current.checkout.process(CASH))
    expect(sold).toEqual([])
    expect(await readOutbox()).toEqual([])
  })

  it("shows the server's refusal, and the next Process is a new checkout with a new key", async () => {
    const fetchMock = stubServer(409, 200)
    const { hook, sold } = terminal(till())
    await act(() => hook.result.current.checkout.process(CASH))
    expect(getSnackbar()).toMatchObject({ open: true, text: 'USB-C cable is out of stock.', severity: 'error' })
    expect(sold).toEqual([])
    await act(() => hook.result.current.checkout.process(CASH))
    const [first, second] = keysSent(fetchMock)
    expect(second).not.toBe(first)
  })

  it('sends a double-clicked Process once', async () => {
    const fetchMock = stubServer(200)
    const { hook, sold } = terminal(till())
    await act(() =>
      Promise.all([hook.result.current.checkout.process(CASH), hook.result.current.checkout.process(CASH)]),
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(sold).toHaveLength(1)
  })

  it('takes a new key once the cart changes after an unanswered attempt', async () => {
    const fetchMock = stubServer(null, 200)
    const { hook } = terminal(till())
    await act(() => hook.result.current.checkout.process(CARD))
    act(() => hook.result.current.cart.add(CABLE))
    await waitFor(() => expect(hook.result.current.cart.lines[0]?.qty).toBe(2))
    await act(() => hook.result.current.checkout.process({ ...CARD, enterAmount: 19 }))
    const [first, second] = keysSent(fetchMock)
    expect(second).not.toBe(first)
  })
})

describe('what a failed checkout says', () => {
  it('shows the message of no answer, stock and totals refusals, and leaves the rest to the global handler', () => {
    expect(checkoutErrorMessage(new ApiError(0, 'Cannot reach the server.'))).toBe('Cannot reach the server.')
    expect(checkoutErrorMessage(new ApiError(409, 'Out of stock.'))).toBe('Out of stock.')
    expect(checkoutErrorMessage(new ApiError(422, 'Totals differ.'))).toBe('Totals differ.')
    expect(checkoutErrorMessage(new ApiError(403, 'Forbidden.'))).toBeNull()
    expect(checkoutErrorMessage(new ApiError(500, 'Server error.'))).toBeNull()
    expect(keepsCheckoutKey(new ApiError(422, 'Totals differ.'))).toBe(false)
    expect(keepsCheckoutKey(new ApiError(503, 'Unavailable.'))).toBe(true)
    expect(keepsCheckoutKey(new TypeError('Failed to fetch'))).toBe(true)
  })
})
