import { currencyOf, dateTimeFormat, formatCents, formatDate, type DateInput } from '@counterpart/domain/format'
import { formattingLocale, type ArabicDigits } from '@counterpart/domain/i18n/languages'
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
 * The digits of a locale (Arabic-Indic for `ar-u-nu-arab`), as `Intl` writes them; null for Latin digits,
 * which the domain's formatters already write.
 */
function localeDigits(locale: string): string[] | null {
  const digits = new Intl.NumberFormat(locale, { useGrouping: false }).format(1234567890)
  if (digits === '1234567890') return null
  const [one, two, three, four, five, six, seven, eight, nine, zero] = [...digits]
  return [zero, one, two, three, four, five, six, seven, eight, nine].map((digit) => digit ?? '')
}

/**
 * The shop's formats from its general settings. `timeZone` is the shop's zone (the general settings' one,
 * else the server's): a PDF made on a server in UTC still shows the time on the shop's clock. `language`
 * is the document's: in Arabic with the shop's Arabic digits (General settings), the digits are Arabic-Indic;
 * the patterns (the symbol's side, the date format) are the shop's in every language.
 */
export function documentFormats(
  general: Pick<GeneralSettings, 'symbol' | 'symbolOnLeft' | 'spaceBetweenAmountAndSymbol' | 'dateFormat'> & {
    arabicDigits?: unknown
  },
  timeZone: string,
  language = 'en',
): DocumentFormats {
  const currency = currencyOf(general)
  const arabicDigits: ArabicDigits = general.arabicDigits === 'arab' ? 'arab' : 'latn'
  const digits = localeDigits(formattingLocale(language, arabicDigits))
  const written = digits
    ? (text: string) => text.replace(/[0-9]/gu, (digit) => digits[Number(digit)] ?? digit)
    : (text: string) => text
  return {
    money: (cents) => written(formatCents(cents, currency)),
    date: (value) => written(formatDate(value, general.dateFormat, timeZone)),
    dateTime: (value) => written(formatDate(value, dateTimeFormat(general.dateFormat), timeZone)),
  }
}
