/**
 * The till's IndexedDB (issue 18): the catalogue and customers snapshot, a few facts (meta) and the outbox
 * of sales. A few lines of raw IndexedDB instead of a library: the terminal's download has a size budget.
 */

const DB_NAME = 'counterpart-till'

export type TillStore = 'products' | 'customers' | 'meta' | 'outbox'

let opening: Promise<IDBDatabase> | null = null

export function tillDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => {
      const db = request.result
      const products = db.createObjectStore('products', { keyPath: 'id' })
      products.createIndex('barcode', 'barcode')
      products.createIndex('sku', 'sku')
      // Every word of the name and the SKU, lower case: a name search is a prefix range on one of them.
      products.createIndex('words', 'words', { multiEntry: true })
      products.createIndex('category', 'category_id')
      // The refresh that wrote a row: rows an older refresh wrote are products no longer sold.
      products.createIndex('gen', 'gen')
      db.createObjectStore('customers', { keyPath: 'id' }).createIndex('gen', 'gen')
      db.createObjectStore('meta')
      db.createObjectStore('outbox', { keyPath: 'clientId' })
    }
    request.onsuccess = () => {
      const db = request.result
      // Another tab upgrades the database: let it, and open again on the next call.
      db.onversionchange = () => closeTillDb()
      resolve(db)
    }
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'))
  }).catch((error: unknown) => {
    opening = null
    throw error
  })
  return opening
}

/** Closes the database (tests reopen it to prove what survives; another tab's upgrade). */
export function closeTillDb(): void {
  const db = opening
  opening = null
  void db?.then((open) => open.close()).catch(() => undefined)
}

/**
 * Runs `act` in one transaction on `store` and resolves, once the transaction has committed (a write is on
 * disk before the caller goes on), with the result of the request `act` returned, or of the function it returned.
 */
export async function inStore<T>(
  store: TillStore,
  mode: IDBTransactionMode,
  act: (objects: IDBObjectStore) => IDBRequest<T> | (() => T) | void,
): Promise<T> {
  const db = await tillDb()
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(store, mode)
    const request = act(transaction.objectStore(store))
    transaction.oncomplete = () => resolve(typeof request === 'function' ? request() : (request?.result as T))
    transaction.onerror = transaction.onabort = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction failed'))
  })
}

export function readMeta<T>(key: string): Promise<T | undefined> {
  return inStore<T | undefined>('meta', 'readonly', (meta) => meta.get(key) as IDBRequest<T | undefined>)
}

export function writeMeta(key: string, value: unknown): Promise<unknown> {
  return inStore('meta', 'readwrite', (meta) => meta.put(value, key))
}
