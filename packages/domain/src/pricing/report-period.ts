import { addDays, addMonths, formatCalendarDate, parseCalendarDate, type CalendarDate } from './calendar.ts'
import { calendarDateAt, startOfDay } from './time-zone.ts'

/**
 * The instants a report covers: the shop's days, months and years as UTC instants (reports query
 * `created_at >= from AND created_at < to`, ISO text, on both databases). Pure: the current instant and
 * the time zone are always passed in.
 */

/** A half-open range of instants, as ISO-8601 UTC text: from <= created_at < to. */
export interface InstantRange {
  from: string
  to: string
}

export type ReportDuration = 'today' | 'monthly' | 'yearly' | 'period'

function iso(instant: number): string {
  return new Date(instant).toISOString()
}

/** The UTC range of whole calendar days [first, last] in a time zone. */
export function daysRange(first: CalendarDate, last: CalendarDate, timeZone: string): InstantRange {
  return { from: iso(startOfDay(first, timeZone)), to: iso(startOfDay(addDays(last, 1), timeZone)) }
}

/**
 * The instants a report covers (spec 002 §9): today, this calendar month, this calendar year, or the
 * days fromDate to endDate inclusive, all in the shop's time zone.
 */
export function reportRange(
  request: { duration: ReportDuration; fromDate?: string | null; endDate?: string | null },
  now: number,
  timeZone: string,
): InstantRange {
  const today = calendarDateAt(now, timeZone)
  switch (request.duration) {
    case 'today':
      return daysRange(today, today, timeZone)
    case 'monthly': {
      const first = { ...today, day: 1 }
      return { from: iso(startOfDay(first, timeZone)), to: iso(startOfDay(addMonths(first, 1), timeZone)) }
    }
    case 'yearly':
      return {
        from: iso(startOfDay({ year: today.year, month: 1, day: 1 }, timeZone)),
        to: iso(startOfDay({ year: today.year + 1, month: 1, day: 1 }, timeZone)),
      }
    case 'period': {
      const first = parseCalendarDate(request.fromDate ?? '')
      const last = parseCalendarDate(request.endDate ?? '')
      if (!first || !last) throw new RangeError('A period needs fromDate and endDate as YYYY-MM-DD')
      return daysRange(first, last, timeZone)
    }
  }
}

export interface MonthRange extends InstantRange {
  /** 'YYYY-MM' of the shop's calendar. */
  month: string
}

/** The last `count` calendar months in a time zone, oldest first, ending with the current one. */
export function lastMonths(now: number, timeZone: string, count = 12): MonthRange[] {
  const current = { ...calendarDateAt(now, timeZone), day: 1 }
  const months: MonthRange[] = []
  for (let back = count - 1; back >= 0; back -= 1) {
    const first = addMonths(current, -back)
    months.push({
      month: formatCalendarDate(first).slice(0, 7),
      from: iso(startOfDay(first, timeZone)),
      to: iso(startOfDay(addMonths(first, 1), timeZone)),
    })
  }
  return months
}

/**
 * A range cut into consecutive pieces of at most `maxMs`, in order: a long report sums its pieces one at
 * a time, so no single query holds the database (and, on SQLite, the event loop) for long. Sums of the
 * pieces are exactly the sum of the whole, as every amount is integer cents.
 */
export function splitRange(range: InstantRange, maxMs: number): InstantRange[] {
  const start = Date.parse(range.from)
  const end = Date.parse(range.to)
  if (!(end > start)) return []
  const pieces: InstantRange[] = []
  for (let from = start; from < end; from += maxMs) {
    pieces.push({
      from: pieces.length === 0 ? range.from : iso(from),
      to: from + maxMs >= end ? range.to : iso(from + maxMs),
    })
  }
  return pieces
}

/**
 * This week in the shop's calendar: from its Monday to today, both counted (the owner's "this week",
 * issue 28), as instants.
 */
export function weekToDateRange(now: number, timeZone: string): InstantRange {
  const today = calendarDateAt(now, timeZone)
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay()
  // getUTCDay counts from Sunday (0); the week starts on Monday.
  const monday = addDays(today, -((weekday + 6) % 7))
  return daysRange(monday, today, timeZone)
}
