import { describe, expect, it } from 'vitest'
import { rasterCommands } from '../../../../test/escpos-pictures.ts'
import { blankBitmap, isBlack, setBlack, type Bitmap } from './bitmap.ts'
import { codePageHolds } from './code-page-fit.ts'
import { rasterStrips, STRIP_BYTES } from './escpos-raster.ts'
import { blockImage, type SlipLayout } from './layout-blocks.ts'
import { shapeLine, type TextStyle } from '../../../platform/text/shape-line.ts'

const body: TextStyle = { size: 24, bold: false, wide: false }

/**
 * The characters of a shaped line as they stand on paper, left to right (a glyph shows its first character).
 * Good for Latin letters, digits and signs only: fontkit keeps one glyph object per glyph id with the
 * characters it was first made for, and Arabic letters that share a base shape (the dotless beh of ta and ya,
 * their dots drawn as marks) show whichever came first in the process. Arabic is compared by glyph id.
 */
function onPaper(text: string, paragraph: 'ltr' | 'rtl' | 'auto' = 'auto'): string {
  return shapeLine(text, body, paragraph)
    .glyphs.map(({ glyph }) => String.fromCodePoint(glyph.codePoints[0] ?? 0x20))
    .join('')
}

/** Only the Latin letters, digits and signs, in paper order: what must read left to right. */
const latinOf = (text: string) => text.replace(/[^\w.:+-]/gu, '')

function inkBetween(bitmap: Bitmap, from: number, to: number, top = 0, bottom = bitmap.height): number {
  let ink = 0
  for (let y = top; y < bottom; y++) for (let x = from; x < to; x++) if (isBlack(bitmap, x, y)) ink++
  return ink
}

describe('Arabic shaping', () => {
  it("joins a word's letters: each takes its joined form, not the one it has alone", () => {
    const word = 'سلم'
    const joined = shapeLine(word, body, 'rtl').glyphs.map(({ glyph }) => glyph.id)
    const alone = [...word].map((letter) => shapeLine(letter, body, 'rtl').glyphs[0]!.glyph.id)
    // On paper the word runs right to left: its first letter is the last glyph drawn.
    expect(joined).toHaveLength(3)
    expect(joined.toReversed()).not.toEqual(alone)
    for (let i = 0; i < 3; i++) expect(joined[2 - i]).not.toBe(alone[i])
  })

  it('draws lam and alef as their ligature', () => {
    const names = shapeLine('لا', body, 'rtl').glyphs.map(({ glyph }) => glyph.name)
    expect(names.every((name) => name.includes('rlig'))).toBe(true)
  })
})

describe('the order of a line', () => {
  it('reads an Arabic line right to left, a Latin word inside it left to right', () => {
    const ids = (text: string, paragraph: 'ltr' | 'rtl' | 'auto' = 'auto') =>
      shapeLine(text, body, paragraph).glyphs.map(({ glyph }) => glyph.id)
    const word = ids('متجر', 'rtl')
    // The Latin word reads left to right at the paper's left; the Arabic word, shaped as it is alone (its
    // last letter leftmost), ends the line at the paper's right.
    expect(onPaper('متجر ABC').replace(/\s/gu, '').startsWith('ABC')).toBe(true)
    expect(ids('متجر ABC').slice(-word.length)).toEqual(word)
    expect(onPaper('Shop متجر').replace(/\s/gu, '').startsWith('Shop')).toBe(true)
    expect(ids('Shop متجر').slice(-word.length)).toEqual(word)
    expect(word.toReversed()).not.toEqual(word)
  })

  it('keeps amounts, sale numbers, dates and phone numbers left to right inside Arabic lines', () => {
    const total = onPaper('المجموع 24.68')
    expect(latinOf(total)).toBe('24.68')
    // The amount is at the line's end, which is the paper's left in a right-to-left line.
    expect(total.startsWith('24.68')).toBe(true)
    expect(latinOf(onPaper('فاتورة بيع S-1042'))).toBe('S-1042')
    expect(latinOf(onPaper('رقم AB-12-CD في المخزن'))).toBe('AB-12-CD')
    expect(onPaper('هاتف: 055 123 4567').replace(/\D/gu, '')).toBe('0551234567')
    expect(onPaper('هاتف: 055 123 4567').startsWith('055 123 4567')).toBe(true)
    expect(latinOf(onPaper('التاريخ 2026-11-27 14:05'))).toBe('2026-11-2714:05')
    expect(latinOf(onPaper('خصم -12.50'))).toBe('-12.50')
  })

  it('turns brackets round in a right-to-left run', () => {
    // Unmirrored, "(نراكم)" would stand on paper as ")...(": its closing bracket is at the left.
    const shaped = onPaper('(نراكم)')
    expect(shaped.at(0)).toBe('(')
    expect(shaped.at(-1)).toBe(')')
  })
})

describe('blocks as pictures', () => {
  const rtl: SlipLayout = { width: 576, direction: 'rtl', paragraph: 'auto' }
  const ltr: SlipLayout = { width: 576, direction: 'ltr', paragraph: 'auto' }
  const row = { type: 'row', label: 'المجموع الفرعي للفاتورة', value: '1.00' } as const

  it('puts a row’s label on the right and its value on the left of a right-to-left slip, and the other way round', () => {
    const mirrored = blockImage(row, rtl)
    const plain = blockImage(row, ltr)
    // The label is far wider than the value: the middle left is blank only where the value stands alone.
    expect(inkBetween(mirrored, 100, 200)).toBe(0)
    expect(inkBetween(mirrored, 400, 500)).toBeGreaterThan(0)
    expect(inkBetween(plain, 100, 200)).toBeGreaterThan(0)
    expect(inkBetween(plain, 400, 500)).toBe(0)
  })

  it('wraps a long label beside its value, which stays whole on the first line', () => {
    const layout: SlipLayout = { width: 384, direction: 'ltr', paragraph: 'auto' }
    const one = blockImage({ type: 'row', label: 'Cable', value: '1,234.56' }, layout)
    const long = blockImage(
      { type: 'row', label: '2 x Fast charger with a very long braided cable and a spare adapter', value: '1,234.56' },
      layout,
    )
    expect(long.height).toBeGreaterThanOrEqual(3 * one.height)
    // The value's corner of the paper: ink on the first line only.
    expect(inkBetween(long, 300, 384, 0, one.height)).toBeGreaterThan(0)
    expect(inkBetween(long, 300, 384, one.height, long.height)).toBe(0)
  })

  it('breaks a note at its line breaks, whichever the browser sent', () => {
    const one = blockImage({ type: 'text', text: 'Warranty' }, ltr)
    const note = blockImage({ type: 'text', text: 'Warranty: 12 months\r\nKeep this receipt\nThank you' }, ltr)
    expect(note.height).toBe(3 * one.height)
  })

  it('centres a heading', () => {
    const heading = blockImage({ type: 'heading', text: 'متجر' }, rtl)
    expect(inkBetween(heading, 0, 200)).toBe(0)
    expect(inkBetween(heading, 376, 576)).toBe(0)
    expect(inkBetween(heading, 200, 376)).toBeGreaterThan(0)
  })
})

describe('pictures as ESC/POS', () => {
  it(`sends a picture in GS v 0 strips of at most ${STRIP_BYTES} bytes that stack back to the same dots`, () => {
    const picture = blankBitmap(576, 500)
    for (let y = 0; y < 500; y++) for (let x = (y * 7) % 13; x < 576; x += 13) setBlack(picture, x, y)
    const strips = rasterCommands(Buffer.from(rasterStrips(picture)))
    expect(strips.length).toBeGreaterThan(1)
    expect(strips.every((strip) => strip.across === 72 && strip.data.length <= STRIP_BYTES)).toBe(true)
    expect(strips.reduce((rows, strip) => rows + strip.rows, 0)).toBe(500)
    expect(Buffer.concat(strips.map((strip) => strip.data)).equals(Buffer.from(picture.data))).toBe(true)
  })

  it('knows which texts a code page holds', () => {
    expect(codePageHolds('cp437', 'Total 24.68 Café')).toBe(true)
    expect(codePageHolds('cp437', '24.68 €')).toBe(false)
    expect(codePageHolds('cp858', '24.68 €')).toBe(true)
    expect(codePageHolds('cp858', 'المجموع')).toBe(false)
    expect(codePageHolds('cp437', 'Ελληνικά')).toBe(false)
    // A note's line breaks are the encoder's to make, not characters the code page lacks.
    expect(codePageHolds('cp437', 'Keep this receipt\r\nThank you')).toBe(true)
  })
})
