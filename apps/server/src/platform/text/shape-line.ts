import bidiFactory from 'bidi-js'
import type { Font, Glyph } from 'fontkit'
import { slipFonts, type FontFace } from './fonts.ts'

/**
 * One line of text as glyphs in the order they are drawn, left to right: the Unicode bidirectional algorithm
 * (bidi-js) orders the line, each run of one direction and one font is shaped by fontkit (its Arabic shaper
 * joins the letters and sets the lam-alef ligature), and a right-to-left run comes back from fontkit already
 * in drawing order.
 */

export type Direction = 'ltr' | 'rtl'

export interface PlacedGlyph {
  glyph: Glyph
  /** Left to right from the line's start, in dots; the glyph's origin on the baseline. */
  x: number
  /** Up from the baseline, in dots (marks above letters). */
  y: number
  /** Dots per font unit, across and up. */
  scaleX: number
  scaleY: number
}

export interface ShapedLine {
  glyphs: PlacedGlyph[]
  /** The line's width in dots. */
  width: number
}

export interface TextStyle {
  /** The em size in dots. */
  size: number
  bold: boolean
  /** Twice as wide: the glyphs are stretched across, as the printer's own double width does. */
  wide: boolean
}

const bidi = bidiFactory()

const LRI = '\u2066'
const PDI = '\u2069'
/** Marks that steer the algorithm and are never drawn. */
const INVISIBLE = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/u

/**
 * Numbers, amounts, dates, codes and phone numbers: a run of digits with the signs and separators they carry
 * (S-1042, 2026-11-27 14:05, +966 55 123 4567, -12.50 €). The algorithm alone keeps digits left to right, but
 * not the run: inside an Arabic line it would split "S-1042" at its dash and swap the groups of a phone number
 * written with spaces. Each such run is set apart (a left-to-right isolate, as <bdi> does on screen), so it
 * reads as typed wherever the line puts it.
 */
const TOKEN = String.raw`[-+#(]?\p{Sc}?(?:[A-Za-z0-9]+[-/_.])*[A-Za-z0-9]*\d[A-Za-z0-9.,:/_\-)%]*\p{Sc}?`
const LEFT_TO_RIGHT_RUN = new RegExp(`${TOKEN}(?:\\s+(?=[-+(]?\\d)${TOKEN})*`, 'gu')

export function isolateNumbers(text: string): string {
  return text.replace(LEFT_TO_RIGHT_RUN, (run) => {
    // A bracket whose partner is outside the run ("(4 items)") stays with the sentence, which pairs and
    // mirrors the two; inside the isolate it would face the wrong way in a right-to-left line.
    const opens = run.startsWith('(') && !run.includes(')') ? '(' : ''
    const closes = run.endsWith(')') && !run.includes('(') ? ')' : ''
    const inner = run.slice(opens.length, run.length - closes.length)
    return `${opens}${LRI}${inner}${PDI}${closes}`
  })
}

/** The direction of a text's first strong letter, or null for one with none (an amount, a date). */
export function firstStrongDirection(text: string): Direction | null {
  for (const char of text) {
    const type = bidi.getBidiCharTypeName(char)
    if (type === 'L') return 'ltr'
    if (type === 'R' || type === 'AL') return 'rtl'
  }
  return null
}

/** The face a character is drawn in: the Latin one when it has the character, else the Arabic one. */
function faceFor(codePoint: number, previous: FontFace | null): FontFace {
  const { latin, arabic } = slipFonts()
  // Spaces, digits and marks between Arabic letters stay in the Arabic run, so the run is shaped whole.
  if (previous === arabic && arabic.regular.hasGlyphForCodePoint(codePoint)) return arabic
  if (latin.regular.hasGlyphForCodePoint(codePoint)) return latin
  // What neither face has prints as the Latin face's empty box, which tells staff a character is missing.
  return arabic.regular.hasGlyphForCodePoint(codePoint) ? arabic : latin
}

export interface Run {
  /** The run's characters in reading order, brackets already mirrored in a right-to-left run. */
  text: string
  level: number
  face: FontFace
}

/** The line's characters in reading order, cut where the embedding level or the face changes. */
function runsOf(text: string, paragraph: Direction | 'auto'): Run[] {
  const isolated = isolateNumbers(text)
  const { levels } = bidi.getEmbeddingLevels(isolated, paragraph)
  // Brackets in a right-to-left run face the other way: "(" is drawn as ")".
  const mirrored = bidi.getMirroredCharactersMap(isolated, levels)
  const runs: Run[] = []
  let index = 0
  let previous: FontFace | null = null
  for (const char of isolated) {
    const at = index
    index += char.length
    if (INVISIBLE.test(char)) continue
    const level = levels[at]!
    const face = faceFor(char.codePointAt(0)!, previous)
    previous = face
    const drawn = mirrored.get(at) ?? char
    const last = runs.at(-1)
    if (last && last.level === level && last.face === face) last.text += drawn
    else runs.push({ text: drawn, level, face })
  }
  return runs
}

/** Rule L2: from the highest level down to the lowest odd one, every stretch of runs at that level or above turns round. */
function visualOrder(runs: Run[]): Run[] {
  if (runs.length === 0) return runs
  const ordered = [...runs]
  const highest = Math.max(...ordered.map((run) => run.level))
  const lowestOdd = Math.min(...ordered.map((run) => (run.level % 2 === 1 ? run.level : run.level + 1)))
  for (let level = highest; level >= lowestOdd; level--) {
    let start = 0
    while (start < ordered.length) {
      if (ordered[start]!.level < level) {
        start++
        continue
      }
      let end = start
      while (end + 1 < ordered.length && ordered[end + 1]!.level >= level) end++
      ordered.splice(start, end - start + 1, ...ordered.slice(start, end + 1).reverse())
      start = end + 1
    }
  }
  return ordered
}

/**
 * A line cut into runs of one embedding level and one face, in the order they are drawn from the left: what
 * an A4 PDF draws run by run (pdfkit shapes each run itself). An odd level is a right-to-left run.
 */
export function visualRuns(text: string, paragraph: Direction | 'auto'): Run[] {
  return visualOrder(runsOf(text, paragraph))
}

/**
 * Shapes a line. `paragraph` is the slip's direction when the document gives one, else 'auto': the line's
 * own first strong letter sets it (an English product name on an Arabic receipt still reads left to right).
 */
export function shapeLine(text: string, style: TextStyle, paragraph: Direction | 'auto'): ShapedLine {
  const glyphs: PlacedGlyph[] = []
  let pen = 0
  for (const run of visualOrder(runsOf(text, paragraph))) {
    const font: Font = style.bold ? run.face.bold : run.face.regular
    const scale = style.size / font.unitsPerEm
    const across = scale * (style.wide ? 2 : 1)
    const shaped = font.layout(run.text, undefined, undefined, undefined, run.level % 2 === 1 ? 'rtl' : 'ltr')
    shaped.glyphs.forEach((glyph, i) => {
      const position = shaped.positions[i]!
      glyphs.push({
        glyph,
        x: pen + position.xOffset * across,
        y: position.yOffset * scale,
        scaleX: across,
        scaleY: scale,
      })
      pen += position.xAdvance * across
    })
  }
  return { glyphs, width: Math.ceil(pen) }
}
