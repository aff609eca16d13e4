import { toCents, type Cents } from './money.ts'

/**
 * Money and dates as the shop writes them, one implementation for every place that shows them: the
 * screens, the print views and the server's PDF invoices (so a receipt and its PDF never disagree).
 *
 * Each takes an optional locale (formattingLocale() in i18n/languages.ts: 'fr', 'ar-u-nu-arab' ...): the
 * reader's digits, decimal and group separators, month and day names. The shop's own choices stay the
 * shop's whatever the language: where the symbol goes, the space beside it, the date pattern, the zone.
 * Without a locale (or with 'en') the text is the shop's English one, to the character.
 */

/** How a locale writes a number: its ten digits, its separators and its minus sign. */
interface NumberSymbols {
  digits: readonly string[]
  decimal: string
  group: string
  minus: string
}

const numberSymbols = new Map<string, NumberSymbols | null>()

/** The locale's symbols, or null for English (and for a locale this runtime cannot read): write as is. */
function symbolsOf(locale: string | undefined): NumberSymbols | null {
  if (!locale || locale === 'en') return null
  if (!numberSymbols.has(locale)) {
    let symbols: NumberSymbols | null = null
    try {
      const format = new Intl.NumberFormat(locale, { useGrouping: true, minimumFractionDigits: 1 })
      const parts = format.formatToParts(-1234.5)
      const digitFormat = new Intl.NumberFormat(locale, { useGrouping: false })
      symbols = {
        digits: Array.from({ length: 10 }, (_, digit) => digitFormat.format(digit)),
        decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
        group: parts.find((part) => part.type === 'group')?.value ?? ',',
        minus: parts.find((part) => part.type === 'minusSign')?.value ?? '-',
      }
    } catch {
      // RangeError: a locale tag this runtime does not know; English digits then.
    }
    numberSymbols.set(locale, symbols)
  }
  return numberSymbols.get(locale) ?? null
}

/** A number written the English way ("-1,234.50", "07") in the locale's digits and separators. */
function localizeNumber(text: string, locale: string | undefined): string {
  const symbols = symbolsOf(locale)
  if (!symbols) return text
  let out = ''
  for (const character of text) {
    if (character >= '0' && character <= '9') out += symbols.digits[Number(character)] ?? character
    else if (character === '.') out += symbols.decimal
    else if (character === ',') out += symbols.group
    else if (character === '-') out += symbols.minus
    else out += character
  }
  return out
}

export interface CurrencySettings {
  symbol: string
  symbolOnLeft: boolean
  spaceBetweenAmountAndSymbol: boolean
}

/** 1234.5 -> "$1,234.50" (or "1,234.50 $" ...). Rounds with the domain's one rule, half away from zero. */
export function formatMoney(amount: number | string, currency: CurrencySettings, locale?: string): string {
  let cents: Cents
  try {
    cents = toCents(amount)
  } catch {
    return ''
  }
  return formatCents(cents, currency, locale)
}

export function formatCents(cents: Cents, currency: CurrencySettings, locale?: string): string {
  const absolute = Math.abs(cents)
  const whole = Math.floor(absolute / 100)
  const fraction = String(absolute % 100).padStart(2, '0')
  return withSymbol(`${groupThousands(String(whole))}.${fraction}`, currency, cents < 0, locale)
}

function withSymbol(number: string, currency: CurrencySettings, negative: boolean, locale?: string): string {
  const space = currency.spaceBetweenAmountAndSymbol ? ' ' : ''
  const localized = localizeNumber(number, locale)
  const text = currency.symbolOnLeft
    ? `${currency.symbol}${space}${localized}`
    : `${localized}${space}${currency.symbol}`
  return negative ? `${localizeNumber('-', locale)}${text}` : text
}

/**
 * An amount short enough for a chart's axis, in the shop's currency: a whole amount without its cents
 * ("$1,200"), cents only when the tick has them ("$0.50"), and from 10,000 on in thousands or millions
 * with one decimal at most ("$12.5k", "$3M"). For reading a scale only: tooltips and figures show the
 * exact amount with formatMoney.
 */
export function formatMoneyAxis(amount: number, currency: CurrencySettings, locale?: string): string {
  if (!Number.isFinite(amount)) return ''
  const absolute = Math.abs(amount)
  if (absolute >= 10_000) {
    const [divisor, suffix] = absolute >= 1_000_000 ? [1_000_000, 'M'] : [1_000, 'k']
    const short = Math.round((absolute / divisor) * 10) / 10
    return withSymbol(`${groupThousands(String(short))}${suffix}`, currency, amount < 0, locale)
  }
  const cents = toCents(absolute)
  if (cents % 100 !== 0) return formatCents(amount < 0 ? -cents : cents, currency, locale)
  return withSymbol(groupThousands(String(cents / 100)), currency, amount < 0 && cents !== 0, locale)
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** The shop's currency settings out of its general settings (symbol, side, space). */
export function currencyOf(general: CurrencySettings): CurrencySettings {
  return {
    symbol: general.symbol,
    symbolOnLeft: general.symbolOnLeft,
    spaceBetweenAmountAndSymbol: general.spaceBetweenAmountAndSymbol,
  }
}

export type DateInput = string | number | Date | null | undefined

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

interface DateParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  weekday: number
}

/**
 * Formats with PHP date() tokens, the notation the settings store (d-m-Y, l, d F Y ...), in the shop's
 * time zone. A backslash prints the next character as is, like PHP.
 */
export function formatDate(value: DateInput, format: string, timeZone?: string, locale?: string): string {
  const parsed = parseDate(value)
  if (!parsed) return ''
  const parts = partsIn(parsed.date, parsed.calendarDay ? 'UTC' : timeZone)
  if (!parts) return ''
  let out = ''
  for (let index = 0; index < format.length; index++) {
    const token = format.charAt(index)
    if (token === '\\') {
      index++
      out += format.charAt(index)
      continue
    }
    out += formatToken(token, parts, locale)
  }
  return out
}

/**
 * The shop's date format with a time: the format itself when it already shows one (d-m-Y H:i), else the
 * format followed by the 24-hour time (d-m-Y -> d-m-Y H:i). Receipts and invoices say when, not only which day.
 */
export function dateTimeFormat(format: string): string {
  return /[HhGg]/.test(format.replace(/\\./g, '')) ? format : `${format} H:i`
}

/** A token in the locale: names from Intl, numbers in its digits; the pattern's own characters as they are. */
function formatToken(token: string, p: DateParts, locale?: string): string {
  const english = englishToken(token, p)
  if (!symbolsOf(locale) || !locale) return english
  switch (token) {
    case 'D':
      return dateName(locale, p, { weekday: 'short' })
    case 'l':
      return dateName(locale, p, { weekday: 'long' })
    case 'M':
      return dateName(locale, p, { month: 'short' })
    case 'F':
      return dateName(locale, p, { month: 'long' })
    case 'S':
      // English ordinals ("7th") have no counterpart a day number takes in the other languages.
      return ''
    case 'A':
    case 'a':
      return dayPeriod(locale, p)
    case 'd':
    case 'j':
    case 'N':
    case 'w':
    case 'm':
    case 'n':
    case 'Y':
    case 'y':
    case 'H':
    case 'G':
    case 'h':
    case 'g':
    case 'i':
    case 's':
      return localizeNumber(english, locale)
    default:
      return english
  }
}

const nameFormatters = new Map<string, Intl.DateTimeFormat>()

/** A month or weekday name of the locale, read off a UTC noon of the day (the parts are the shop zone's already). */
function dateName(locale: string, p: DateParts, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale}|${JSON.stringify(options)}`
  let formatter = nameFormatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
    nameFormatters.set(key, formatter)
  }
  return formatter.format(new Date(Date.UTC(p.year, p.month - 1, p.day, 12)))
}

/** The locale's word for before or after noon ("AM", "ص", "a.m."). */
function dayPeriod(locale: string, p: DateParts): string {
  const formatter = new Intl.DateTimeFormat(locale, { hour: 'numeric', hour12: true, timeZone: 'UTC' })
  const parts = formatter.formatToParts(new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour)))
  return parts.find((part) => part.type === 'dayPeriod')?.value ?? (p.hour < 12 ? 'AM' : 'PM')
}

function englishToken(token: string, p: DateParts): string {
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12
  switch (token) {
    case 'd':
      return pad(p.day)
    case 'j':
      return String(p.day)
    case 'S':
      return ordinalSuffix(p.day)
    case 'D':
      return weekdayName(p).slice(0, 3)
    case 'l':
      return weekdayName(p)
    case 'N':
      return String(p.weekday === 0 ? 7 : p.weekday)
    case 'w':
      return String(p.weekday)
    case 'm':
      return pad(p.month)
    case 'n':
      return String(p.month)
    case 'M':
      return monthName(p).slice(0, 3)
    case 'F':
      return monthName(p)
    case 'Y':
      return String(p.year)
    case 'y':
      return pad(p.year % 100)
    case 'H':
      return pad(p.hour)
    case 'G':
      return String(p.hour)
    case 'h':
      return pad(hour12)
    case 'g':
      return String(hour12)
    case 'i':
      return pad(p.minute)
    case 's':
      return pad(p.second)
    case 'A':
      return p.hour < 12 ? 'AM' : 'PM'
    case 'a':
      return p.hour < 12 ? 'am' : 'pm'
    default:
      return token
  }
}

function weekdayName(p: DateParts): string {
  return WEEKDAYS[p.weekday] ?? ''
}

function monthName(p: DateParts): string {
  return MONTHS[p.month - 1] ?? ''
}

function pad(value: number): string {
  return String(value).padStart(2, '0')
}

function ordinalSuffix(day: number): string {
  if (day >= 11 && day <= 13) return 'th'
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/
const ZONELESS_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/

/**
 * A bare date ("2025-01-02") is a calendar day and must not move with the time zone; a date-time without
 * a zone ("2025-01-02 10:00:00", SQL style) is read as UTC, the zone the server stores in.
 */
function parseDate(value: DateInput): { date: Date; calendarDay: boolean } | null {
  if (value === null || value === undefined || value === '') return null
  let date: Date
  let calendarDay = false
  if (value instanceof Date) {
    date = value
  } else if (typeof value === 'number') {
    date = new Date(value)
  } else {
    const text = value.trim()
    const zoneless = ZONELESS_DATE_TIME.exec(text)
    if (DATE_ONLY.test(text)) {
      date = new Date(`${text}T00:00:00Z`)
      calendarDay = true
    } else if (zoneless) {
      date = new Date(`${zoneless[1]}T${zoneless[2]}Z`)
    } else {
      date = new Date(text)
    }
  }
  return Number.isNaN(date.getTime()) ? null : { date, calendarDay }
}

const formatters = new Map<string, Intl.DateTimeFormat | null>()

/** The cached wall-clock formatter of a zone ('' for the runtime's own), or null for a zone it does not know. */
function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(timeZone)) {
    let formatter: Intl.DateTimeFormat | null = null
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: timeZone || undefined,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
    } catch {
      // RangeError: not a zone name this runtime knows.
    }
    formatters.set(timeZone, formatter)
  }
  return formatters.get(timeZone) ?? null
}

/** True for a time zone name the runtime knows ("Europe/Paris", "UTC"). */
export function isTimeZone(name: string): boolean {
  return formatterFor(name) !== null
}

export interface WallClockParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/**
 * What a time zone's wall clock and calendar read at an instant; `''` reads the runtime's own zone. Null for
 * a zone the runtime does not know.
 */
export function wallClockParts(instant: Date, timeZone: string): WallClockParts | null {
  const formatter = formatterFor(timeZone)
  if (!formatter) return null
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {}
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  const { year, month, day, hour, minute, second } = parts
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    hour === undefined ||
    minute === undefined ||
    second === undefined
  ) {
    return null
  }
  // Some engines still print midnight as 24 with h23; the calendar day is already right.
  return { year, month, day, hour: hour % 24, minute, second }
}

function partsIn(date: Date, timeZone: string | undefined): DateParts | null {
  // An unknown zone name in the settings must not blank every date: fall back to the browser's zone.
  const parts = wallClockParts(date, timeZone ?? '') ?? wallClockParts(date, '')
  if (!parts) return null
  return { ...parts, weekday: new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay() }
}
