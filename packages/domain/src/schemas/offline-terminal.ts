/**
 * Offline selling (issue 18): the paths, limits and texts the sales terminal needs, without zod, so the
 * terminal's download stays small. The server's request and answer schemas are in offline.ts.
 */
import { tr } from '../i18n/translate.ts'

/** POST: a sale a till already handed over, replayed from its outbox (Idempotency-Key = clientId). */
export const OFFLINE_SALE_PATH = '/offline-sales'
/** GET ?after=<last id>&limit=: the terminal's catalogue snapshot, a page at a time in id order. */
export const OFFLINE_CATALOGUE_PATH = '/offline/catalogue'
/** GET ?after=<last id>&limit=: customers' names and phones, for on-credit sales while offline. */
export const OFFLINE_CUSTOMERS_PATH = '/offline/customers'
/** Rows per snapshot page: the default and the most a page may ask for. */
export const OFFLINE_PAGE_SIZE = 1000
export const OFFLINE_PAGE_MAX = 2000

/** The texts the terminal shows about offline selling. */
export const OFFLINE_TEXTS = {
  get offline() {
    return tr('messages:offlineTerminal.offline.offline')
  },
  waiting: (count: number) => tr('messages:offlineTerminal.offline.waiting', { count }),
  lastInTouch: (when: string) => tr('messages:offlineTerminal.offline.lastInTouch', { when }),
  pricesAsOf: (when: string) => tr('messages:offlineTerminal.offline.pricesAsOf', { when }),
  get limits() {
    return tr('messages:offlineTerminal.offline.limits')
  },
  tooLong: (minutes: number) => tr('messages:offlineTerminal.offline.tooLong', { minutes }),
  get savedOffline() {
    return tr('messages:offlineTerminal.offline.savedOffline')
  },
  needsAttention: (count: number) => tr('messages:offlineTerminal.offline.needsAttention', { count }),
  get notOffline() {
    return tr('messages:offlineTerminal.offline.notOffline')
  },
  /** The heading of the receipt printed from a sale kept on the till (issue 26). */
  get provisionalReceipt() {
    return tr('messages:offlineTerminal.offline.provisionalReceipt')
  },
  get provisionalNote() {
    return tr('messages:offlineTerminal.offline.provisionalNote')
  },
  /** The provisional receipt opened after its sale was sent: the server's receipt is the one to print. */
  get provisionalSent() {
    return tr('messages:offlineTerminal.offline.provisionalSent')
  },
  get notCached() {
    return tr('messages:offlineTerminal.offline.notCached')
  },
  unavailable: {
    get insecure() {
      return tr('messages:offlineTerminal.offline.unavailable.insecure')
    },
    get unsupported() {
      return tr('messages:offlineTerminal.offline.unavailable.unsupported')
    },
    get noTill() {
      return tr('messages:offlineTerminal.offline.unavailable.noTill')
    },
    get notAllowed() {
      return tr('messages:offlineTerminal.offline.unavailable.notAllowed')
    },
    /** Added by the terminal's helper: allowed, but the first snapshot has not been kept yet. */
    get noSnapshot() {
      return tr('messages:offlineTerminal.offline.unavailable.noSnapshot')
    },
  },
}
