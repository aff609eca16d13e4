import { describe, expect, it } from 'vitest'
import { chartBuckets, chartUnitFor, daysCounted, groupBuckets, reportDays } from './report-chart-buckets.ts'
import { reportRange, daysRange } from './report-period.ts'
import { type CalendarDate } from './calendar.ts'

const day = (text: string): CalendarDate => {
  const [year, month, date] = text.split('-').map(Number) as [number, number, number]
  return { year, month, day: date }
}
const NOW = Date.parse('2026-03-10T10:00:00Z')

describe('the days a report covers', () => {
  it('are the same instants as the report itself, for every duration', () => {
    const requests = [
      { duration: 'today' as const },
      { duration: 'monthly' as const },
      { duration: 'yearly' as const },
      { duration: 'period' as const, fromDate: '2025-11-30', endDate: '2026-02-01' },
    ]
    for (const zone of ['Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'UTC']) {
      for (const request of requests) {
        const { first, last } = reportDays(request, NOW, zone)
        expect(daysRange(first, last, zone)).toEqual(reportRange(request, NOW, zone))
      }
    }
  })

  it('ends February on its last day, leap years included', () => {
    expect(reportDays({ duration: 'monthly' }, Date.parse('2028-02-10T12:00:00Z'), 'UTC').last).toEqual(
      day('2028-02-29'),
    )
    expect(reportDays({ duration: 'monthly' }, Date.parse('2026-12-10T12:00:00Z'), 'UTC').last).toEqual(
      day('2026-12-31'),
    )
  })
})

describe('the unit of a chart', () => {
  it('draws a day by the hour, a month by the day, half a year by the week and more by the month', () => {
    expect(chartUnitFor(1)).toBe('hour')
    expect(chartUnitFor(2)).toBe('day')
    expect(chartUnitFor(31)).toBe('day')
    expect(chartUnitFor(32)).toBe('week')
    expect(chartUnitFor(183)).toBe('week')
    expect(chartUnitFor(184)).toBe('month')
    expect(daysCounted(day('2026-01-01'), day('2026-12-31'))).toBe(365)
  })
})

describe('the buckets of a chart', () => {
  it.each([
    {
      name: "cuts today into the 24 hours of the shop's clock",
      from: '2026-03-10',
      to: '2026-03-10',
      unit: 'hour',
      count: 24,
      first: { start: '2026-03-10 00:00', from: '2026-03-09T23:00:00.000Z', to: '2026-03-10T00:00:00.000Z' },
    },
    {
      name: 'draws a month day by day, each day from local midnight',
      from: '2026-03-01',
      to: '2026-03-31',
      unit: 'day',
      count: 31,
      first: { start: '2026-03-01', from: '2026-02-28T23:00:00.000Z', to: '2026-03-01T23:00:00.000Z' },
    },
  ])('$name', ({ from, to, unit, count, first }) => {
    const charted = chartBuckets(day(from), day(to), 'Europe/Paris')
    expect(charted.unit).toBe(unit)
    expect(charted.buckets).toHaveLength(count)
    expect(charted.buckets[0]).toEqual(first)
  })

  it('ends today at the last hour and the month, after the spring change, at UTC+2', () => {
    const today = chartBuckets(day('2026-03-10'), day('2026-03-10'), 'Europe/Paris').buckets
    expect(today[23]?.start).toBe('2026-03-10 23:00')
    expect(today[23]?.to).toBe('2026-03-10T23:00:00.000Z')
    const month = chartBuckets(day('2026-03-01'), day('2026-03-31'), 'Europe/Paris').buckets
    // After the spring change Paris is UTC+2.
    expect(month[30]).toEqual({
      start: '2026-03-31',
      from: '2026-03-30T22:00:00.000Z',
      to: '2026-03-31T22:00:00.000Z',
    })
  })

  it('gives the day the clocks go forward 23 hours and the day they go back 25', () => {
    const spring = chartBuckets(day('2026-03-29'), day('2026-03-29'), 'Europe/Paris').buckets
    expect(spring).toHaveLength(23)
    expect(spring.map((bucket) => bucket.start.slice(11))).not.toContain('02:00')
    const autumn = chartBuckets(day('2026-10-25'), day('2026-10-25'), 'Europe/Paris').buckets
    expect(autumn).toHaveLength(25)
    expect(autumn.filter((bucket) => bucket.start.endsWith('02:00'))).toHaveLength(2)
  })

  it('starts weeks on Monday, the first cut by the first day of the period', () => {
    // 2025-12-03 is a Wednesday; 2026-01-15 a Thursday.
    const { unit, buckets } = chartBuckets(day('2025-12-03'), day('2026-01-15'), 'UTC')
    expect(unit).toBe('week')
    expect(buckets.map((bucket) => bucket.start)).toEqual([
      '2025-12-03',
      '2025-12-08',
      '2025-12-15',
      '2025-12-22',
      '2025-12-29',
      '2026-01-05',
      '2026-01-12',
    ])
    expect(buckets[0]?.to).toBe('2025-12-08T00:00:00.000Z')
    expect(buckets.at(-1)?.to).toBe('2026-01-16T00:00:00.000Z')
  })

  it('draws a year month by month, and a period of years too', () => {
    const year = chartBuckets(day('2026-01-01'), day('2026-12-31'), 'Europe/Paris')
    expect(year.unit).toBe('month')
    expect(year.buckets.map((bucket) => bucket.start)).toEqual(
      Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}-01`),
    )
    const decade = chartBuckets(day('2016-03-15'), day('2026-03-01'), 'UTC')
    expect(decade.buckets).toHaveLength(121)
    expect(decade.buckets[0]).toEqual({
      start: '2016-03-15',
      from: '2016-03-15T00:00:00.000Z',
      to: '2016-04-01T00:00:00.000Z',
    })
    expect(decade.buckets.at(-1)).toEqual({
      start: '2026-03-01',
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-02T00:00:00.000Z',
    })
  })

  it('covers the report range exactly, without a gap or an overlap, in any zone and duration', () => {
    for (const zone of ['Europe/Paris', 'America/Los_Angeles', 'Asia/Kolkata', 'Australia/Lord_Howe']) {
      for (const [first, last] of [
        ['2026-03-29', '2026-03-29'],
        ['2026-03-01', '2026-03-31'],
        ['2026-01-01', '2026-06-30'],
        ['2026-01-01', '2026-12-31'],
        ['2020-02-29', '2026-02-28'],
      ] as const) {
        const { buckets } = chartBuckets(day(first), day(last), zone)
        const range = daysRange(day(first), day(last), zone)
        expect(buckets[0]?.from).toBe(range.from)
        expect(buckets.at(-1)?.to).toBe(range.to)
        for (let index = 1; index < buckets.length; index++) {
          expect(buckets[index]?.from).toBe(buckets[index - 1]?.to)
          expect(Date.parse(buckets[index]?.from ?? '')).toBeGreaterThan(Date.parse(buckets[index - 1]?.from ?? ''))
        }
      }
    }
  })
})

describe('grouping buckets for the queries', () => {
  it('keeps each group within the span and every bucket in one group, in order', () => {
    const { buckets } = chartBuckets(day('2026-01-01'), day('2026-06-30'), 'UTC')
    const groups = groupBuckets(buckets, 31 * 86_400_000)
    expect(groups.flatMap((group) => group.buckets)).toEqual(buckets)
    for (const group of groups) {
      expect(buckets[group.offset]).toBe(group.buckets[0])
      const span = Date.parse(group.buckets.at(-1)?.to ?? '') - Date.parse(group.buckets[0]?.from ?? '')
      expect(span).toBeLessThanOrEqual(31 * 86_400_000)
    }
    expect(groups.length).toBeGreaterThan(5)
  })

  it('puts a bucket longer than the span in a group of its own', () => {
    // 1 March to 1 April in Paris is 31 days less an hour; 1 October to 1 November 31 days and an hour.
    const { buckets } = chartBuckets(day('2026-01-01'), day('2026-12-31'), 'Europe/Paris')
    const groups = groupBuckets(buckets, 31 * 86_400_000)
    expect(groups).toHaveLength(12)
  })
})
