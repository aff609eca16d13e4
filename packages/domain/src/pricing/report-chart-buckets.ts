import { addDays, formatCalendarDate, parseCalendarDate, type CalendarDate } from './calendar.ts'
import { calendarDateAt, localDateTimeText, startOfDay } from './time-zone.ts'
import { type InstantRange, type ReportDuration } from './report-period.ts'

/**
 * The bars of a report's chart: its days cut into hours, days, weeks or months of the shop's calendar,
 * each a range of instants the server sums orders over (one GROUP BY, never rows in memory). Pure: the
 * current instant and the time zone are passed in.
 */

export type ChartUnit = 'hour' | 'day' | 'week' | 'month'

/** A report of at most this many days is drawn day by day (a month is 28 to 31 days). */
export const CHART_DAILY_MAX_DAYS = 31
/** Up to half a year week by week (at most 27 bars); longer, month by month (a ten-year period is 121). */
export const CHART_WEEKLY_MAX_DAYS = 183

export interface ChartBucket extends InstantRange {
  /**
   * Where the bucket starts in the shop's calendar: 'YYYY-MM-DD' (its first day; a week or month cut by
   * the report's first day starts there), or 'YYYY-MM-DD HH:MM' for an hour.
   */
  start: string
}

/** The first and last calendar days a report covers (spec 002 §9 durations), in the shop's time zone. */
export function reportDays(
  request: { duration: ReportDuration; fromDate?: string | null; endDate?: string | null },
  now: number,
  timeZone: string,
): { first: CalendarDate; last: CalendarDate } {
  const today = calendarDateAt(now, timeZone)
  switch (request.duration) {
    case 'today':
      return { first: today, last: today }
    case 'monthly': {
      const first = { ...today, day: 1 }
      return { first, last: addDays({ year: today.year, month: today.month + 1, day: 1 }, -1) }
    }
    case 'yearly':
      return { first: { year: today.year, month: 1, day: 1 }, last: { year: today.year, month: 12, day: 31 } }
    case 'period': {
      const first = parseCalendarDate(request.fromDate ?? '')
      const last = parseCalendarDate(request.endDate ?? '')
      if (!first || !last) throw new RangeError('A period needs fromDate and endDate as YYYY-MM-DD')
      return { first, last }
    }
  }
}

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / DAY_MS
}

/** How many calendar days from first to last, both counted. */
export function daysCounted(first: CalendarDate, last: CalendarDate): number {
  return dayNumber(last) - dayNumber(first) + 1
}

/** One day is drawn hour by hour, a month day by day, half a year week by week, longer month by month. */
export function chartUnitFor(days: number): ChartUnit {
  if (days <= 1) return 'hour'
  if (days <= CHART_DAILY_MAX_DAYS) return 'day'
  if (days <= CHART_WEEKLY_MAX_DAYS) return 'week'
  return 'month'
}

/** The day a bucket after `date` starts: the next day, the next Monday, or the first of the next month. */
function nextStart(date: CalendarDate, unit: Exclude<ChartUnit, 'hour'>): CalendarDate {
  if (unit === 'day') return addDays(date, 1)
  if (unit === 'week') {
    const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()
    // Weeks start on Monday (ISO 8601): from a Monday the next is 7 days on, from a Sunday 1.
    return addDays(date, weekday === 1 ? 7 : (8 - weekday) % 7)
  }
  return addDays({ year: date.year, month: date.month + 1, day: 1 }, 0)
}

const iso = (instant: number) => new Date(instant).toISOString()

/**
 * The buckets of the days first to last (both included) in a time zone, oldest first. They follow each
 * other without a gap (one's `to` is the next one's `from`), so together they cover exactly the report's
 * range. Hours step an hour of real time from the day's start: a day when clocks change has 23 or 25.
 */
export function chartBuckets(
  first: CalendarDate,
  last: CalendarDate,
  timeZone: string,
): { unit: ChartUnit; buckets: ChartBucket[] } {
  const unit = chartUnitFor(daysCounted(first, last))
  const end = startOfDay(addDays(last, 1), timeZone)
  const buckets: ChartBucket[] = []
  if (unit === 'hour') {
    for (let from = startOfDay(first, timeZone); from < end; from += HOUR_MS) {
      buckets.push({
        start: localDateTimeText(from, timeZone).slice(0, 16),
        from: iso(from),
        to: iso(Math.min(from + HOUR_MS, end)),
      })
    }
    return { unit, buckets }
  }
  for (let day = first; dayNumber(day) <= dayNumber(last); day = nextStart(day, unit)) {
    const next = nextStart(day, unit)
    buckets.push({
      start: formatCalendarDate(day),
      from: iso(startOfDay(day, timeZone)),
      to: iso(dayNumber(next) > dayNumber(last) ? end : startOfDay(next, timeZone)),
    })
  }
  return { unit, buckets }
}

/**
 * Consecutive buckets grouped so that each group spans at most `maxMs` (a bucket longer than that is a
 * group of its own): the server sums one group per query and lets other requests in between.
 */
export function groupBuckets<B extends InstantRange>(
  buckets: readonly B[],
  maxMs: number,
): { offset: number; buckets: B[] }[] {
  const groups: { offset: number; buckets: B[] }[] = []
  let current: { offset: number; buckets: B[] } | null = null
  for (const [index, bucket] of buckets.entries()) {
    const first: B | undefined = current?.buckets[0]
    if (current && first && Date.parse(bucket.to) - Date.parse(first.from) <= maxMs) {
      current.buckets.push(bucket)
    } else {
      current = { offset: index, buckets: [bucket] }
      groups.push(current)
    }
  }
  return groups
}
