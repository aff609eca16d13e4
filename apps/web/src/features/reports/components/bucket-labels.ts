import type { ChartUnit } from '@counterpart/domain/pricing/report-chart-buckets'
import { formatDate } from '@counterpart/domain/format'
import { tr } from '@counterpart/domain/i18n/translate'
import { formatCalendarDay } from '../../../components/charts/chart-locale.ts'

/**
 * The words of a report chart's buckets. Fixed short formats rather than the shop's date format, which
 * may carry a time of day or a weekday that an axis has no room for. `start` is 'YYYY-MM-DD' or, for an
 * hour, 'YYYY-MM-DD HH:MM' (the shop's calendar, so no time zone applies). English keeps its day-first
 * formats ('2 Mar', 'Tue 10 Mar 2026'); another locale writes the same parts in its own words and order.
 */

const ENGLISH = 'en'

function day(value: string, locale: string, english: string, options: Intl.DateTimeFormatOptions): string {
  return locale === ENGLISH ? formatDate(value, english) : formatCalendarDay(value, locale, options)
}

const FULL_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }

/** Months read 'Mar', with the year on the chart's first month and on each January ('Jan 2026'). */
export function bucketTickLabel(start: string, unit: ChartUnit, firstStart?: string, locale = ENGLISH): string {
  if (unit === 'hour') return start.slice(11, 16)
  const date = start.slice(0, 10)
  if (unit !== 'month') return day(date, locale, 'j M', { day: 'numeric', month: 'short' })
  return start === firstStart || date.slice(5, 7) === '01'
    ? day(date, locale, 'M Y', { month: 'short', year: 'numeric' })
    : day(date, locale, 'M', { month: 'short' })
}

export function bucketTooltipLabel(start: string, unit: ChartUnit, locale = ENGLISH): string {
  const date = start.slice(0, 10)
  switch (unit) {
    case 'hour':
      return tr('reports:chart.dayAndTime', { day: day(date, locale, 'D j M Y', FULL_DAY), time: start.slice(11, 16) })
    case 'day':
      return day(date, locale, 'D j M Y', FULL_DAY)
    case 'week':
      return tr('reports:chart.weekFrom', { day: day(date, locale, 'D j M Y', FULL_DAY) })
    case 'month':
      return day(date, locale, 'F Y', { month: 'long', year: 'numeric' })
  }
}

/** How the chart cuts the period, for its caption (keys, drawn with t()). */
export const UNIT_CAPTIONS: Record<ChartUnit, string> = {
  hour: 'reports:chart.by.hour',
  day: 'reports:chart.by.day',
  week: 'reports:chart.by.week',
  month: 'reports:chart.by.month',
}
