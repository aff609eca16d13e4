/**
 * Offline selling (issue 18): the paths, limits and texts the sales terminal needs, without zod, so the
 * terminal's download stays small. The server's request and answer schemas are in offline.ts.
 */

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
  offline: 'Offline',
  waiting: (count: number) => (count === 1 ? '1 sale waiting to sync' : `${count} sales waiting to sync`),
  lastInTouch: (when: string) => `Last in touch ${when}`,
  pricesAsOf: (when: string) => `Prices as of ${when}`,
  limits:
    'Offline: cash and on-credit sales of the products kept on this till. Refunds, new customers, invoices by mail and stock updates wait for the connection.',
  tooLong: (minutes: number) =>
    `This till has been offline for more than ${minutes} minutes. Its sales are kept here until the connection is back.`,
  savedOffline: 'Sale saved on this till. It will be sent to the server when the connection is back.',
  needsAttention: (count: number) =>
    count === 1 ? '1 offline sale was refused by the server' : `${count} offline sales were refused by the server`,
  notOffline: 'Not available offline: this needs the connection to the server.',
  /** The heading of the receipt printed from a sale kept on the till (issue 26). */
  provisionalReceipt: "Provisional receipt — not yet sent to the shop's server",
  provisionalNote: "The sale's number and its receipt come once it reaches the shop's server.",
  /** The provisional receipt opened after its sale was sent: the server's receipt is the one to print. */
  provisionalSent: "This sale has reached the shop's server: print its receipt from the sale's page.",
  notCached: 'This product is not kept on this till for offline selling.',
  unavailable: {
    insecure:
      'Offline selling is unavailable: this address is not secure. Open Counterpart over HTTPS or on localhost.',
    unsupported: 'Offline selling is unavailable: this browser cannot keep the app for offline use.',
    noTill: 'Offline selling is unavailable: choose the till this device stands at.',
    notAllowed: 'Offline selling is unavailable: your role may not sell offline.',
    /** Added by the terminal's helper: allowed, but the first snapshot has not been kept yet. */
    noSnapshot: 'Offline selling is unavailable until this till has kept the products: it needs a few moments online.',
  },
} as const
