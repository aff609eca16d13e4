import type { Cents } from '@counterpart/domain/money'
import { countedFromDenominations } from '@counterpart/domain/pricing/till'

/**
 * The notes and coins of a drawer count, largest first, in cents. The shop's settings know only its
 * currency symbol, so the three symbols with well-known series get theirs; any other currency counts the
 * common decimal series (a note or coin it does not have simply stays at zero).
 */
const SERIES: Readonly<Record<string, readonly Cents[]>> = {
  '€': [50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1],
  '£': [5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1],
  $: [10000, 5000, 2000, 1000, 500, 200, 100, 50, 25, 10, 5, 1],
}
const COMMON: readonly Cents[] = [10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 1]

export function denominationsFor(symbol: string): readonly Cents[] {
  return SERIES[symbol.trim()] ?? COMMON
}

/** How many of one note or coin: a whole number from 0 to 100,000 (the schema's bounds); blank is none. */
export const MAX_COUNT = 100_000

/** The typed count, or null when it is not a whole number in range. */
export function parseCount(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return 0
  if (!/^\d+$/.test(trimmed)) return null
  const count = Number(trimmed)
  return count <= MAX_COUNT ? count : null
}

export interface DrawerCount {
  /** The counted notes and coins (count above zero), as the close request sends them. */
  counted: { value: Cents; count: number }[]
  /** Their total; null while a count is not a whole number. */
  total: Cents | null
}

/** The drawer counted note by note: the counts typed against each value, and their total. */
export function drawerCount(values: readonly Cents[], counts: Readonly<Record<number, string>>): DrawerCount {
  const counted: { value: Cents; count: number }[] = []
  let valid = true
  for (const value of values) {
    const count = parseCount(counts[value] ?? '')
    if (count === null) valid = false
    else if (count > 0) counted.push({ value, count })
  }
  return { counted, total: valid ? countedFromDenominations(counted) : null }
}
