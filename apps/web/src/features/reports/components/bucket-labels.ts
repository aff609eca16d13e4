import type { ChartUnit } from '@counterpart/domain/pricing/report-chart-buckets'
import { formatDate } from '@counterpart/domain/format'

/**
 * The words of a report chart's buckets. Fixed short formats rather than the shop's date format, which
 * may carry a time of day or a weekday that an axis has no room for. `start` is 'YYYY-MM-DD' or, for an
 * hour, 'YYYY-MM-DD HH:MM' (the shop's calendar, so no time zone applies).
 */

/** Months read 'Mar', with the year on the chart's first month and on each January ('Jan 2026'). */
export function bucketTickLabel(start: string, unit: ChartUnit, firstStart?: string): string {
  if (unit === 'hour') return start.slice(11, 16)
  const day = start.slice(0, 10)
  if (unit !== 'month') return formatDate(day, 'j M')
  return formatDate(day, start === firstStart || day.slice(5, 7) === '01' ? 'M Y' : 'M')
}

export function bucketTooltipLabel(start: string, unit: ChartUnit): string {
  const day = start.slice(0, 10)
  switch (unit) {
    case 'hour':
      return `${formatDate(day, 'D j M Y')}, ${start.slice(11, 16)}`
    case 'day':
      return formatDate(day, 'D j M Y')
    case 'week':
      return `Week from ${formatDate(day, 'D j M Y')}`
    case 'month':
      return formatDate(day, 'F Y')
  }
}

/** How the chart cuts the period, in words for its caption and empty state. */
export const UNIT_WORDS: Record<ChartUnit, string> = {
  hour: 'hour by hour',
  day: 'day by day',
  week: 'week by week',
  month: 'month by month',
}
