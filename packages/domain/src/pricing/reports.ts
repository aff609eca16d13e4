import type { Cents } from '../money.ts'

/**
 * The arithmetic of reports that is not a SQL sum: the shop's days, months and years as UTC instants
 * (reports query `created_at >= from AND created_at < to`, ISO text, on both databases), and the CSV
 * an accountant opens. Pure: the current instant and the time zone are always passed in.
 */

export interface CalendarDate {
  year: number
  /** 1 to 12. */
  month: number
  day: number
}

/** A half-open range of instants, as ISO-8601 UTC text: from <= created_at < to. */
export interface InstantRange {
  from: string
  to: string
}

export type ReportDuration = 'today' | 'monthly' | 'yearly' | 'period'

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** True for a time zone name the runtime knows ("Europe/Paris", "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    formatterFor(name)
    return true
  } catch {
    return false
  }
}

/** The wall-clock reading of an instant in a time zone, as if it were UTC (epoch ms, whole seconds). */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  )
}

/** How far the zone's clocks are ahead of UTC at an instant, in ms. */
export function zoneOffset(instant: number, timeZone: string): number {
  return wallClock(instant, timeZone) - Math.floor(instant / 1000) * 1000
}

/** The calendar date an instant falls on in a time zone. */
export function calendarDateAt(instant: number, timeZone: string): CalendarDate {
  const wall = new Date(wallClock(instant, timeZone))
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() }
}

/** A date moved by whole days, months are normalised (Jan 32 -> Feb 1, month 13 -> January next year). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() }
}

export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1 + months, 1))
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: date.day }
}

/**
 * The first instant of a calendar day in a time zone (epoch ms). Usually local midnight; where clocks
 * jump over midnight (a daylight-saving gap) the day starts at the jump; where midnight happens twice,
 * at the first one.
 */
export function startOfDay(date: CalendarDate, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day)
  const dayMs = 86_400_000
  const offsets = new Set([
    zoneOffset(wall - dayMs, timeZone),
    zoneOffset(wall, timeZone),
    zoneOffset(wall + dayMs, timeZone),
  ])
  const exact = [...offsets].map((offset) => wall - offset).filter((instant) => wallClock(instant, timeZone) === wall)
  if (exact.length > 0) return Math.min(...exact)
  // Midnight does not exist that day: the first instant whose wall clock is on or after it.
  let low = wall - Math.max(...offsets)
  let high = wall - Math.min(...offsets)
  while (high - low > 1000) {
    const middle = Math.floor((low + high) / 2000) * 1000
    if (wallClock(middle, timeZone) >= wall) high = middle
    else low = middle
  }
  return high
}

/** An instant as the shop's wall clock reads it: 'YYYY-MM-DD HH:MM:SS'. */
export function localDateTimeText(instant: number, timeZone: string): string {
  return new Date(wallClock(instant, timeZone)).toISOString().slice(0, 19).replace('T', ' ')
}

/**
 * `localDateTimeText` for many instants of one zone (a CSV of a year of orders): the zone's offset is
 * looked up once per quarter hour of UTC, the step every modern clock change falls on.
 */
export function localDateTimeFormatter(timeZone: string): (instant: number) => string {
  const quarter = 15 * 60_000
  const offsets = new Map<number, number>()
  return (instant) => {
    const bucket = Math.floor(instant / quarter)
    let offset = offsets.get(bucket)
    if (offset === undefined) {
      offset = zoneOffset(bucket * quarter, timeZone)
      offsets.set(bucket, offset)
    }
    return new Date(Math.floor(instant / 1000) * 1000 + offset).toISOString().slice(0, 19).replace('T', ' ')
  }
}

function iso(instant: number): string {
  return new Date(instant).toISOString()
}

/** 'YYYY-MM-DD' -> a calendar date, or null when it names no real day. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
  const check = addDays(date, 0)
  return check.year === date.year && check.month === date.month && check.day === date.day ? date : null
}

export function formatCalendarDate(date: CalendarDate): string {
  const pad = (value: number, length = 2) => String(value).padStart(length, '0')
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`
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

// ---- CSV --------------------------------------------------------------------------------------------

/**
 * A cell: text, a number, money in cents (written with two decimals), or `{ text }` for an identifier
 * made of digits that a spreadsheet must keep as text (a 12-digit transaction number would otherwise
 * show as 3.61605E+11 and lose its last digits).
 */
export type CsvCell = string | number | boolean | null | undefined | { cents: Cents } | { text: string }

/** Cents as a plain decimal with two places and no grouping: 123456 -> "1234.56", -5 -> "-0.05". */
export function centsToDecimalText(cents: Cents): string {
  const sign = cents < 0 ? '-' : ''
  const whole = Math.abs(Math.trunc(cents))
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

/**
 * Text a spreadsheet would run as a formula: it starts (after any blanks) with =, +, -, @ or their
 * full-width forms (＝ ＋ － ＠, which Excel reads as the same operators), or with a tab, carriage return
 * or line feed, which some programs strip before reading the rest.
 */
const FORMULA_START = /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/

/** An identifier kept as text by a formula that only quotes it: digits, letters and - _ . / only. */
const PLAIN_IDENTIFIER = /^[0-9A-Za-z][0-9A-Za-z\-_./]*$/

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * Text that a spreadsheet would run as a formula (FORMULA_START) is prefixed with an apostrophe, so a
 * customer named "=HYPERLINK(...)" stays a name. Numbers and money are written as plain decimals.
 * `{ text }` holding a plain identifier is written as the formula ="361605123456", which Excel,
 * LibreOffice and Google Sheets show as the text 361605123456; anything else in it is ordinary text.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (typeof value === 'object') {
    if ('cents' in value) return centsToDecimalText(value.cents)
    return PLAIN_IDENTIFIER.test(value.text) ? quoted(`="${value.text}"`) : csvField(value.text)
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? quoted(text) : text
}

function quoted(text: string): string {
  return `"${text.replace(/"/g, '""')}"`
}

/** The byte order mark that starts every CSV file, so spreadsheet programs read it as UTF-8. */
export const CSV_BOM = '\uFEFF'

/** Rows to CSV text: CRLF line ends, the first row is the header. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}
