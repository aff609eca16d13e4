import { isTimeZone, wallClockParts } from '../format.ts'
import type { CalendarDate } from './calendar.ts'

export { isTimeZone }

/**
 * Instants read on a time zone's wall clock and calendar days turned into instants, through the
 * runtime's time zone data. Pure: the instant and the zone are always passed in.
 */

/** The wall-clock reading of an instant in a time zone, as if it were UTC (epoch ms, whole seconds). */
function wallClock(instant: number, timeZone: string): number {
  const parts = wallClockParts(new Date(instant), timeZone)
  if (!parts) throw new RangeError(`Unknown time zone: ${timeZone}`)
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
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
