import { describe, expect, it } from 'vitest'
import {
  dateTimeFormat,
  formatCents,
  formatDate,
  formatMoney,
  formatMoneyAxis,
  type CurrencySettings,
} from './format.ts'

const dollarLeft: CurrencySettings = { symbol: '$', symbolOnLeft: true, spaceBetweenAmountAndSymbol: false }
const euroRightSpaced: CurrencySettings = { symbol: '€', symbolOnLeft: false, spaceBetweenAmountAndSymbol: true }

describe('formatMoneyAxis', () => {
  it.each([
    [0, '$0'],
    [20, '$20'],
    [2500, '$2,500'],
    [0.5, '$0.50'],
    [0.30000000000000004, '$0.30'],
    [12.25, '$12.25'],
    [10_000, '$10k'],
    [12_500, '$12.5k'],
    [999_949, '$999.9k'],
    [1_000_000, '$1M'],
    [2_345_678, '$2.3M'],
    [-40, '-$40'],
    [-15_000, '-$15k'],
  ])('writes the tick %s as %s', (amount, expected) => {
    expect(formatMoneyAxis(amount, dollarLeft)).toBe(expected)
  })

  it("follows the shop's symbol placement, never the browser's decimals (no 0.000000)", () => {
    expect(formatMoneyAxis(1500, euroRightSpaced)).toBe('1,500 €')
    expect(formatMoneyAxis(0, euroRightSpaced)).toBe('0 €')
    expect(formatMoneyAxis(Number.NaN, dollarLeft)).toBe('')
  })
})

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [5, '$5.00'],
    [1234.5, '$1,234.50'],
    [1234567.891, '$1,234,567.89'],
    [999.995, '$1,000.00'],
    [1.005, '$1.01'],
    [-1234.5, '-$1,234.50'],
    [-0.001, '$0.00'],
    ['19.9', '$19.90'],
  ])('shows %s as %s with the symbol on the left', (amount, expected) => {
    expect(formatMoney(amount, dollarLeft)).toBe(expected)
  })

  it('puts the symbol on the right with a space when configured so', () => {
    expect(formatMoney(1234.5, euroRightSpaced)).toBe('1,234.50 €')
    expect(formatMoney(-2, euroRightSpaced)).toBe('-2.00 €')
  })

  it('puts a space after a left symbol when configured so', () => {
    expect(formatMoney(12, { ...dollarLeft, spaceBetweenAmountAndSymbol: true })).toBe('$ 12.00')
  })

  it('shows nothing for a value that is not an amount', () => {
    expect(formatMoney(Number.NaN, dollarLeft)).toBe('')
    expect(formatMoney('abc', dollarLeft)).toBe('')
  })
})

describe('formatDate', () => {
  const afternoon = '2025-03-07T14:05:09Z'

  it.each([
    ['d-m-Y', '07-03-2025'],
    ['Y-m-d', '2025-03-07'],
    ['m/d/Y', '03/07/2025'],
    ['d/m/Y', '07/03/2025'],
    ['d.m.Y', '07.03.2025'],
    ['d-m-Y H:i', '07-03-2025 14:05'],
    ['Y-m-d H:i:s', '2025-03-07 14:05:09'],
    ['d/m/Y h:i A', '07/03/2025 02:05 PM'],
    ['D, d M Y', 'Fri, 07 Mar 2025'],
    ['l, d F Y', 'Friday, 07 March 2025'],
    ['d M Y', '07 Mar 2025'],
    ['F j, Y g:i a', 'March 7, 2025 2:05 pm'],
  ])('formats %s as %s', (format, expected) => {
    expect(formatDate(afternoon, format, 'UTC')).toBe(expected)
  })

  it('shows the time in the configured time zone', () => {
    expect(formatDate(afternoon, 'Y-m-d H:i', 'Asia/Tokyo')).toBe('2025-03-07 23:05')
    expect(formatDate('2025-03-07T02:00:00Z', 'l, d-m-Y H:i', 'America/New_York')).toBe('Thursday, 06-03-2025 21:00')
  })

  it('reads a zoneless SQL date-time as UTC', () => {
    expect(formatDate('2025-03-07 14:05:09', 'H:i', 'Asia/Kolkata')).toBe('19:35')
  })

  it('keeps a bare date on its calendar day in any zone', () => {
    expect(formatDate('2025-01-02', 'd-m-Y', 'America/Los_Angeles')).toBe('02-01-2025')
    expect(formatDate('2025-01-02', 'd-m-Y', 'Pacific/Kiritimati')).toBe('02-01-2025')
  })

  it('shows midnight and noon in 12-hour notation as PHP does', () => {
    expect(formatDate('2025-03-07T00:30:00Z', 'h:i A g a', 'UTC')).toBe('12:30 AM 12 am')
    expect(formatDate('2025-03-07T12:00:00Z', 'h:i A', 'UTC')).toBe('12:00 PM')
  })

  it('prints escaped characters literally', () => {
    expect(formatDate(afternoon, 'jS \\o\\f F', 'UTC')).toBe('7th of March')
  })

  it('accepts Date objects and timestamps', () => {
    expect(formatDate(new Date(afternoon), 'Y-m-d', 'UTC')).toBe('2025-03-07')
    expect(formatDate(Date.parse(afternoon), 'Y-m-d', 'UTC')).toBe('2025-03-07')
  })

  it('falls back to the browser zone for an unknown zone name', () => {
    expect(formatDate('2025-01-02', 'Y', 'Not/AZone')).toBe('2025')
    expect(formatDate(afternoon, 'Y-m', 'Not/AZone')).toMatch(/^2025-03$/)
  })

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(null, 'd-m-Y', 'UTC')).toBe('')
    expect(formatDate('', 'd-m-Y', 'UTC')).toBe('')
    expect(formatDate('not a date', 'd-m-Y', 'UTC')).toBe('')
  })
})

describe('dateTimeFormat', () => {
  it.each([
    ['d-m-Y', 'd-m-Y H:i'],
    ['l, d F Y', 'l, d F Y H:i'],
    ['d-m-Y H:i', 'd-m-Y H:i'],
    ['d/m/Y h:i A', 'd/m/Y h:i A'],
    ['F j, Y g:i a', 'F j, Y g:i a'],
    ['jS \\o\\f \\h\\e\\r\\e F', 'jS \\o\\f \\h\\e\\r\\e F H:i'],
  ])('adds the time to %s only when it has none: %s', (format, expected) => {
    expect(dateTimeFormat(format)).toBe(expected)
  })

  it('prints a sale at its time in the shop zone', () => {
    expect(formatDate('2025-03-07T14:05:09Z', dateTimeFormat('d-m-Y'), 'Europe/Paris')).toBe('07-03-2025 15:05')
  })
})

describe('formatCents', () => {
  it('formats integer cents as the screen and the PDF invoices show them', () => {
    expect(formatCents(123450, { symbol: '$', symbolOnLeft: true, spaceBetweenAmountAndSymbol: false })).toBe(
      '$1,234.50',
    )
    expect(formatCents(-195, { symbol: '€', symbolOnLeft: false, spaceBetweenAmountAndSymbol: true })).toBe('-1.95 €')
  })
})

describe('formatting in the reader’s locale', () => {
  const euro: CurrencySettings = { symbol: '€', symbolOnLeft: false, spaceBetweenAmountAndSymbol: true }

  it('writes French amounts with French separators, the symbol where the shop puts it', () => {
    expect(formatMoney(1234.5, euro, 'fr')).toBe('1\u202f234,50 €')
    expect(formatCents(-195, dollarLeft, 'fr')).toBe('-$1,95')
    expect(formatMoneyAxis(12_500, dollarLeft, 'fr')).toBe('$12,5k')
  })

  it('writes Arabic amounts in Arabic-Indic digits or in Latin digits, as the shop chose', () => {
    expect(formatMoney(1234.5, euro, 'ar-u-nu-arab')).toBe('١٬٢٣٤٫٥٠ €')
    expect(formatMoney(1234.5, euro, 'ar-u-nu-latn')).toBe('1,234.50 €')
  })

  it('names months and days in the language, keeping the shop’s date pattern', () => {
    expect(formatDate('2025-03-07T14:05:09Z', 'l, d F Y', 'UTC', 'fr')).toBe('vendredi, 07 mars 2025')
    expect(formatDate('2025-03-07T14:05:09Z', 'd-m-Y H:i', 'UTC', 'ar-u-nu-arab')).toBe('٠٧-٠٣-٢٠٢٥ ١٤:٠٥')
    expect(formatDate('2025-03-07', 'd F Y', 'UTC', 'ar-u-nu-latn')).toBe('07 مارس 2025')
  })

  it('writes English exactly as without a locale', () => {
    expect(formatMoney(1234.5, dollarLeft, 'en')).toBe(formatMoney(1234.5, dollarLeft))
    expect(formatDate('2025-03-07T14:05:09Z', 'jS \\o\\f F', 'UTC', 'en')).toBe('7th of March')
  })
})
