import type { Cents } from '../money.ts'

/** The sum of an order's line totals and of its quantities: the start of every order's arithmetic. */
export function sumLines<L extends { qty: number }>(
  lines: readonly L[],
  lineTotal: (line: L) => Cents,
): { subTotal: Cents; totalItems: number } {
  let subTotal = 0
  let totalItems = 0
  for (const line of lines) {
    subTotal += lineTotal(line)
    totalItems += line.qty
  }
  return { subTotal, totalItems }
}
