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

/** The locale a paper in `language` is written in, with the shop's digits choice (General settings). */
export function paperLocale(language: string, general: { arabicDigits?: unknown }): string {
  const arabicDigits: ArabicDigits = general.arabicDigits === 'arab' ? 'arab' : 'latn'
  return formattingLocale(language, arabicDigits)
}

/**
 * The shop's formats from its general settings. `timeZone` is the shop's zone (the general settings' one,
 * else the server's): a PDF made on a server in UTC still shows the time on the shop's clock. `language`
 * is the document's, and its locale writes the digits, the separators and the month and day names, as the
 * screens do in that language: $1 234,50 in French, Arabic-Indic digits in an Arabic shop that chose them
 * (General settings). The patterns (the symbol's side, the date format) are the shop's in every language.
 */
export function documentFormats(
  general: Pick<GeneralSettings, 'symbol' | 'symbolOnLeft' | 'spaceBetweenAmountAndSymbol' | 'dateFormat'> & {
    arabicDigits?: unknown
  },
  timeZone: string,
  language = 'en',
): DocumentFormats {
  const currency = currencyOf(general)
  const locale = paperLocale(language, general)
  return {
    money: (cents) => formatCents(cents, currency, locale),
    date: (value) => formatDate(value, general.dateFormat, timeZone, locale),
    dateTime: (value) => formatDate(value, dateTimeFormat(general.dateFormat), timeZone, locale),
  }
}
