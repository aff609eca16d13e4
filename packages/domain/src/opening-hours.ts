import { wallClockParts } from './format.ts'
import { tr } from './i18n/translate.ts'
import { textList } from './text-map.ts'

/**
 * The shop's opening hours (issue 30): a repair status's time limit and the turnaround reports count only
 * the minutes the shop is open, in its own time zone, so a ticket left in "Diagnosing" over a weekend is not
 * overdue on Monday morning. No hours at all means the shop counts round the clock.
 */

/** One opening of a weekday (0 Sunday … 6 Saturday), wall-clock "HH:MM" in the shop's zone; closes after opens. */
export interface OpeningSpan {
  weekday: number
  opens: string
  closes: string
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const

/** The name of a weekday (0 Sunday … 6 Saturday) in the language of the moment; '' for no weekday. */
export function weekdayName(weekday: number): string {
  const day = WEEKDAYS[weekday]
  return day ? tr(`fields:openingHours.weekday.${day}`) : ''
}

/** The weekdays' names, Sunday first, each read in the language of the moment. */
export const WEEKDAY_NAMES: readonly string[] = textList(WEEKDAYS, (day) => tr(`fields:openingHours.weekday.${day}`))

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/

/** Minutes after midnight of a "HH:MM" text ("24:00" is the end of the day), or null when it is not one. */
export function clockMinutes(text: string): number | null {
  if (text === '24:00') return 24 * 60
  const match = CLOCK.exec(text)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/** The instant a wall-clock time of a calendar day reads in a zone (the later one when a DST change repeats it). */
function instantOf(year: number, month: number, day: number, minuteOfDay: number, timeZone: string): number {
  const guess = Date.UTC(year, month - 1, day, 0, minuteOfDay)
  let instant = guess
  // Two passes find the zone's offset at that wall time, also across a change of offset.
  for (let pass = 0; pass < 2; pass += 1) {
    const wall = wallClockParts(new Date(instant), timeZone)
    if (!wall) return guess
    const read = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)
    instant += guess - read
  }
  return instant
}

const DAY_MS = 86_400_000

/**
 * The minutes between two instants that fall within the opening hours, in the shop's zone. Without hours,
 * the plain minutes. Whole minutes, rounded down; never negative.
 */
export function openMinutesBetween(
  startMs: number,
  endMs: number,
  hours: readonly OpeningSpan[],
  timeZone: string,
): number {
  if (!(endMs > startMs)) return 0
  if (hours.length === 0) return Math.floor((endMs - startMs) / 60_000)
  const byDay = new Map<number, { opens: number; closes: number }[]>()
  for (const span of hours) {
    const opens = clockMinutes(span.opens)
    const closes = clockMinutes(span.closes)
    if (opens === null || closes === null || closes <= opens) continue
    byDay.set(span.weekday, [...(byDay.get(span.weekday) ?? []), { opens, closes }])
  }
  if (byDay.size === 0) return Math.floor((endMs - startMs) / 60_000)
  const first = wallClockParts(new Date(startMs), timeZone) ?? wallClockParts(new Date(startMs), 'UTC')
  if (!first) return 0
  // Walk the shop's calendar days from the start's day (noon UTC of each date keeps the date arithmetic clear
  // of DST), summing each opening's overlap with the interval.
  let total = 0
  for (let day = Date.UTC(first.year, first.month - 1, first.day, 12); ; day += DAY_MS) {
    const date = new Date(day)
    const [year, month, dayOfMonth] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
    if (instantOf(year, month, dayOfMonth, 0, timeZone) >= endMs) break
    for (const span of byDay.get(date.getUTCDay()) ?? []) {
      const from = Math.max(startMs, instantOf(year, month, dayOfMonth, span.opens, timeZone))
      const to = Math.min(endMs, instantOf(year, month, dayOfMonth, span.closes, timeZone))
      if (to > from) total += to - from
    }
  }
  return Math.floor(total / 60_000)
}

/** A way to measure minutes in status: plain, or within opening hours. */
export type MinuteMeasure = (startMs: number, endMs: number) => number

export function openMinutesMeasure(hours: readonly OpeningSpan[], timeZone: string): MinuteMeasure {
  return (startMs, endMs) => openMinutesBetween(startMs, endMs, hours, timeZone)
}

export const plainMinutes: MinuteMeasure = (startMs, endMs) => Math.max(0, Math.floor((endMs - startMs) / 60_000))
