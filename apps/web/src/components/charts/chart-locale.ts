import { formattingLocale } from '@counterpart/domain/i18n/languages'
import { useTranslation } from 'react-i18next'
import { useConfigs } from '../../lib/app-configuration.ts'

/**
 * The locale charts and report figures write their month and day names and their counts in: the reader's
 * language, with the shop's choice of digits for Arabic (Latin unless the shop chose Arabic-Indic).
 */
export function useChartLocale(): string {
  const { i18n } = useTranslation()
  const configs: object = useConfigs()
  const digits = 'arabicDigits' in configs && configs.arabicDigits === 'arab' ? 'arab' : 'latn'
  return formattingLocale(i18n.language, digits)
}

/** A calendar day ('YYYY-MM-DD') in a locale's own words and order; a calendar day has no time zone. */
export function formatCalendarDay(day: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date)
}
