import type { PrintAlign, PrintBlock, PrintDocument } from '../print-document.ts'
import { blankBitmap, fillRect, type Bitmap } from './bitmap.ts'
import { blankCoverage, drawGlyph, inkOf } from './rasterise-glyph.ts'
import {
  firstStrongDirection,
  shapeLine,
  type Direction,
  type ShapedLine,
  type TextStyle,
} from '../../../platform/text/shape-line.ts'

/**
 * The slip's text blocks as pictures the paper's width: a heading bold at twice the size and centred, text at
 * its start, centre or end, a row's label at the start and its value at the end (so on a right-to-left slip
 * the label is on the right), rules and blank lines. Long text wraps at spaces to the paper's width; a row's
 * label wraps beside its value, which never wraps.
 */

/** The em of body text in dots: about the printer's own 12 x 24 font, so a slip looks alike in both modes. */
export const BODY_SIZE = 24
const HEADING_SIZE = BODY_SIZE * 2
/** Room between a row's label and its value: half an em. */
const ROW_GAP = BODY_SIZE / 2

/** The block kinds drawn here (a barcode, a QR code and the logo are not text). */
export type TextBlock = Extract<PrintBlock, { type: 'heading' | 'text' | 'row' | 'rule' | 'feed' }>

export const isTextBlock = (block: PrintBlock): block is TextBlock =>
  block.type === 'heading' ||
  block.type === 'text' ||
  block.type === 'row' ||
  block.type === 'rule' ||
  block.type === 'feed'

export interface SlipLayout {
  /** The paper's printable width in dots. */
  width: number
  /** Which side a block's start is on. */
  direction: Direction
  /** Each line's paragraph direction: the document's when it says one, else each line's own. */
  paragraph: Direction | 'auto'
}

/** A slip's direction: the document's, else its text's first strong letter (an Arabic shop name makes it rtl). */
export function slipDirection(document: PrintDocument): Direction {
  if (document.direction) return document.direction
  for (const block of document.blocks) {
    const text =
      block.type === 'heading' || block.type === 'text' ? block.text : block.type === 'row' ? block.label : ''
    const found = firstStrongDirection(text)
    if (found) return found
  }
  return 'ltr'
}

const lineHeightOf = (style: TextStyle) => Math.round(style.size * 1.5)
/** Baseline below a line's top: room for accents over capitals and the marks over Arabic letters. */
const baselineOf = (style: TextStyle) => Math.round(style.size * 1.1)

/** Breaks a word too wide for the paper between characters: a long code or a name without spaces. */
function breakWord(word: string, style: TextStyle, layout: SlipLayout, width: number): string[] {
  const pieces: string[] = []
  let piece = ''
  for (const char of word) {
    if (piece && shapeLine(piece + char, style, layout.paragraph).width > width) {
      pieces.push(piece)
      piece = ''
    }
    piece += char
  }
  if (piece) pieces.push(piece)
  return pieces
}

/** The text's lines at most `width` dots wide, broken at spaces where it can be. */
export function wrapText(text: string, style: TextStyle, layout: SlipLayout, width: number): string[] {
  const lines: string[] = []
  // A note typed in a browser brings \r\n; a tab or another control character would print as a box.
  for (const paragraph of text.split(/\r?\n/u).map((part) => part.replace(/\p{Cc}/gu, ' '))) {
    let line = ''
    for (const word of paragraph.split(/\s+/u).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (shapeLine(candidate, style, layout.paragraph).width <= width) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      const pieces = breakWord(word, style, layout, width)
      line = pieces.pop() ?? ''
      lines.push(...pieces)
    }
    lines.push(line)
  }
  return lines
}

/** Where a line of `lineWidth` starts, in dots from the paper's left. */
function leftOf(align: PrintAlign, lineWidth: number, layout: SlipLayout): number {
  if (align === 'center') return Math.max(0, Math.floor((layout.width - lineWidth) / 2))
  const atLeft = (align === 'start') === (layout.direction === 'ltr')
  return atLeft ? 0 : Math.max(0, layout.width - lineWidth)
}

interface PlacedLine {
  shaped: ShapedLine
  left: number
  /** The line's slot, counted in lines from the block's top. */
  slot: number
}

function drawLines(lines: PlacedLine[], style: TextStyle, layout: SlipLayout, slots: number): Bitmap {
  const lineHeight = lineHeightOf(style)
  const coverage = blankCoverage(layout.width, slots * lineHeight)
  for (const { shaped, left, slot } of lines) {
    const baseline = slot * lineHeight + baselineOf(style)
    for (const placed of shaped.glyphs)
      drawGlyph(coverage, placed.glyph, {
        x: left + placed.x,
        baseline: baseline - placed.y,
        scaleX: placed.scaleX,
        scaleY: placed.scaleY,
      })
  }
  return inkOf(coverage)
}

function textImage(text: string, align: PrintAlign, style: TextStyle, layout: SlipLayout): Bitmap {
  const lines = wrapText(text, style, layout, layout.width).map((line, slot): PlacedLine => {
    const shaped = shapeLine(line, style, layout.paragraph)
    return { shaped, left: leftOf(align, shaped.width, layout), slot }
  })
  return drawLines(lines, style, layout, lines.length)
}

function rowImage(block: Extract<PrintBlock, { type: 'row' }>, layout: SlipLayout): Bitmap {
  const style: TextStyle = { size: BODY_SIZE, bold: block.bold === true, wide: false }
  // The value is an amount or a number: it reads left to right whatever the slip.
  const value = shapeLine(block.value, style, 'auto')
  const labelWidth = Math.max(BODY_SIZE * 4, layout.width - value.width - ROW_GAP)
  const labels = wrapText(block.label, style, layout, labelWidth).map((line, slot): PlacedLine => {
    const shaped = shapeLine(line, style, layout.paragraph)
    return { shaped, left: leftOf('start', shaped.width, layout), slot }
  })
  labels.push({ shaped: value, left: leftOf('end', value.width, layout), slot: 0 })
  return drawLines(labels, style, layout, Math.max(1, labels.length - 1))
}

/** A text block's picture, the paper's width across. */
export function blockImage(block: TextBlock, layout: SlipLayout): Bitmap {
  const body: TextStyle = { size: BODY_SIZE, bold: false, wide: false }
  switch (block.type) {
    case 'heading':
      return textImage(block.text, 'center', { size: HEADING_SIZE, bold: true, wide: false }, layout)
    case 'text':
      return textImage(
        block.text,
        block.align ?? 'start',
        { ...body, bold: block.bold === true, wide: block.wide === true },
        layout,
      )
    case 'row':
      return rowImage(block, layout)
    case 'rule': {
      const height = lineHeightOf(body)
      const rule = blankBitmap(layout.width, height)
      fillRect(rule, 0, Math.floor(height / 2) - 1, layout.width, 2)
      return rule
    }
    case 'feed':
      return blankBitmap(layout.width, lineHeightOf(body) * Math.max(0, block.lines))
  }
}
