import { holdsGate } from '@counterpart/domain/permissions'
import type { PullAppConfigurationResponse } from '@counterpart/domain/schemas/user'
import { isApiError } from '../api-error.ts'
import { setApiInterceptor, type ApiRequestOptions } from '../api.ts'
import { createStore } from '../create-store.ts'
import type { OutboxEntry } from './outbox.ts'
import { searchSnapshot, snapshotCustomers, snapshotTiles } from './snapshot.ts'
import { readMeta, writeMeta } from './till-db.ts'

/**
 * Whether the till is in touch with the server (issue 18), learnt from every API call, and the offline
 * boot: when a call gets no answer, the terminal's own reads (who is signed in, the settings, the tills,
 * the categories, the tiles, the product search and the customers) are answered from IndexedDB, so a till
 * reloaded without the server opens signed in and a scan still fills the cart.
 */
export interface TillConnection {
  offline: boolean
  /** When the server last answered (ms), kept across reloads. */
  lastContact: number | null
  /** The snapshot's "prices as of"; null before the first refresh. */
  asOf: string | null
  /** The signed-in user's sales waiting to sync, and those the server refused. */
  waiting: number
  refused: OutboxEntry[]
}

export const tillConnection = createStore<TillConnection>({
  offline: false,
  lastContact: null,
  asOf: null,
  waiting: 0,
  refused: [],
})

/**
 * The first part of the query keys of the reads answered below when the server cannot be reached. TanStack
 * Query holds a query while the browser says it is offline; these must go out and fail at once, so the
 * answer comes from the till's copy (the category tiles, the customers) instead of waiting (issue 26).
 */
export const OFFLINE_ANSWERED_QUERIES = [
  'app-configuration',
  '/tills',
  '/categories-for-pos',
  '/products-for-pos',
  '/customers-for-pos',
  '/custom-products-for-pos',
] as const

/** Answers recorded online and given back offline; the session only for a user who may sell offline. */
const SESSION = 'POST /pull-app-configuration'
const RECORDED = [SESSION, 'GET /tills', 'GET /categories-for-pos']
const LAST_CONTACT = 'lastContact'
/** lastContact is written to disk at most this often. */
const CONTACT_WRITE_MS = 30_000

/** No answer from the server: the network failed, or the proxy in front of it found nothing to ask. */
export function noAnswer(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false
  return !isApiError(error) || [0, 502, 503, 504].includes(error.status)
}

/** The browser says the network is gone (a cable pulled, Wi-Fi lost): the terminal shows it at once. */
function browserOffline() {
  tillConnection.set((state) => (state.offline ? state : { ...state, offline: true }))
}

function inTouch() {
  const now = Date.now()
  const { lastContact } = tillConnection.get()
  tillConnection.set((state) => ({ ...state, offline: false, lastContact: now }))
  if (lastContact === null || now - lastContact > CONTACT_WRITE_MS) writeMeta(LAST_CONTACT, now).catch(() => undefined)
}

async function record(key: string, answer: unknown) {
  if (key === SESSION) {
    const session = answer as PullAppConfigurationResponse<unknown>
    // Signed out, or not allowed to sell offline: no reload without the server may open the app as them.
    if (!session.autheried || !holdsGate(session.actions, 'offlineSale')) answer = undefined
  }
  await writeMeta(key, answer)
}

function forget(): Promise<unknown> {
  return writeMeta(SESSION, undefined).catch(() => undefined)
}

async function answerOffline(key: string, options: ApiRequestOptions): Promise<unknown> {
  // Only a device where someone allowed to sell offline was signed in answers anything.
  if (!(await readMeta(SESSION))) return undefined
  if (RECORDED.includes(key)) return readMeta(key)
  switch (key) {
    case 'GET /products-for-pos':
      // The till's copy is one page of tiles: a later page (issue 26's paging) has nothing more to add.
      if (Number(options.query?.page ?? 1) > 1) return { products: [], more: false }
      return { products: await snapshotTiles((options.query?.category_id as number | null | undefined) ?? null) }
    case 'POST /product-search': {
      const term = (options.body as { key?: unknown } | undefined)?.key
      return { items: await searchSnapshot(typeof term === 'string' ? term : ''), custom: [] }
    }
    case 'GET /customers-for-pos':
      return { customers: await snapshotCustomers() }
    case 'GET /custom-products-for-pos':
      // Items bought from customers are not sold offline: the snapshot has none.
      return { items: [] }
  }
  return undefined
}

/** Installs the interceptor on the API client (once, at start) and reads what the last visit left. */
export function installOfflineBoot(): void {
  setApiInterceptor(async (path, options, send) => {
    const key = `${options.method ?? 'GET'} ${path}`
    // Signing out (or a 401: the server knows no session) forgets the session kept for an offline start.
    if (key === 'POST /logout') await forget()
    try {
      const answer = await send()
      inTouch()
      if (RECORDED.includes(key)) record(key, answer).catch(() => undefined)
      return answer
    } catch (error) {
      if (!noAnswer(error)) {
        if (isApiError(error)) inTouch()
        if (isApiError(error) && error.status === 401) await forget()
        throw error
      }
      tillConnection.set((state) => ({ ...state, offline: true }))
      const answer = await answerOffline(key, options).catch(() => undefined)
      if (answer === undefined) throw error
      return answer
    }
  })
  // A failed request says it too, but only when one is made: the browser's word comes without one.
  if (navigator.onLine === false) browserOffline()
  window.addEventListener('offline', browserOffline)
  Promise.all([readMeta<number>(LAST_CONTACT), readMeta<string>('asOf')])
    .then(([lastContact, asOf]) =>
      tillConnection.set((state) => ({
        ...state,
        lastContact: state.lastContact ?? lastContact ?? null,
        asOf: asOf ?? null,
      })),
    )
    .catch(() => undefined)
}
