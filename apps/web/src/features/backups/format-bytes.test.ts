import { describe, expect, it } from 'vitest'
import { formatBytes } from './format-bytes.ts'

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [52_428_800, '50.00 MB'],
    [3 * 1024 ** 3 + 1024 ** 3 / 4, '3.25 GB'],
  ])('shows %i bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text)
  })

  it('shows nothing for a size that is not one', () => {
    expect(formatBytes(Number.NaN)).toBe('')
    expect(formatBytes(-1)).toBe('')
  })

  it('writes the decimal mark of the reader’s language, the units as symbols', () => {
    expect(formatBytes(1536, 'fr')).toBe('1,50 KB')
    expect(formatBytes(1023, 'fr')).toBe('1023 B')
  })
})
