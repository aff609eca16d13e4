import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import type { SaleInput } from '@counterpart/domain/schemas/pos'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FetchMock } from '../../test/fetch-stub.ts'
import { setApiInterceptor } from '../api.ts'
import { installOfflineBoot, tillConnection } from './connection.ts'
import { readOutbox, saveSale } from './outbox.ts'
import { closeTillDb } from './till-db.ts'
import { PROBE_MS, startTillSync, stopTillSync } from './till-sync.ts'

/** The server: down (no answer at all) until `up` is set; up, it answers the health check and takes every sale. */
function stubServer(): { fetchMock: FetchMock; setUp: (up: boolean) => void } {
  let up = false
  document.cookie = 'XSRF-TOKEN=token; path=/'
  const fetchMock: FetchMock = vi.fn((input: RequestInfo | URL) => {
    if (!up) return Promise.reject(new TypeError('Failed to fetch'))
    const path = new URL(input as string, 'http://till.test').pathname
    const body = path === '/api/health' ? { status: 'ok' } : { message: 'Offline sale saved.', id: 9, key: 'S9' }
    return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }))
  })
  vi.stubGlobal('fetch', fetchMock)
  return { fetchMock, setUp: (next) => (up = next) }
}

function calledPaths(fetchMock: FetchMock): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL(input as string, 'http://till.test').pathname)
}

/** A cash sale kept on the till an hour ago, waiting to be sent. */
function keepSale(): Promise<unknown> {
  return saveSale({
    clientId: 'kept-1',
    userId: 1,
    tillId: 4,
    soldAt: new Date(Date.now() - 60 * 60_000).toISOString(),
    sale: { totalAmount: 9.5, items: [] } as unknown as SaleInput,
    state: 'waiting',
  })
}

/** Lets the till's requests and IndexedDB writes run, `ms` of timers at a time. */
async function pass(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms)
}

let online = true

beforeEach(() => {
  // Only the timers: IndexedDB's own scheduling (setImmediate) keeps running for real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  closeTillDb()
  vi.stubGlobal('indexedDB', new IDBFactory())
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  tillConnection.set((state) => ({ ...state, offline: false, waiting: 0, refused: [] }))
  installOfflineBoot()
})
afterEach(() => {
  stopTillSync()
  setApiInterceptor(null)
  closeTillDb()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the till coming back', () => {
  it('shows the till offline as soon as the browser says the network is gone, and probes nothing meanwhile', async () => {
    const { fetchMock } = stubServer()
    startTillSync({ userId: 1, keepSnapshot: false })
    await pass(0)
    fetchMock.mockClear()
    online = false
    window.dispatchEvent(new Event('offline'))
    expect(tillConnection.get().offline).toBe(true)
    await pass(20_000)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the sales kept offline the moment the browser is back online, not after the back-off', async () => {
    const { fetchMock, setUp } = stubServer()
    online = false
    await keepSale()
    startTillSync({ userId: 1, keepSnapshot: false })
    await pass(0)
    await vi.waitFor(() => expect(tillConnection.get().offline).toBe(true))
    expect(await readOutbox()).toHaveLength(1)

    setUp(true)
    online = true
    fetchMock.mockClear()
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(async () => expect(await readOutbox()).toEqual([]))
    expect(calledPaths(fetchMock)).toContain('/api/offline-sales')
    expect(tillConnection.get().offline).toBe(false)
    expect(tillConnection.get().waiting).toBe(0)
  })

  it('finds the server back within seconds while the network stayed up, and sends what waited at once', async () => {
    const { fetchMock, setUp } = stubServer()
    await keepSale()
    startTillSync({ userId: 1, keepSnapshot: false })
    await pass(0)
    await vi.waitFor(() => expect(tillConnection.get().offline).toBe(true))

    // The server is back; the back-off would try again in a minute, the probe asks within seconds.
    setUp(true)
    await pass(PROBE_MS - 1_000)
    expect(await readOutbox()).toHaveLength(1)
    await pass(1_000)
    await vi.waitFor(async () => expect(await readOutbox()).toEqual([]))
    expect(calledPaths(fetchMock)).toEqual(expect.arrayContaining(['/api/health', '/api/offline-sales']))
    expect(tillConnection.get().offline).toBe(false)

    // In touch: no more probes.
    fetchMock.mockClear()
    await pass(PROBE_MS * 3)
    expect(calledPaths(fetchMock)).not.toContain('/api/health')
  })
})
