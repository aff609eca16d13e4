/**
 * A barcode scanner is a keyboard that types fast (keys about 5-10 ms apart) and ends with Enter. These
 * pure rules tell its bursts from a person's typing, so the terminal can take a scan out of whatever field
 * or button happened to hold the focus (issue 26: the scanner's input went where the focus happened to be).
 */

export interface KeyStroke {
  /** The character typed (KeyboardEvent.key, one character). */
  key: string
  /** When it was typed, in milliseconds (KeyboardEvent.timeStamp). */
  at: number
}

export interface BurstRules {
  /** The fewest characters a scan has: the shop's barcode length. */
  minLength: number
  /** No two keys of a scan, nor the last key and the Enter, are further apart than this. */
  maxGapMs: number
  /** The keys of a scan are this close on average (a scanner's 5-10 ms, with room for a busy till). */
  maxMeanGapMs: number
}

/**
 * A person cannot type a dozen keys each under 50 ms apart, averaging under 30 ms; a scanner on a busy
 * till still does. The single gap may be larger than the average: one key can wait for a busy main thread.
 */
export const SCANNER_GAPS = { maxGapMs: 50, maxMeanGapMs: 30 } as const

/** A barcode shorter than this is never taken for a scan, whatever the shop's barcode length says. */
export const MIN_SCAN_LENGTH = 4

/** The rules for a shop whose barcodes are `barcodeLength` characters long. */
export function burstRules(barcodeLength: number): BurstRules {
  return { minLength: Math.max(MIN_SCAN_LENGTH, barcodeLength), ...SCANNER_GAPS }
}

/**
 * The run of fast keys after adding `stroke`: the same run grown by one key, or a new run starting with it
 * after a pause longer than a scanner makes.
 */
export function extendRun(run: readonly KeyStroke[], stroke: KeyStroke, rules: BurstRules): KeyStroke[] {
  const last = run[run.length - 1]
  if (!last || stroke.at - last.at > rules.maxGapMs || stroke.at < last.at) return [stroke]
  return [...run, stroke]
}

/**
 * The code a run of keys ended by an Enter at `enterAt` spells when it has a scanner's shape, or null when
 * a person typed it (too few keys, too slow, or a pause before the Enter).
 */
export function recogniseBurst(run: readonly KeyStroke[], enterAt: number, rules: BurstRules): string | null {
  const first = run[0]
  const last = run[run.length - 1]
  if (!first || !last || run.length < rules.minLength) return null
  if (enterAt - last.at > rules.maxGapMs || enterAt < last.at) return null
  for (let index = 1; index < run.length; index += 1) {
    const gap = (run[index] as KeyStroke).at - (run[index - 1] as KeyStroke).at
    if (gap > rules.maxGapMs || gap < 0) return null
  }
  // The Enter counts as a key of the burst: a scanner sends it as fast as the rest.
  const meanGap = (enterAt - first.at) / run.length
  if (meanGap > rules.maxMeanGapMs) return null
  const code = run.map((stroke) => stroke.key).join('')
  return code.trim() === '' ? null : code.trim()
}
