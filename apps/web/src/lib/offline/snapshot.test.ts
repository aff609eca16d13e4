import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import type { OfflineProduct } from '@counterpart/domain/schemas/offline'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiRequest, setApiInterceptor } from '../api.ts'
import { installOfflineBoot, tillConnection } from './connection.ts'
import { AS_OF_KEY, refreshSnapshot, searchSnapshot, snapshotCustomers, snapshotTiles, wordsOf } from './snapshot.ts'
import { closeTillDb, readMeta } from './till-db.ts'

function product(
  id: number,
  name: string,
  sku: string,
  barcode: string,
  category_id: number | null = 1,
): OfflineProduct {
  return {
    id,
    name,
    sku,
    barcode,
    category_id,
    category: 'Phones',
    image: null,
    qty: 3,
    price: 199.99,
    type: 'Standard',
    imei: '',
    sNumber: '',
    unitOfMeasure: 'pc',
    discounted: 1,
    variants: [],
  }
}

const CATALOGUE = [
  product(1, 'Galaxy S21 Ultra', 'SAM-S21', '8801643740122'),
  product(2, 'Galaxy Buds', 'SAM-BUDS', '8801643740139'),
  product(3, 'iPhone 13 case (blue)', 'CASE-13B', '0194252707890', 2),
  product(4, 'Screen protector S21', 'PROT-S21', '4006381333931', null),
]

type Route = (url: URL, init: RequestInit | undefined) => unknown

/** A server whose answers are `route`'s (JSON), or no server at all when it returns undefined. */
function stubServer(route: Route) {
  document.cookie = 'XSRF-TOKEN=token; path=/'
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const body = route(new URL(input as string, 'http://till.test'), init)
    if (body === undefined) return Promise.reject(new TypeError('Failed to fetch'))
    return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }))
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The catalogue in pages of two, and two customers in one page. */
function snapshotServer(products: OfflineProduct[]): Route {
  return (url) => {
    const after = Number(url.searchParams.get('after') ?? 0)
    if (url.pathname === '/api/offline/catalogue') {
      const page = products.filter((row) => row.id > after).slice(0, 2)
      const last = page.at(-1)
      const more = last !== undefined && products.some((row) => row.id > last.id)
      return { asOf: `2025-03-01T10:00:0${after}.000Z`, products: page, next: more ? last.id : null }
    }
    if (url.pathname === '/api/offline/customers') {
      return {
        asOf: '2025-03-01T10:00:09.000Z',
        customers: [
          { id: 7, firstName: 'Ada', lastName: 'Lovelace', phone: '+44 20 7946 0000' },
          { id: 8, firstName: 'Alan', lastName: 'Turing', phone: '' },
        ],
        next: null,
      }
    }
    return undefined
  }
}

beforeEach(() => {
  closeTillDb()
  vi.stubGlobal('indexedDB', new IDBFactory())
})
afterEach(() => {
  closeTillDb()
  setApiInterceptor(null)
})

describe('the catalogue snapshot', () => {
  it('splits names and codes into lower-case words', () => {
    expect(wordsOf('iPhone 13 case (blue)', 'CASE-13B')).toEqual(['iphone', '13', 'case', 'blue', '13b'])
  })

  it('is pulled a page at a time with the first page’s time as "prices as of"', async () => {
    const fetchMock = stubServer(snapshotServer(CATALOGUE))
    expect(await refreshSnapshot()).toBe('2025-03-01T10:00:00.000Z')
    expect(await readMeta(AS_OF_KEY)).toBe('2025-03-01T10:00:00.000Z')
    const afters = fetchMock.mock.calls
      .map(([input]) => new URL(input as string, 'http://till.test'))
      .filter((url) => url.pathname === '/api/offline/catalogue')
      .map((url) => url.searchParams.get('after'))
    expect(afters).toEqual(['0', '2'])
    expect((await snapshotTiles(null)).map((row) => row.id)).toEqual([1, 2, 3, 4])
  })

  it('finds a product by its exact barcode or SKU alone', async () => {
    stubServer(snapshotServer(CATALOGUE))
    await refreshSnapshot()
    expect((await searchSnapshot('4006381333931')).map((row) => row.name)).toEqual(['Screen protector S21'])
    expect((await searchSnapshot(' SAM-BUDS ')).map((row) => row.name)).toEqual(['Galaxy Buds'])
    // A search item is the tile with the search's extra field.
    expect(await searchSnapshot('8801643740122')).toEqual([{ ...CATALOGUE[0], created_at: '' }])
  })

  it('finds products by the starts of the words of their name, in any order and case', async () => {
    stubServer(snapshotServer(CATALOGUE))
    await refreshSnapshot()
    expect((await searchSnapshot('gal')).map((row) => row.id)).toEqual([1, 2])
    expect((await searchSnapshot('s21 GAL')).map((row) => row.id)).toEqual([1])
    expect((await searchSnapshot('s21')).map((row) => row.id)).toEqual([1, 4])
    expect((await searchSnapshot('blu')).map((row) => row.id)).toEqual([3])
    expect(await searchSnapshot('laxy')).toEqual([])
    expect(await searchSnapshot('  ')).toEqual([])
  })

  it('gives a category’s tiles', async () => {
    stubServer(snapshotServer(CATALOGUE))
    await refreshSnapshot()
    expect((await snapshotTiles(2)).map((row) => row.id)).toEqual([3])
  })

  it('drops products the server no longer sells on the next refresh, and keeps the customers for credit sales', async () => {
    stubServer(snapshotServer(CATALOGUE))
    await refreshSnapshot()
    stubServer(snapshotServer(CATALOGUE.filter((row) => row.id !== 2)))
    await refreshSnapshot()
    expect(await searchSnapshot('buds')).toEqual([])
    expect((await snapshotTiles(null)).map((row) => row.id)).toEqual([1, 3, 4])
    expect(await snapshotCustomers()).toEqual([
      { id: 7, firstName: 'Ada', lastName: 'Lovelace', phone: '+44 20 7946 0000', email: '' },
      { id: 8, firstName: 'Alan', lastName: 'Turing', phone: '', email: '' },
    ])
  })
})

describe('the offline boot', () => {
  const session = (offlineSale: boolean) => ({
    configs: { appName: 'Shop' },
    autheried: { id: 3, name: 'Cashier', email: 'c@shop.test', avatar: null, roleName: 'Cashier', isAdmin: false },
    actions: { saleCreate: true, offlineSale },
  })

  async function bootOnline(offlineSale: boolean) {
    installOfflineBoot()
    stubServer((url) => {
      if (url.pathname === '/api/pull-app-configuration') return session(offlineSale)
      if (url.pathname === '/api/tills') return { tills: [{ id: 4, name: 'Till 1' }], sessionRequired: false }
      if (url.pathname === '/api/logout') return { message: 'Signed out.' }
      return snapshotServer(CATALOGUE)(url, undefined)
    })
    await apiRequest('/pull-app-configuration', { method: 'POST' })
    await apiRequest('/tills')
    await refreshSnapshot()
    // The recording is written in the background.
    await vi.waitFor(async () => expect(await readMeta('GET /tills')).toBeTruthy())
  }

  it('answers the terminal’s reads from the till when the server cannot be reached', async () => {
    await bootOnline(true)
    expect(tillConnection.get().offline).toBe(false)
    stubServer(() => undefined)
    expect(await apiRequest('/pull-app-configuration', { method: 'POST' })).toEqual(session(true))
    expect(tillConnection.get().offline).toBe(true)
    expect(await apiRequest('/tills')).toEqual({ tills: [{ id: 4, name: 'Till 1' }], sessionRequired: false })
    const scan = await apiRequest<{ items: { id: number }[]; custom: unknown[] }>('/product-search', {
      method: 'POST',
      body: { key: '8801643740139' },
    })
    expect(scan.items.map((item) => item.id)).toEqual([2])
    expect(scan.custom).toEqual([])
    const tiles = await apiRequest<{ products: { id: number }[] }>('/products-for-pos', { query: { category_id: 1 } })
    expect(tiles.products.map((row) => row.id)).toEqual([1, 2])
  })

  it('answers nothing for a user who may not sell offline, nor for calls it does not know', async () => {
    await bootOnline(false)
    stubServer(() => undefined)
    await expect(apiRequest('/pull-app-configuration', { method: 'POST' })).rejects.toMatchObject({ status: 0 })
    await expect(apiRequest('/product-search', { method: 'POST', body: { key: 'gal' } })).rejects.toMatchObject({
      status: 0,
    })
  })

  it('forgets the signed-in user at sign-out and at a 401, so a reload without the server does not open as them', async () => {
    await bootOnline(true)
    await apiRequest('/logout', { method: 'POST' })
    stubServer(() => undefined)
    await expect(apiRequest('/pull-app-configuration', { method: 'POST' })).rejects.toMatchObject({ status: 0 })

    await bootOnline(true)
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"message":"Unauthenticated."}', { status: 401 }))),
    )
    await expect(apiRequest('/tills', { skipGlobalHandler: true })).rejects.toMatchObject({ status: 401 })
    stubServer(() => undefined)
    await expect(apiRequest('/tills')).rejects.toMatchObject({ status: 0 })
  })

  it('never answers in the server’s place when the server answered', async () => {
    await bootOnline(true)
    stubServer(() => undefined)
    await apiRequest('/tills')
    expect(tillConnection.get().offline).toBe(true)
    // The server is back and refuses: its answer stands, and the till is in touch again.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"message":"Unauthenticated."}', { status: 401 }))),
    )
    await expect(apiRequest('/tills', { skipGlobalHandler: true })).rejects.toMatchObject({ status: 401 })
    expect(tillConnection.get().offline).toBe(false)
  })
})
