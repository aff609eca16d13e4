/**
 * Money is held in integer cents. Decimals exist only on the wire and on screen.
 * One rounding rule everywhere: half away from zero.
 */
export type Cents = number

export function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.round(Math.abs(value) + Number.EPSILON * Math.abs(value))
  return value < 0 ? -rounded : rounded
}

/** 12.345 -> 1235 cents. Works on the decimal text so 1.005 becomes 101, not 100. */
export function toCents(amount: number | string): Cents {
  const text = typeof amount === 'number' ? numberToPlainText(amount) : amount.trim()
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text)
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new RangeError(`Not an amount: ${String(amount)}`)
  }
  const negative = match[1] === '-'
  const whole = Number(match[2] || '0')
  const fraction = (match[3] ?? '').padEnd(3, '0')
  const cents = Number(fraction.slice(0, 2))
  const roundUp = Number(fraction[2]) >= 5 ? 1 : 0
  const total = whole * 100 + cents + roundUp
  return negative && total !== 0 ? -total : total
}

export function fromCents(cents: Cents): number {
  return cents / 100
}

/** Cents as the plain amount a message quotes, two decimals and no currency: 123450 -> "1234.50". */
export function amountText(cents: Cents): string {
  return fromCents(cents).toFixed(2)
}

/** percent of an amount in cents, e.g. 7.5 % of 1999 -> 150. */
export function percentOf(cents: Cents, percent: number): Cents {
  return roundHalfAwayFromZero((cents * percent) / 100)
}

function numberToPlainText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`)
  // String() gives the shortest text that reads back as the same number (1.005 -> "1.005"),
  // which is what the person typed; only tiny or huge values need the exponent-free form.
  const text = String(value)
  return text.includes('e') ? value.toFixed(10) : text
}

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
