import { tr } from '@counterpart/domain/i18n/translate'
import { MAX_LINE_QUANTITY, MAX_RATE_PERCENT, RATE_DECIMALS } from '@counterpart/domain/cart-limits'

/**
 * The terminal's own check of the numbers a cashier types into the cart (issue 26), with the domain's
 * bounds the server enforces too: a barcode typed into Quantity or Tax is refused on the spot, with a
 * message naming the field, instead of becoming a $594 trillion sale.
 */

const WHOLE = /^\d+$/
const RATE = new RegExp(`^\\d+(\\.\\d{1,${RATE_DECIMALS}})?$`)

/** A line's quantity: a whole number from 1 to MAX_LINE_QUANTITY. */
export function quantityError(text: string, label: string): string | undefined {
  const value = text.trim()
  if (!WHOLE.test(value) || Number(value) < 1 || Number(value) > MAX_LINE_QUANTITY) {
    return tr('pos:bounds.quantity', { label, max: MAX_LINE_QUANTITY.toLocaleString('en-US') })
  }
  return undefined
}

/** A rate (tax, discount): 0 to MAX_RATE_PERCENT % with at most RATE_DECIMALS decimals. */
export function rateError(text: string, label: string): string | undefined {
  const value = text.trim()
  if (!RATE.test(value) || Number(value) > MAX_RATE_PERCENT) {
    return tr('pos:bounds.rate', { label, max: MAX_RATE_PERCENT, decimals: RATE_DECIMALS })
  }
  return undefined
}
