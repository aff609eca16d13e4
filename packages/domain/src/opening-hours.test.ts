import { describe, expect, it } from 'vitest'
import { clockMinutes, openMinutesBetween, type OpeningSpan } from './opening-hours.ts'

const weekdays = (opens: string, closes: string): OpeningSpan[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens, closes }))
const at = (text: string) => Date.parse(text)

describe('minutes within opening hours', () => {
  // 2026-03-06 is a Friday; Paris is UTC+1 until 29 March 2026.
  const hours = [...weekdays('09:00', '18:00'), { weekday: 6, opens: '10:00', closes: '13:00' }]

  it('counts a weekend as the hours the shop opens on it', () => {
    // Friday 17:00 Paris → Monday 10:00 Paris: 1 h Friday + 3 h Saturday + 1 h Monday.
    expect(openMinutesBetween(at('2026-03-06T16:00:00Z'), at('2026-03-09T09:00:00Z'), hours, 'Europe/Paris')).toBe(300)
  })

  it('counts nothing while the shop is closed', () => {
    expect(openMinutesBetween(at('2026-03-06T18:30:00Z'), at('2026-03-07T08:30:00Z'), hours, 'Europe/Paris')).toBe(0)
  })

  it('reads the hours in the shop zone across a change to summer time', () => {
    // Saturday 28 March 12:00 (UTC+1) → Monday 30 March 10:00 (UTC+2): 1 h Saturday + 1 h Monday.
    expect(openMinutesBetween(at('2026-03-28T11:00:00Z'), at('2026-03-30T08:00:00Z'), hours, 'Europe/Paris')).toBe(120)
  })

  it('counts round the clock without hours', () => {
    expect(openMinutesBetween(at('2026-03-06T16:00:00Z'), at('2026-03-06T17:30:59Z'), [], 'Europe/Paris')).toBe(90)
  })

  it('adds two openings of one day and ignores a span that closes before it opens', () => {
    const split = [
      { weekday: 1, opens: '09:00', closes: '12:00' },
      { weekday: 1, opens: '14:00', closes: '24:00' },
      { weekday: 2, opens: '18:00', closes: '09:00' },
    ]
    expect(openMinutesBetween(at('2026-03-09T00:00:00Z'), at('2026-03-10T12:00:00Z'), split, 'UTC')).toBe(780)
  })

  it('reads clock texts strictly', () => {
    expect([clockMinutes('09:30'), clockMinutes('24:00'), clockMinutes('9:30'), clockMinutes('24:01')]).toEqual([
      570,
      1440,
      null,
      null,
    ])
  })
})
