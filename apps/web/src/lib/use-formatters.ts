import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { dateTimeFormat, formatDate, formatMoney, formatMoneyAxis, type DateInput } from '@counterpart/domain/format'
import { formattingLocale } from '@counterpart/domain/i18n/languages'
import { useConfigs } from './app-configuration.ts'
import { usePaperLanguageHere } from './i18n/paper.tsx'

export interface Formatters {
  money: (amount: number | string) => string
  /** The short money of a chart's axis ticks ("$1,200", "$12.5k"). */
  moneyAxis: (amount: number) => string
  /** The day in the shop's date format. */
  date: (value: DateInput) => string
  /** The day and the time (the date format's own time, or H:i after it). */
  dateTime: (value: DateInput) => string
}

/**
 * Money and dates as the shop configured them (currency placement, date format, time zone), in the digits,
 * separators and month names of the page's language (issue 32), with the shop's choice of digits for
 * Arabic; on a receipt (a Paper), in the paper's language. English reads exactly as the shop wrote it.
 */
export function useFormatters(): Formatters {
  const configs = useConfigs()
  const { currency, dateFormat, timezone } = configs
  const page = useTranslation().i18n.language
  const language = usePaperLanguageHere() ?? page
  const digits = 'arabicDigits' in configs && configs.arabicDigits === 'arab' ? 'arab' : 'latn'
  const locale = formattingLocale(language, digits)
  return useMemo(
    () => ({
      money: (amount: number | string) => formatMoney(amount, currency, locale),
      moneyAxis: (amount: number) => formatMoneyAxis(amount, currency, locale),
      date: (value: DateInput) => formatDate(value, dateFormat, timezone, locale),
      dateTime: (value: DateInput) => formatDate(value, dateTimeFormat(dateFormat), timezone, locale),
    }),
    [currency, dateFormat, timezone, locale],
  )
}
