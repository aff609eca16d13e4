import { describe, expect, it } from 'vitest'
import {
  calendarDateAt,
  isTimeZone,
  localDateTimeFormatter,
  localDateTimeText,
  startOfDay,
  zoneOffset,
} from './time-zone.ts'
import { parseCalendarDate } from './calendar.ts'

const at = (text: string) => Date.parse(text)
const isoOf = (instant: number) => new Date(instant).toISOString()

describe("the shop's days in its time zone", () => {
  it('reads the offset of a zone in winter and in summer', () => {
    expect(zoneOffset(at('2026-01-15T12:00:00Z'), 'Europe/Paris')).toBe(3_600_000)
    expect(zoneOffset(at('2026-07-15T12:00:00Z'), 'Europe/Paris')).toBe(7_200_000)
    expect(zoneOffset(at('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-4 * 3_600_000)
    expect(zoneOffset(at('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * 3_600_000)
  })

  it('puts 23:30 UTC on the next calendar day in Paris and on the same day in New York', () => {
    const instant = at('2026-03-09T23:30:00Z')
    expect(calendarDateAt(instant, 'Europe/Paris')).toEqual({ year: 2026, month: 3, day: 10 })
    expect(calendarDateAt(instant, 'America/New_York')).toEqual({ year: 2026, month: 3, day: 9 })
    expect(calendarDateAt(instant, 'UTC')).toEqual({ year: 2026, month: 3, day: 9 })
  })

  it('starts a day at local midnight', () => {
    expect(isoOf(startOfDay({ year: 2026, month: 1, day: 1 }, 'Europe/Paris'))).toBe('2025-12-31T23:00:00.000Z')
    expect(isoOf(startOfDay({ year: 2026, month: 7, day: 1 }, 'Europe/Paris'))).toBe('2026-06-30T22:00:00.000Z')
    expect(isoOf(startOfDay({ year: 2026, month: 7, day: 1 }, 'America/Los_Angeles'))).toBe('2026-07-01T07:00:00.000Z')
    expect(isoOf(startOfDay({ year: 2026, month: 7, day: 1 }, 'UTC'))).toBe('2026-07-01T00:00:00.000Z')
  })

  it('gives the day of a daylight-saving change its true length', () => {
    // Paris moves its clocks from 02:00 to 03:00 on 29 March 2026: that day lasts 23 hours.
    const start = startOfDay({ year: 2026, month: 3, day: 29 }, 'Europe/Paris')
    const next = startOfDay({ year: 2026, month: 3, day: 30 }, 'Europe/Paris')
    expect(isoOf(start)).toBe('2026-03-28T23:00:00.000Z')
    expect((next - start) / 3_600_000).toBe(23)
  })

  it('starts a day whose midnight does not exist when its clocks jump', () => {
    // Santiago (Chile) skipped from 2024-09-08 00:00 to 01:00: the day began at 04:00 UTC, its 01:00.
    const start = startOfDay({ year: 2024, month: 9, day: 8 }, 'America/Santiago')
    expect(isoOf(start)).toBe('2024-09-08T04:00:00.000Z')
    expect(calendarDateAt(start, 'America/Santiago')).toEqual({ year: 2024, month: 9, day: 8 })
    expect(calendarDateAt(start - 1000, 'America/Santiago')).toEqual({ year: 2024, month: 9, day: 7 })
  })

  it("writes an instant as the shop's wall clock reads it", () => {
    expect(localDateTimeText(at('2026-03-09T23:30:05Z'), 'Europe/Paris')).toBe('2026-03-10 00:30:05')
    expect(localDateTimeText(at('2026-03-09T23:30:05Z'), 'UTC')).toBe('2026-03-09 23:30:05')
  })

  it('writes many instants quickly with the same result, across a change of the clocks', () => {
    const format = localDateTimeFormatter('Europe/Paris')
    const start = at('2026-03-28T20:00:00Z')
    for (let instant = start; instant < start + 12 * 3_600_000; instant += 7 * 60_000 + 13_000) {
      expect(format(instant)).toBe(localDateTimeText(instant, 'Europe/Paris'))
    }
    expect(format(at('2026-03-29T00:59:59Z'))).toBe('2026-03-29 01:59:59')
    expect(format(at('2026-03-29T01:00:00Z'))).toBe('2026-03-29 03:00:00')
  })

  it('knows real time zone names only', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
  })

  it('reads calendar dates and refuses days that do not exist', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
    expect(parseCalendarDate('2025-02-29')).toBeNull()
    expect(parseCalendarDate('2025-13-01')).toBeNull()
    expect(parseCalendarDate('1/2/2025')).toBeNull()
  })
})
