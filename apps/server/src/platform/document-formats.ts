import { currencyOf, dateTimeFormat, formatCents, formatDate, type DateInput } from '@counterpart/domain/format'
import type { GeneralSettings } from '@counterpart/domain/settings'

/** How a printed document (a PDF invoice) writes money and dates: exactly as the shop's screens do. */
export interface DocumentFormats {
  /** Cents with the shop's currency symbol, on its side: $1,234.50. */
  money: (cents: number) => string
  /** A calendar day (a due date) in the shop's date format. */
  date: (value: DateInput) => string
  /** A moment (when a sale was made) in the shop's date format with the time, in the shop's time zone. */
  dateTime: (value: DateInput) => string
}

/**
 * The shop's formats from its general settings. `timeZone` is the shop's zone (the general settings' one,
 * else the server's): a PDF made on a server in UTC still shows the time on the shop's clock.
 */
export function documentFormats(
  general: Pick<GeneralSettings, 'symbol' | 'symbolOnLeft' | 'spaceBetweenAmountAndSymbol' | 'dateFormat'>,
  timeZone: string,
): DocumentFormats {
  const currency = currencyOf(general)
  return {
    money: (cents) => formatCents(cents, currency),
    date: (value) => formatDate(value, general.dateFormat, timeZone),
    dateTime: (value) => formatDate(value, dateTimeFormat(general.dateFormat), timeZone),
  }
}
