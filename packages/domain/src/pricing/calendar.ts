/** Calendar dates of the shop's calendar (no time zone here): moved by days or months, read and written as text. */

export interface CalendarDate {
  year: number
  /** 1 to 12. */
  month: number
  day: number
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
