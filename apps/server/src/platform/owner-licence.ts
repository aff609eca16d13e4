import { tr } from '@counterpart/domain/i18n/translate'
import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The owner licence (spec 000 §3 ownnerInfo, spec 001 §9): printed bills and PDFs carry the vendor credit
 * unless the general settings hold the licence key bought for this shop. The key is the HMAC-SHA256 of
 * the shop's site name under the deployment's LICENSE_SECRET (hex, 32 characters), so a key cannot be
 * made up without the secret and a key for one shop does not unlock another. Without a secret nothing
 * unlocks. The one rule for every print: the browser asks GET /api/print-footer, the PDFs call
 * `vendorCreditShown`; the check never runs in the browser.
 */
/** The vendor credit on printed bills, in the reader's language (documents:vendorCredit). */
export function vendorCreditText(): string {
  return tr('documents:vendorCredit')
}

function normalisedSiteName(siteName: string): string {
  return siteName.trim().toLowerCase()
}

export function ownerLicenceKey(siteName: string, secret: string): string {
  if (!secret) throw new Error('LICENSE_SECRET is not set')
  return createHmac('sha256', secret)
    .update(`owner:${normalisedSiteName(siteName)}`)
    .digest('hex')
    .slice(0, 32)
}

export function ownerLicenceUnlocks(ownnerInfo: string, siteName: string, secret: string): boolean {
  const given = ownnerInfo.trim().toLowerCase()
  if (!secret || given.length !== 32) return false
  return timingSafeEqual(Buffer.from(given), Buffer.from(ownerLicenceKey(siteName, secret)))
}

/** Whether a printed bill or PDF carries the vendor credit, from the general settings. */
export function vendorCreditShown(general: { ownnerInfo: string; site_name: string }, secret: string): boolean {
  return !ownerLicenceUnlocks(general.ownnerInfo, general.site_name, secret)
}
