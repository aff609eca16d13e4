/**
 * Drafts kept in the browser's IndexedDB (an open cart, a purchase being keyed in), so a sidebar click,
 * a reload or a detour to another page does not throw them away. A few lines of raw IndexedDB instead of
 * a library: the terminal's bundle has a size budget. Every call fails soft — a private window without
 * IndexedDB simply keeps no draft.
 */

const DB_NAME = 'counterpart-drafts'
const STORE = 'drafts'

let opening: Promise<IDBDatabase> | null = null

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'))
  }).catch((error: unknown) => {
    opening = null
    throw error
  })
  return opening
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open()
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode)
    const request = act(transaction.objectStore(STORE))
    transaction.oncomplete = () => resolve(request.result)
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'))
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
  })
}

/**
 * Closes the open connection, so the next call opens `indexedDB` afresh: a test that gives each case a new
 * IndexedDB would otherwise keep reading the first case's drafts.
 */
export function closeDraftStore(): void {
  const closing = opening
  opening = null
  void closing?.then((db) => db.close()).catch(() => undefined)
}

/** The draft under `key`, or undefined when there is none (or IndexedDB is not available). */
export async function readDraft<T>(key: string): Promise<T | undefined> {
  try {
    return (await run('readonly', (store) => store.get(key))) as T | undefined
  } catch {
    return undefined
  }
}

export async function writeDraft(key: string, value: unknown): Promise<void> {
  try {
    await run('readwrite', (store) => store.put(value, key))
  } catch {
    // No IndexedDB (a private window, a full disk): the draft lives only as long as the page.
  }
}

export async function deleteDraft(key: string): Promise<void> {
  try {
    await run('readwrite', (store) => store.delete(key))
  } catch {
    // Nothing stored, nothing to delete.
  }
}

/** Sign-out: every draft of this browser goes (the next person at the till must not see them). */
export async function clearDrafts(): Promise<void> {
  try {
    await run('readwrite', (store) => store.clear())
  } catch {
    // Nothing stored, nothing to clear.
  }
}
