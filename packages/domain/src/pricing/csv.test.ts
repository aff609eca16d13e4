import { describe, expect, it } from 'vitest'
import { centsToDecimalText, csvField, toCsv } from './csv.ts'

describe('CSV export', () => {
  it('writes money as plain decimals with two places', () => {
    expect(centsToDecimalText(123456)).toBe('1234.56')
    expect(centsToDecimalText(5)).toBe('0.05')
    expect(centsToDecimalText(-1250)).toBe('-12.50')
    expect(centsToDecimalText(0)).toBe('0.00')
    expect(csvField({ cents: -5 })).toBe('-0.05')
  })

  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('Smith, John')).toBe('"Smith, John"')
    expect(csvField('12" screen')).toBe('"12"" screen"')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField(null)).toBe('')
    expect(csvField(3)).toBe('3')
  })

  it('keeps text a spreadsheet would run as a formula as text', () => {
    expect(csvField('=1+1')).toBe("'=1+1")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('-2')).toBe("'-2")
    expect(csvField(-2)).toBe('-2')
  })

  it('also keeps the full-width operators, leading blanks and leading tab, CR or LF as text', () => {
    expect(csvField('＝1+1')).toBe("'＝1+1")
    expect(csvField('＋33 1 23')).toBe("'＋33 1 23")
    expect(csvField('－2')).toBe("'－2")
    expect(csvField('＠SUM(A1)')).toBe("'＠SUM(A1)")
    expect(csvField(' =1+1')).toBe("' =1+1")
    expect(csvField('\u3000=1+1')).toBe("'\u3000=1+1")
    expect(csvField('\t=cmd')).toBe("'\t=cmd")
    expect(csvField('\rtext')).toBe(`"'\rtext"`)
    expect(csvField('\nline')).toBe(`"'\nline"`)
    expect(csvField('Anne-Marie')).toBe('Anne-Marie')
    expect(csvField('a=b')).toBe('a=b')
  })

  it('keeps a 12-digit transaction number as text, never as a formula of the data', () => {
    expect(csvField({ text: '361605123456' })).toBe('"=""361605123456"""')
    expect(csvField({ text: 'PO-000123' })).toBe('"=""PO-000123"""')
    // Anything that is not a plain identifier is ordinary (guarded) text.
    expect(csvField({ text: '=HYPERLINK("x")' })).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField({ text: '1", "2' })).toBe('"1"", ""2"')
  })

  it('puts the header first and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['id', 'name', 'total'],
        [1, 'Cable, USB', { cents: 1999 }],
      ]),
    ).toBe('id,name,total\r\n1,"Cable, USB",19.99\r\n')
  })
})
