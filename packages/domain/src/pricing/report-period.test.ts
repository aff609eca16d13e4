import { describe, expect, it } from 'vitest'
import { lastMonths, reportRange, splitRange } from './report-period.ts'

const at = (text: string) => Date.parse(text)

describe('report durations (spec 002 §9)', () => {
  // 23:30 UTC on 31 December 2025 is already 1 January 2026 in Paris.
  const now = at('2025-12-31T23:30:00Z')

  type Case = [string, Parameters<typeof reportRange>[0], string, string, string]
  // Today is the calendar day of the shop, monthly this calendar month, yearly this calendar year,
  // and a period includes both its first and its last day.
  it.each<Case>([
    ['today', { duration: 'today' }, 'Europe/Paris', '2025-12-31T23:00:00.000Z', '2026-01-01T23:00:00.000Z'],
    ['today', { duration: 'today' }, 'UTC', '2025-12-31T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
    ['monthly', { duration: 'monthly' }, 'Europe/Paris', '2025-12-31T23:00:00.000Z', '2026-01-31T23:00:00.000Z'],
    ['yearly', { duration: 'yearly' }, 'UTC', '2025-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
    ['yearly', { duration: 'yearly' }, 'Europe/Paris', '2025-12-31T23:00:00.000Z', '2026-12-31T23:00:00.000Z'],
    [
      'a period of two days',
      { duration: 'period', fromDate: '2026-03-28', endDate: '2026-03-29' },
      'Europe/Paris',
      '2026-03-27T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ],
    [
      'a period of one day',
      { duration: 'period', fromDate: '2026-02-10', endDate: '2026-02-10' },
      'UTC',
      '2026-02-10T00:00:00.000Z',
      '2026-02-11T00:00:00.000Z',
    ],
  ])('%s in %s', (_name, duration, timeZone, from, to) => {
    expect(reportRange(duration, now, timeZone)).toEqual({ from, to })
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
