import { describe, expect, it } from 'vitest'
import { bucketTickLabel, bucketTooltipLabel } from './bucket-labels.ts'

describe('the words of a report chart', () => {
  it('names each bucket briefly on the axis', () => {
    expect(bucketTickLabel('2026-03-10 09:00', 'hour')).toBe('09:00')
    expect(bucketTickLabel('2026-03-02', 'day')).toBe('2 Mar')
    expect(bucketTickLabel('2025-12-29', 'week')).toBe('29 Dec')
    expect(bucketTickLabel('2026-01-01', 'month')).toBe('Jan 2026')
    expect(bucketTickLabel('2026-03-01', 'month', '2026-01-01')).toBe('Mar')
    expect(bucketTickLabel('2025-11-15', 'month', '2025-11-15')).toBe('Nov 2025')
  })

  it('names each bucket in full in the tooltip, whatever the browser time zone', () => {
    expect(bucketTooltipLabel('2026-03-10 00:00', 'hour')).toBe('Tue 10 Mar 2026, 00:00')
    expect(bucketTooltipLabel('2026-03-01', 'day')).toBe('Sun 1 Mar 2026')
    expect(bucketTooltipLabel('2025-12-03', 'week')).toBe('Week from Wed 3 Dec 2025')
    expect(bucketTooltipLabel('2026-02-01', 'month')).toBe('February 2026')
  })

  it('writes the days and months in the reader’s language and order in another locale', () => {
    expect(bucketTickLabel('2026-03-02', 'day', undefined, 'fr')).toBe('2 mars')
    expect(bucketTickLabel('2026-01-01', 'month', undefined, 'es')).toBe('ene 2026')
    expect(bucketTooltipLabel('2026-02-01', 'month', 'fr')).toBe('février 2026')
    expect(bucketTickLabel('2026-03-02', 'day', undefined, 'ar-u-nu-latn')).toBe('2 مارس')
  })
})
