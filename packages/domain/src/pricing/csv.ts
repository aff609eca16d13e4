import type { Cents } from '../money.ts'

/** The CSV an accountant opens: cells, money with two decimals, spreadsheet formulas defused. */

/**
 * A cell: text, a number, money in cents (written with two decimals), or `{ text }` for an identifier
 * made of digits that a spreadsheet must keep as text (a 12-digit transaction number would otherwise
 * show as 3.61605E+11 and lose its last digits).
 */
export type CsvCell = string | number | boolean | null | undefined | { cents: Cents } | { text: string }

/** Cents as a plain decimal with two places and no grouping: 123456 -> "1234.56", -5 -> "-0.05". */
export function centsToDecimalText(cents: Cents): string {
  const sign = cents < 0 ? '-' : ''
  const whole = Math.abs(Math.trunc(cents))
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

/**
 * Text a spreadsheet would run as a formula: it starts (after any blanks) with =, +, -, @ or their
 * full-width forms (＝ ＋ － ＠, which Excel reads as the same operators), or with a tab, carriage return
 * or line feed, which some programs strip before reading the rest.
 */
const FORMULA_START = /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/

/** An identifier kept as text by a formula that only quotes it: digits, letters and - _ . / only. */
const PLAIN_IDENTIFIER = /^[0-9A-Za-z][0-9A-Za-z\-_./]*$/

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * Text that a spreadsheet would run as a formula (FORMULA_START) is prefixed with an apostrophe, so a
 * customer named "=HYPERLINK(...)" stays a name. Numbers and money are written as plain decimals.
 * `{ text }` holding a plain identifier is written as the formula ="361605123456", which Excel,
 * LibreOffice and Google Sheets show as the text 361605123456; anything else in it is ordinary text.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (typeof value === 'object') {
    if ('cents' in value) return centsToDecimalText(value.cents)
    return PLAIN_IDENTIFIER.test(value.text) ? quoted(`="${value.text}"`) : csvField(value.text)
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? quoted(text) : text
}

function quoted(text: string): string {
  return `"${text.replace(/"/g, '""')}"`
}

/** The byte order mark that starts every CSV file, so spreadsheet programs read it as UTF-8. */
export const CSV_BOM = '\uFEFF'

/** Rows to CSV text: CRLF line ends, the first row is the header. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}
