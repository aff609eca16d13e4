import { describe, expect, it } from 'vitest'
import {
  calendarDateAt,
  centsToDecimalText,
  csvField,
  isTimeZone,
  lastMonths,
  localDateTimeFormatter,
  localDateTimeText,
  parseCalendarDate,
  reportRange,
  splitRange,
  startOfDay,
  toCsv,
  zoneOffset,
} from './reports.ts'

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

describe('report durations (spec 002 §9)', () => {
  // 23:30 UTC on 31 December 2025 is already 1 January 2026 in Paris.
  const now = at('2025-12-31T23:30:00Z')

  it('today is the calendar day of the shop', () => {
    expect(reportRange({ duration: 'today' }, now, 'Europe/Paris')).toEqual({
      from: '2025-12-31T23:00:00.000Z',
      to: '2026-01-01T23:00:00.000Z',
    })
    expect(reportRange({ duration: 'today' }, now, 'UTC')).toEqual({
      from: '2025-12-31T00:00:00.000Z',
      to: '2026-01-01T00:00:00.000Z',
    })
  })

  it('monthly is this calendar month and yearly this calendar year', () => {
    expect(reportRange({ duration: 'monthly' }, now, 'Europe/Paris')).toEqual({
      from: '2025-12-31T23:00:00.000Z',
      to: '2026-01-31T23:00:00.000Z',
    })
    expect(reportRange({ duration: 'yearly' }, now, 'UTC')).toEqual({
      from: '2025-01-01T00:00:00.000Z',
      to: '2026-01-01T00:00:00.000Z',
    })
    expect(reportRange({ duration: 'yearly' }, now, 'Europe/Paris')).toEqual({
      from: '2025-12-31T23:00:00.000Z',
      to: '2026-12-31T23:00:00.000Z',
    })
  })

  it('a period includes both its first and its last day', () => {
    expect(
      reportRange({ duration: 'period', fromDate: '2026-03-28', endDate: '2026-03-29' }, now, 'Europe/Paris'),
    ).toEqual({ from: '2026-03-27T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' })
    expect(reportRange({ duration: 'period', fromDate: '2026-02-10', endDate: '2026-02-10' }, now, 'UTC')).toEqual({
      from: '2026-02-10T00:00:00.000Z',
      to: '2026-02-11T00:00:00.000Z',
    })
  })

  it('lists the last twelve months, oldest first, across the year boundary', () => {
    const months = lastMonths(at('2026-02-10T12:00:00Z'), 'UTC')
    expect(months).toHaveLength(12)
    expect(months[0]).toEqual({ month: '2025-03', from: '2025-03-01T00:00:00.000Z', to: '2025-04-01T00:00:00.000Z' })
    expect(months.map((month) => month.month).slice(-3)).toEqual(['2025-12', '2026-01', '2026-02'])
    expect(months[11]).toEqual({ month: '2026-02', from: '2026-02-01T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z' })
    for (let index = 1; index < months.length; index += 1) expect(months[index]?.from).toBe(months[index - 1]?.to)
  })
})

describe('long ranges in pieces', () => {
  it('cuts a range into consecutive pieces that cover it exactly', () => {
    const day = 86_400_000
    const pieces = splitRange({ from: '2026-01-01T00:00:00.000Z', to: '2026-03-15T12:00:00.000Z' }, 31 * day)
    expect(pieces).toEqual([
      { from: '2026-01-01T00:00:00.000Z', to: '2026-02-01T00:00:00.000Z' },
      { from: '2026-02-01T00:00:00.000Z', to: '2026-03-04T00:00:00.000Z' },
      { from: '2026-03-04T00:00:00.000Z', to: '2026-03-15T12:00:00.000Z' },
    ])
    expect(splitRange({ from: '2026-01-01T00:00:00.000Z', to: '2026-01-02T00:00:00.000Z' }, 31 * day)).toHaveLength(1)
    expect(splitRange({ from: '2026-01-02T00:00:00.000Z', to: '2026-01-01T00:00:00.000Z' }, day)).toEqual([])
  })
})

describe('CSV export', () => {
  it('writes money as plain decimals with two places', () => {
    expect(centsToDecimalText(123456)).toBe('1234.56')
    expect(centsToDecimalText(5)).toBe('0.05')
    expect(centsToDecimalText(-1250)).toBe('-12.50')
    expect(centsToDecimalText(0)).toBe('0.00')
    expect(csvField({ cents: -5 })).toBe('-0.05')
  })

  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('Smith, John')).toBe('"Smith, John"')
    expect(csvField('12" screen')).toBe('"12"" screen"')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField(null)).toBe('')
    expect(csvField(3)).toBe('3')
  })

  it('keeps text a spreadsheet would run as a formula as text', () => {
    expect(csvField('=1+1')).toBe("'=1+1")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('-2')).toBe("'-2")
    expect(csvField(-2)).toBe('-2')
  })

  it('also keeps the full-width operators, leading blanks and leading tab, CR or LF as text', () => {
    expect(csvField('＝1+1')).toBe("'＝1+1")
    expect(csvField('＋33 1 23')).toBe("'＋33 1 23")
    expect(csvField('－2')).toBe("'－2")
    expect(csvField('＠SUM(A1)')).toBe("'＠SUM(A1)")
    expect(csvField(' =1+1')).toBe("' =1+1")
    expect(csvField('\u3000=1+1')).toBe("'\u3000=1+1")
    expect(csvField('\t=cmd')).toBe("'\t=cmd")
    expect(csvField('\rtext')).toBe(`"'\rtext"`)
    expect(csvField('\nline')).toBe(`"'\nline"`)
    expect(csvField('Anne-Marie')).toBe('Anne-Marie')
    expect(csvField('a=b')).toBe('a=b')
  })

  it('keeps a 12-digit transaction number as text, never as a formula of the data', () => {
    expect(csvField({ text: '361605123456' })).toBe('"=""361605123456"""')
    expect(csvField({ text: 'PO-000123' })).toBe('"=""PO-000123"""')
    // Anything that is not a plain identifier is ordinary (guarded) text.
    expect(csvField({ text: '=HYPERLINK("x")' })).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField({ text: '1", "2' })).toBe('"1"", ""2"')
  })

  it('puts the header first and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['id', 'name', 'total'],
        [1, 'Cable, USB', { cents: 1999 }],
      ]),
    ).toBe('id,name,total\r\n1,"Cable, USB",19.99\r\n')
  })
})
