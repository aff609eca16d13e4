import type { OfflineCustomer, OfflineProduct } from '@counterpart/domain/schemas/offline'
import { OFFLINE_CATALOGUE_PATH, OFFLINE_CUSTOMERS_PATH } from '@counterpart/domain/schemas/offline-terminal'
import type { PosCustomer } from '@counterpart/domain/schemas/contacts'
import type { ProductSearchItem } from '@counterpart/domain/schemas/pos'
import { api } from '../api.ts'
import { inStore, writeMeta, type TillStore } from './till-db.ts'

/**
 * The till's catalogue and customers snapshot (issue 18): what a scan, a name search and an on-credit sale
 * need while the server cannot be reached, refreshed a page at a time in the background.
 */

/** The meta key of the catalogue's "prices as of" (the server time of its first page). */
export const AS_OF_KEY = 'asOf'
/** At most this many products answer a name search or a category's tiles offline. */
const FOUND_MAX = 50

type Stored<T> = T & { gen: number; words?: string[] }

/** The words of a name or code, lower case, that a search term's words are prefixes of. */
export function wordsOf(...texts: string[]): string[] {
  return [
    ...new Set(
      texts
        .join(' ')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u),
    ),
  ].filter(Boolean)
}

interface Page {
  asOf: string
  next: number | null
}

/** Pulls every page of `path` into `store`, then drops the rows this refresh did not see (gone from the server). */
async function pull<T>(path: string, store: TillStore, rows: (page: Page) => T[], keep: (row: T) => object) {
  const gen = Date.now()
  let after: number | null = 0
  let asOf = ''
  while (after !== null) {
    const page: Page = await api.get<Page>(path, { query: { after }, overlay: false, skipGlobalHandler: true })
    asOf ||= page.asOf
    await inStore(store, 'readwrite', (objects) => {
      for (const row of rows(page)) objects.put({ ...keep(row), gen })
    })
    after = page.next
  }
  await inStore(store, 'readwrite', (objects) => {
    const stale = objects.index('gen').openCursor(IDBKeyRange.upperBound(gen, true))
    stale.onsuccess = () => {
      stale.result?.delete()
      stale.result?.continue()
    }
  })
  return asOf
}

/** Refreshes the products and customers; the catalogue's "prices as of" is its first page's time. */
export async function refreshSnapshot(): Promise<string> {
  const asOf = await pull(
    OFFLINE_CATALOGUE_PATH,
    'products',
    (page) => (page as Page & { products: OfflineProduct[] }).products,
    (product) => ({ ...product, words: wordsOf(product.name, product.sku) }),
  )
  await pull(
    OFFLINE_CUSTOMERS_PATH,
    'customers',
    (page) => (page as Page & { customers: OfflineCustomer[] }).customers,
    (customer) => customer,
  )
  await writeMeta(AS_OF_KEY, asOf)
  return asOf
}

function all<T>(source: IDBObjectStore | IDBIndex, range?: IDBKeyRange | string | number | null, count = FOUND_MAX) {
  return source.getAll(range, count) as IDBRequest<Stored<T>[]>
}

function toItem({ gen: _gen, words: _words, ...product }: Stored<OfflineProduct>): ProductSearchItem {
  return { ...product, created_at: '' }
}

/**
 * The terminal's product search from the snapshot: an exact barcode or SKU answers alone, else the products
 * having a word that starts with each word of the key (a name or part of a code).
 */
export async function searchSnapshot(key: string): Promise<ProductSearchItem[]> {
  const term = key.trim()
  if (term === '') return []
  const exact = await inStore('products', 'readonly', (products) => {
    const byBarcode = all<OfflineProduct>(products.index('barcode'), term)
    const bySku = all<OfflineProduct>(products.index('sku'), term)
    return () => [...byBarcode.result, ...bySku.result]
  })
  if (exact.length > 0) return unique(exact).map(toItem)
  const words = wordsOf(term)
  // The longest word narrows most; the others filter what it found.
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '')
  if (longest === '') return []
  const found = await inStore('products', 'readonly', (products) =>
    all<OfflineProduct>(products.index('words'), IDBKeyRange.bound(longest, `${longest}\uffff`), FOUND_MAX * 4),
  )
  return unique(found)
    .filter((product) => words.every((word) => product.words?.some((own) => own.startsWith(word))))
    .slice(0, FOUND_MAX)
    .map(toItem)
}

function unique<T extends { id: number }>(rows: T[]): T[] {
  return [...new Map(rows.map((row) => [row.id, row])).values()]
}

/** A category's tiles (or the first products, for none) from the snapshot. */
export async function snapshotTiles(categoryId: number | null): Promise<ProductSearchItem[]> {
  const rows = await inStore('products', 'readonly', (products) =>
    categoryId === null ? all<OfflineProduct>(products) : all<OfflineProduct>(products.index('category'), categoryId),
  )
  return rows.map(toItem)
}

/** The customers an on-credit sale may name, from the snapshot (no e-mail: an offline sale sends none). */
export async function snapshotCustomers(): Promise<PosCustomer[]> {
  const rows = await inStore('customers', 'readonly', (customers) => all<OfflineCustomer>(customers, null, 100_000))
  return rows.map(({ gen: _gen, ...customer }) => ({ ...customer, email: '' }))
}
