import { describe, expect, it } from 'vitest'
import { burstRules, extendRun, recogniseBurst, type KeyStroke } from './scanner-burst.ts'

const RULES = burstRules(12)

/** Keys typed `gaps` milliseconds apart (one gap per key after the first), starting at `start`. */
function typed(text: string, gaps: number | number[], start = 1000): KeyStroke[] {
  let at = start
  let run: KeyStroke[] = []
  Array.from(text).forEach((key, index) => {
    if (index > 0) at += Array.isArray(gaps) ? (gaps[index - 1] ?? 0) : gaps
    run = extendRun(run, { key, at }, RULES)
  })
  return run
}

function endAt(run: KeyStroke[], after: number): number {
  return (run[run.length - 1]?.at ?? 0) + after
}

describe('the scanner burst recogniser', () => {
  it('takes twelve digits 5-10 ms apart ended by Enter for a scan', () => {
    const run = typed('400638133393', [5, 7, 10, 6, 5, 8, 9, 5, 6, 7, 10])
    expect(recogniseBurst(run, endAt(run, 6), RULES)).toBe('400638133393')
  })

  it('takes a scan from a busy till where one key waited 45 ms', () => {
    const run = typed('400638133393', [8, 8, 45, 8, 8, 8, 8, 8, 8, 8, 8])
    expect(recogniseBurst(run, endAt(run, 8), RULES)).toBe('400638133393')
  })

  it('takes a longer code with letters (a Code 128 label) too', () => {
    const run = typed('SKU-00012345-B', 6)
    expect(recogniseBurst(run, endAt(run, 6), RULES)).toBe('SKU-00012345-B')
  })

  it('leaves a person typing a tax rate and pressing Enter alone', () => {
    const run = typed('8.875', 180)
    expect(recogniseBurst(run, endAt(run, 300), RULES)).toBeNull()
  })

  it('leaves a fast typist alone: twelve keys at 60 ms are a person', () => {
    const run = typed('123456789012', 60)
    expect(run).toHaveLength(1)
    expect(recogniseBurst(run, endAt(run, 60), RULES)).toBeNull()
  })

  it('leaves keys each under the gap limit but slow on average alone', () => {
    const run = typed('123456789012', 40)
    expect(run).toHaveLength(12)
    expect(recogniseBurst(run, endAt(run, 40), RULES)).toBeNull()
  })

  it('needs the shop’s barcode length: six fast keys are not a twelve-digit scan', () => {
    const run = typed('123456', 5)
    expect(recogniseBurst(run, endAt(run, 5), RULES)).toBeNull()
  })

  it('refuses a burst whose Enter came after a pause (a person pressed it)', () => {
    const run = typed('400638133393', 5)
    expect(recogniseBurst(run, endAt(run, 400), RULES)).toBeNull()
  })

  it('starts a new run after a pause, so what a person typed before is not part of the scan', () => {
    const before = typed('Ri', 150)
    let run = before
    const scanStart = endAt(before, 2000)
    Array.from('590123412345').forEach((key, index) => {
      run = extendRun(run, { key, at: scanStart + index * 7 }, RULES)
    })
    expect(run.map((stroke) => stroke.key).join('')).toBe('590123412345')
    expect(recogniseBurst(run, endAt(run, 7), RULES)).toBe('590123412345')
  })

  it('never treats an Enter without keys, or a burst of spaces, as a scan', () => {
    expect(recogniseBurst([], 1000, RULES)).toBeNull()
    const run = typed('            ', 5)
    expect(recogniseBurst(run, endAt(run, 5), RULES)).toBeNull()
  })

  it('keeps a short barcode setting from making every quick key pair a scan', () => {
    const rules = burstRules(1)
    expect(rules.minLength).toBe(4)
    const run = extendRun([], { key: '7', at: 0 }, rules)
    expect(recogniseBurst(run, 5, rules)).toBeNull()
  })
})
