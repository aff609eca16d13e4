import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { TILL_HEADER } from '@counterpart/domain/schemas/till-terminal'
import type { SaleInput } from '@counterpart/domain/schemas/pos'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FetchMock } from '../../test/fetch-stub.ts'
import { ApiError } from '../api-error.ts'
import { flushOutbox, readOutbox, saveSale, sellThroughOutbox, STALE_SENDING_MS, type OutboxEntry } from './outbox.ts'
import { closeTillDb, inStore } from './till-db.ts'

const SALE = { totalAmount: 12.5, items: [] } as unknown as SaleInput

function entry(clientId: string, over: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    clientId,
    userId: 1,
    tillId: 4,
    soldAt: new Date(Date.now() - 60 * 60_000).toISOString(),
    sale: SALE,
    state: 'waiting',
    ...over,
  }
}

/** Answers each POST with the next of `statuses` (a number) or fails the network (null). */
function stubServer(...statuses: (number | null)[]): FetchMock {
  document.cookie = 'XSRF-TOKEN=token; path=/'
  const fetchMock: FetchMock = vi.fn(() => {
    const status = statuses.length > 1 ? statuses.shift() : statuses[0]
    if (status === null || status === undefined) return Promise.reject(new TypeError('Failed to fetch'))
    const body = status < 300 ? { message: 'Offline sale saved.', id: 9, key: 'S9' } : { message: `refused ${status}` }
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    )
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function sent(fetchMock: FetchMock, call = 0) {
  const [url, init] = fetchMock.mock.calls[call] ?? []
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
  return { url: url as string, headers: new Headers(init?.headers), body }
}

beforeEach(() => {
  // A fresh, empty browser database for every test.
  closeTillDb()
  vi.stubGlobal('indexedDB', new IDBFactory())
})
afterEach(() => closeTillDb())

describe('selling through the outbox', () => {
  it('writes the sale before it is sent, and removes it once the server answered', async () => {
    let seenWhileSending: OutboxEntry[] = []
    const answer = await sellThroughOutbox(
      entry('c1', { state: 'sending' }),
      async () => {
        seenWhileSending = await readOutbox()
        return { id: 1 }
      },
      true,
    )
    expect(answer).toEqual({ id: 1 })
    expect(seenWhileSending.map((row) => [row.clientId, row.state])).toEqual([['c1', 'sending']])
    await vi.waitFor(async () => expect(await readOutbox()).toEqual([]))
  })

  it('keeps a sale that got no answer as an offline sale when the till may sell offline', async () => {
    const answer = await sellThroughOutbox(
      entry('c2', { state: 'sending' }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      true,
    )
    expect(answer).toBeNull()
    expect((await readOutbox()).map((row) => [row.clientId, row.state])).toEqual([['c2', 'waiting']])
  })

  it('keeps nothing when the till may not sell offline, or when the server answered with a refusal', async () => {
    const noOffline = sellThroughOutbox(entry('c3', { state: 'sending' }), () => Promise.reject(new TypeError()), false)
    await expect(noOffline).rejects.toBeInstanceOf(TypeError)
    const refused = sellThroughOutbox(
      entry('c4', { state: 'sending' }),
      () => Promise.reject(new ApiError(409, 'Out of stock')),
      true,
    )
    await expect(refused).rejects.toThrow('Out of stock')
    await vi.waitFor(async () => expect(await readOutbox()).toEqual([]))
  })
})

describe('flushing the outbox', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('replays an offline sale to /offline-sales with its client id as the key and its till, then deletes it', async () => {
    await saveSale(entry('a1'))
    const fetchMock = stubServer(201)
    expect(await flushOutbox(1)).toBe('done')
    const request = sent(fetchMock)
    expect(request.url).toBe('/api/offline-sales')
    expect(request.headers.get('Idempotency-Key')).toBe('a1')
    expect(request.headers.get(TILL_HEADER)).toBe('4')
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('token')
    expect(request.body).toEqual({ clientId: 'a1', soldAt: expect.any(String) as string, sale: SALE })
    expect(await readOutbox()).toEqual([])
  })

  it('replays a sale an older client kept under registerId, naming its till in the header', async () => {
    const { tillId, ...rest } = entry('a0')
    // Written as a client before the till's rename stored it, straight into the store.
    await inStore('outbox', 'readwrite', (outbox) => outbox.put({ ...rest, registerId: tillId }))
    const fetchMock = stubServer(201)
    expect(await flushOutbox(1)).toBe('done')
    expect(sent(fetchMock).headers.get(TILL_HEADER)).toBe('4')
    expect(await readOutbox()).toEqual([])
  })

  it('deletes a sale the server had already (a replay answers 200)', async () => {
    await saveSale(entry('a2'))
    stubServer(200)
    expect(await flushOutbox(1)).toBe('done')
    expect(await readOutbox()).toEqual([])
  })

  it('stops at a 401 and keeps every sale until the cashier signs in again', async () => {
    await saveSale(entry('b1', { soldAt: '2025-01-01T10:00:00.000Z' }))
    await saveSale(entry('b2', { soldAt: '2025-01-01T11:00:00.000Z' }))
    const fetchMock = stubServer(401)
    expect(await flushOutbox(1)).toBe('signedOut')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(sent(fetchMock).headers.get('Idempotency-Key')).toBe('b1')
    expect((await readOutbox()).map((row) => row.state)).toEqual(['waiting', 'waiting'])
  })

  it('backs off when the server cannot be reached or fails, keeping the sales waiting', async () => {
    await saveSale(entry('n1'))
    await saveSale(entry('n2'))
    for (const status of [null, 500, 503]) {
      const fetchMock = stubServer(status)
      expect(await flushOutbox(1)).toBe('unreachable')
      expect(fetchMock).toHaveBeenCalledTimes(1)
    }
    expect((await readOutbox()).map((row) => row.state)).toEqual(['waiting', 'waiting'])
  })

  it('keeps a refused sale with the server’s message, never deletes it, and sends it no more', async () => {
    await saveSale(entry('r1', { soldAt: '2025-01-01T10:00:00.000Z' }))
    await saveSale(entry('r2', { soldAt: '2025-01-01T11:00:00.000Z' }))
    stubServer(422, 201)
    expect(await flushOutbox(1)).toBe('done')
    expect(await readOutbox()).toEqual([
      expect.objectContaining({ clientId: 'r1', state: 'refused', message: 'refused 422' }),
    ])
    const again = stubServer(201)
    expect(await flushOutbox(1)).toBe('done')
    expect(again).not.toHaveBeenCalled()
    expect(await readOutbox()).toHaveLength(1)
  })

  it('replays only the signed-in user’s sales', async () => {
    await saveSale(entry('u1', { userId: 1 }))
    await saveSale(entry('u2', { userId: 2 }))
    const fetchMock = stubServer(201)
    expect(await flushOutbox(2)).toBe('done')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(sent(fetchMock).headers.get('Idempotency-Key')).toBe('u2')
    expect((await readOutbox()).map((row) => row.clientId)).toEqual(['u1'])
  })

  it('settles a sale a closed page left unanswered by asking the server, never by selling it again', async () => {
    await saveSale(entry('s-old', { state: 'sending' }))
    await saveSale(entry('s-busy', { state: 'sending' }))
    await saveSale(
      entry('s-new', { state: 'sending', soldAt: new Date(Date.now() - STALE_SENDING_MS / 2).toISOString() }),
    )
    // The server never stored it (404): the cashier was not told it sold, the cart is rung again; it goes.
    const fetchMock = stubServer(404)
    expect(await flushOutbox(1, new Set(['s-busy']))).toBe('done')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const asked = sent(fetchMock)
    expect(asked.url).toBe('/api/offline-sales/s-old')
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET')
    expect((await readOutbox()).map((row) => row.clientId).sort()).toEqual(['s-busy', 's-new'])
  })

  it('keeps an unanswered sale while the server cannot say whether it stored it', async () => {
    await saveSale(entry('s-old', { state: 'sending' }))
    stubServer(null)
    expect(await flushOutbox(1)).toBe('unreachable')
    expect((await readOutbox()).map((row) => [row.clientId, row.state])).toEqual([['s-old', 'sending']])
    // Stored after all (200): nothing is sent again, and the entry goes.
    const fetchMock = stubServer(200)
    expect(await flushOutbox(1)).toBe('done')
    expect(fetchMock.mock.calls.map(([, init]) => init?.method)).toEqual(['GET'])
    expect(await readOutbox()).toEqual([])
  })

  it('survives the database being closed and opened again (a reload, a browser restart)', async () => {
    await saveSale(entry('p1'))
    closeTillDb()
    expect((await readOutbox()).map((row) => row.clientId)).toEqual(['p1'])
    stubServer(201)
    expect(await flushOutbox(1)).toBe('done')
    closeTillDb()
    expect(await readOutbox()).toEqual([])
  })
})
