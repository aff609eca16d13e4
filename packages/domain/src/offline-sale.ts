import { DEFAULT_GATEWAY } from './constants.ts'

/**
 * The rules of a sale a till keeps offline (issues 18, 26 and 34), shared by the terminal, which decides
 * what it may keep, and the server, which decides where a kept sale lands when it arrives.
 */

/** What the terminal knows of a checkout: paid at once or on credit, and how. */
export interface OfflineCheckout {
  method: boolean
  gateway: string
}

/**
 * Whether a till may keep this sale when the server does not answer: cash or on credit, catalogue products
 * only (the till's snapshot holds no item bought from a customer, each unique, which two tills could sell
 * twice), and a till able to sell offline (`unavailable` is the reason it cannot, null when it can; the
 * server leaves it out: the route's gate is its check).
 */
export function mayKeepOffline(
  sale: { items: readonly { custom?: unknown }[] },
  checkout: OfflineCheckout,
  till: { unavailable: string | null } = { unavailable: null },
): boolean {
  return (
    till.unavailable === null &&
    !sale.items.some(
      (item) => item.custom === true || item.custom === 1 || item.custom === '1' || item.custom === 'true',
    ) &&
    (!checkout.method || checkout.gateway === DEFAULT_GATEWAY)
  )
}

/**
 * A silence longer than this between two requests of one till is a time it may have been offline; shorter,
 * it was in touch. The terminal asks the server something at least every 30 s while it is open.
 */
export const OFFLINE_GAP_MS = 60_000

/**
 * What the server knows of a till's contact (ISO times): its last request, since when it has been in touch
 * without a silence longer than OFFLINE_GAP_MS, and its last request before that silence.
 */
export interface TillContact {
  lastContact: string | null
  onlineSince: string | null
  offlineFrom: string | null
}

export const NO_CONTACT: TillContact = { lastContact: null, onlineSince: null, offlineFrom: null }

/** The till's contact after a request at `at`: a silence before it opens a new time in touch. */
export function touchContact(contact: TillContact, at: string): TillContact {
  if (contact.lastContact !== null && contact.lastContact >= at) return contact
  if (contact.lastContact === null || Date.parse(at) - Date.parse(contact.lastContact) > OFFLINE_GAP_MS) {
    return { lastContact: at, onlineSince: at, offlineFrom: contact.lastContact }
  }
  return { ...contact, lastContact: at }
}

/** Why an offline sale is not dated when its till said it was sold. */
export type OfflineDating = 'asClaimed' | 'beforeContact' | 'beforeSession' | 'future'

export interface OfflineSaleDate {
  /** When the sale is dated: the claimed time, or the nearest edge of the window. */
  datedAt: string
  dating: OfflineDating
  /** The till was in touch with the server when it says it sold (a review item, never a refusal). */
  whileOnline: boolean
}

/**
 * Dates an offline sale inside the window in which its till could have been offline (issue 34): not before
 * the till's last contact before it went quiet, not before the open session it lands in opened, not after
 * it arrived. A claimed time outside is kept by the caller as claimed; the sale is dated at the nearest
 * edge. `contact` is the till's contact including this arrival (touchContact first).
 */
export function dateOfflineSale(
  claimed: string,
  window: { contact: TillContact; sessionOpenedAt: string | null; receivedAt: string },
): OfflineSaleDate {
  const { contact, sessionOpenedAt, receivedAt } = window
  const whileOnline = contact.onlineSince !== null && contact.onlineSince < receivedAt && claimed >= contact.onlineSince
  if (claimed > receivedAt) return { datedAt: receivedAt, dating: 'future', whileOnline: false }
  const edges: { at: string; dating: OfflineDating }[] = []
  if (contact.offlineFrom !== null) edges.push({ at: contact.offlineFrom, dating: 'beforeContact' })
  if (sessionOpenedAt !== null) edges.push({ at: sessionOpenedAt, dating: 'beforeSession' })
  const lower = edges.filter((edge) => edge.at <= receivedAt).sort((a, b) => b.at.localeCompare(a.at))[0]
  if (lower && claimed < lower.at) return { datedAt: lower.at, dating: lower.dating, whileOnline }
  return { datedAt: claimed, dating: 'asClaimed', whileOnline }
}

/** Review items an offline sale may raise for the owner (offline_reviews.reason). */
export const OFFLINE_REVIEW_REASONS = [
  'dated',
  'whileOnline',
  'belowCatalogue',
  'offSale',
  'outsideSession',
  // Issue 29: a device unit the till sold that the server could not mark sold (sold meanwhile online ...).
  'unitConflict',
] as const
export type OfflineReviewReason = (typeof OFFLINE_REVIEW_REASONS)[number]

/**
 * Whether a till's price is below the catalogue's beyond the shop's tolerance (percent of the catalogue
 * price, POS setting offlinePriceTolerance). Integers only: cents × 100 against cents × (100 − tolerance).
 */
export function belowCatalogue(soldCents: number, catalogueCents: number, tolerancePercent: number): boolean {
  return soldCents * 100_000 < catalogueCents * (100_000 - Math.round(tolerancePercent * 1000))
}
