import { OFFLINE_SALE_PATH } from '@counterpart/domain/schemas/offline-terminal'
import type { SaleInput } from '@counterpart/domain/schemas/pos'
import { TILL_HEADER } from '@counterpart/domain/schemas/till-terminal'
import { apiRequest } from '../api.ts'
import { isApiError } from '../api-error.ts'
import { noAnswer } from './connection.ts'
import { inStore } from './till-db.ts'

/**
 * The till's outbox (issue 18): every sale is written here before it is sent, under a client id (a UUID)
 * that is also its Idempotency-Key, so a sale whose answer never came is replayed, never lost and never
 * doubled (the server keeps every client id it has seen).
 */
export interface OutboxEntry {
  clientId: string
  /** Who sold: only they replay it (a till flushes the signed-in user's sales). */
  userId: number
  /** The till it was sold at, named again on replay. */
  tillId: number | null
  soldAt: string
  sale: SaleInput
  /**
   * sending: POST /sale is under way; waiting: sold offline, to be replayed; refused: the server said no
   * (its message kept for the cashier and the owner, never deleted silently).
   */
  state: 'sending' | 'waiting' | 'refused'
  message?: string
}

/** A 'sending' entry this old belongs to a page that closed during its request: it is settled, never replayed. */
export const STALE_SENDING_MS = 2 * 60_000

/** The client ids this page is sending to POST /sale right now: a flush leaves them alone. */
export const sending = new Set<string>()

export function saveSale(entry: OutboxEntry): Promise<unknown> {
  return inStore('outbox', 'readwrite', (outbox) => outbox.put(entry))
}

export function dropSale(clientId: string): Promise<unknown> {
  return inStore('outbox', 'readwrite', (outbox) => outbox.delete(clientId))
}

/**
 * An entry as a client before the till's rename (server migration 0021) stored it: the till was
 * `registerId`. Such a sale may still wait in a browser after the upgrade; the header is built at send time
 * from the entry, so reading the old field is all its replay needs.
 */
type StoredEntry = OutboxEntry | (Omit<OutboxEntry, 'tillId'> & { registerId: number | null })

export function fromStore(stored: StoredEntry): OutboxEntry {
  if (!('registerId' in stored)) return stored
  const { registerId, ...entry } = stored
  return { ...entry, tillId: registerId }
}

/** One sale of the outbox (the provisional receipt of a sale kept on the till); undefined once it was sent. */
export async function readKeptSale(clientId: string): Promise<OutboxEntry | undefined> {
  const stored = await inStore(
    'outbox',
    'readonly',
    (outbox) => outbox.get(clientId) as IDBRequest<StoredEntry | undefined>,
  )
  return stored && fromStore(stored)
}

export async function readOutbox(): Promise<OutboxEntry[]> {
  const stored = await inStore('outbox', 'readonly', (outbox) => outbox.getAll() as IDBRequest<StoredEntry[]>)
  return stored.map(fromStore)
}

/**
 * Sells through the outbox: the entry is written first, then `post` sends it (POST /sale). An answer removes
 * it (a refusal is thrown as before); no answer keeps it as an offline sale when `mayKeep` (resolves null),
 * or removes it and throws. A sale that could not be written first is never kept offline.
 */
export async function sellThroughOutbox<T>(entry: OutboxEntry, post: () => Promise<T>, mayKeep: boolean) {
  const written = await saveSale(entry).then(
    () => true,
    () => false,
  )
  sending.add(entry.clientId)
  try {
    const answer = await post()
    void dropSale(entry.clientId).catch(() => undefined)
    return answer
  } catch (error) {
    const keep = written && mayKeep && noAnswer(error)
    if (
      keep &&
      (await saveSale({ ...entry, state: 'waiting' }).then(
        () => true,
        () => false,
      ))
    )
      return null
    void dropSale(entry.clientId).catch(() => undefined)
    throw error
  } finally {
    sending.delete(entry.clientId)
  }
}

function replaySale(entry: OutboxEntry): Promise<unknown> {
  return apiRequest(OFFLINE_SALE_PATH, {
    method: 'POST',
    body: { clientId: entry.clientId, soldAt: entry.soldAt, sale: entry.sale },
    headers: {
      'Idempotency-Key': entry.clientId,
      ...(entry.tillId === null ? {} : { [TILL_HEADER]: String(entry.tillId) }),
    },
    skipGlobalHandler: true,
    overlay: false,
  })
}

/**
 * A sale whose page closed while POST /sale was under way: the cashier was never told it was sold, and the
 * cart is still on the till to be rung again. Stored (the server knows its client id) or not, the entry goes:
 * replaying it would sell the cart twice. Only no answer keeps it for the next flush.
 */
async function settleUnanswered(entry: OutboxEntry): Promise<void> {
  try {
    await apiRequest(`${OFFLINE_SALE_PATH}/${entry.clientId}`, { skipGlobalHandler: true, overlay: false })
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error
  }
}

/** How a flush ended: all sent (or refused), the session is gone (401), or the server could not be reached. */
export type FlushEnd = 'done' | 'signedOut' | 'unreachable'

/**
 * Replays the signed-in user's offline sales to POST /offline-sales, oldest first, and settles the sales a
 * closed page left unanswered (settleUnanswered). 2xx (first write or a replay the server recognised) deletes
 * the entry; 401 stops until that user signs in again; no answer, a
 * 5xx, 408 or 429 stops for a back-off; any other refusal (422, 403 ...) keeps the entry as 'refused'.
 * `busy` are the client ids this page is sending right now.
 */
export async function flushOutbox(userId: number, busy: ReadonlySet<string> = new Set()): Promise<FlushEnd> {
  const now = Date.now()
  const due = (await readOutbox())
    .filter(
      (entry) =>
        entry.userId === userId &&
        (entry.state === 'waiting' ||
          (entry.state === 'sending' &&
            !busy.has(entry.clientId) &&
            now - Date.parse(entry.soldAt) > STALE_SENDING_MS)),
    )
    .sort((a, b) => a.soldAt.localeCompare(b.soldAt))
  for (const entry of due) {
    try {
      if (entry.state === 'sending') await settleUnanswered(entry)
      else await replaySale(entry)
      await dropSale(entry.clientId)
    } catch (error) {
      const status = isApiError(error) ? error.status : 0
      if (status === 401 || status === 419) return 'signedOut'
      if (status === 0 || status >= 500 || status === 408 || status === 429) return 'unreachable'
      await saveSale({ ...entry, state: 'refused', message: isApiError(error) ? error.message : String(error) })
    }
  }
  return 'done'
}
