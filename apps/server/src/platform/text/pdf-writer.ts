import PDFDocument from 'pdfkit'
import { fontFiles, slipFonts } from './fonts.ts'
import { visualRuns, type Direction } from './shape-line.ts'

/**
 * Text on an A4 PDF that reads right in every language the shop speaks: Noto Sans and Noto Sans Arabic
 * embedded (pdfkit's Helvetica has no Arabic), each line cut into runs by the Unicode bidirectional
 * algorithm and by script (the raster slips' own cutting, shape-line.ts), the runs drawn in visual order,
 * each shaped whole by pdfkit's fontkit (joined Arabic letters), numbers, amounts, codes and phones kept
 * left to right inside. pdfkit's own layout knows only left to right, so lines are broken here, in reading
 * order, before each is ordered for drawing.
 *
 * Positions are given as on a left-to-right page (x from the left margin's side); a right-to-left document
 * mirrors them, so one layout serves both: the shop's name moves to the left, the table's first column to
 * the right.
 */

export type PdfAlign = 'start' | 'center' | 'end'

export interface PdfTextOptions {
  /** The box's left edge on a left-to-right page; the page's left margin unless said. */
  x?: number
  /** The line's top; the writer's cursor unless said. */
  y?: number
  /** The box's width; to the right margin unless said. */
  width?: number
  align?: PdfAlign
  size?: number
  bold?: boolean
  color?: string
  /** Leave the cursor where it was (a label and its value side by side). */
  stay?: boolean
}

const FONT = {
  latinRegular: 'CounterpartLatin',
  latinBold: 'CounterpartLatinBold',
  arabicRegular: 'CounterpartArabic',
  arabicBold: 'CounterpartArabicBold',
} as const

/**
 * A feature list makes pdfkit lay out a run whole; without one it shapes word by word, which leaves the
 * words of a right-to-left run in left-to-right order. Kerning is on by default anyway.
 */
const WHOLE_RUN: PDFKit.Mixins.OpenTypeFeatures[] = ['kern']

/** The line's height and where its baseline sits, in ems: Noto's Arabic reaches higher than its Latin. */
const LINE_HEIGHT = 1.45
const BASELINE = 1.08

interface DrawnRun {
  text: string
  font: string
  rtl: boolean
  width: number
}

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument
  readonly direction: Direction
  /** The cursor: the next line's top. */
  y: number
  private size = 10
  private readonly chunks: Buffer[] = []
  private readonly done: Promise<Buffer>

  constructor(options: { direction: Direction; title: string; author: string; margin?: number }) {
    this.direction = options.direction
    this.doc = new PDFDocument({
      size: 'A4',
      margin: options.margin ?? 50,
      info: { Title: options.title, Author: options.author },
    })
    const files = fontFiles()
    for (const [face, name] of Object.entries(FONT)) this.doc.registerFont(name, files[face as keyof typeof FONT])
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk))
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)))
      this.doc.on('error', reject)
    })
    this.y = this.doc.y
  }

  get left(): number {
    return this.doc.page.margins.left
  }

  get right(): number {
    return this.doc.page.width - this.doc.page.margins.right
  }

  get pageHeight(): number {
    return this.doc.page.height
  }

  /** The left edge on the page of a box given as on a left-to-right page. */
  boxLeft(x: number, width: number): number {
    return this.direction === 'rtl' ? this.doc.page.width - x - width : x
  }

  lineHeight(size = this.size): number {
    return size * LINE_HEIGHT
  }

  moveDown(lines = 1): void {
    this.y += this.lineHeight() * lines
  }

  /** A new page when fewer than `room` points are left above the bottom margin. */
  keepRoom(room: number): void {
    if (this.y + room > this.doc.page.height - this.doc.page.margins.bottom) this.newPage()
  }

  newPage(): void {
    this.doc.addPage()
    this.y = this.doc.page.margins.top
  }

  /** A rule across the box, at the cursor. */
  rule(x = this.left, width = this.right - x, y = this.y): void {
    const left = this.boxLeft(x, width)
    this.doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .stroke()
  }

  /** An image in a box given as on a left-to-right page. */
  image(source: Buffer, x: number, y: number, fit: [number, number]): void {
    this.doc.image(source, this.boxLeft(x, fit[0]), y, {
      fit,
      ...(this.direction === 'rtl' ? { align: 'right' as const } : {}),
    })
  }

  /** The width a text takes in one line. */
  widthOf(text: string, options: Pick<PdfTextOptions, 'size' | 'bold'> = {}): number {
    return this.drawnRuns(text, options.size ?? this.size, options.bold ?? false).reduce(
      (sum, run) => sum + run.width,
      0,
    )
  }

  /**
   * Writes a text in its box, broken into lines that fit (at spaces, or inside a word longer than the box),
   * each line in visual order and aligned to the box's start or end. Answers the height written; the cursor
   * moves below it unless `stay`.
   */
  text(text: string, options: PdfTextOptions = {}): number {
    const size = options.size ?? this.size
    this.size = size
    const bold = options.bold ?? false
    const x = options.x ?? this.left
    const width = options.width ?? this.right - x
    const top = options.y ?? this.y
    const left = this.boxLeft(x, width)
    const height = this.lineHeight(size)
    this.doc.fillColor(options.color ?? '#000000')
    let y = top
    for (const line of this.breakLines(text, width, size, bold)) {
      const runs = this.drawnRuns(line, size, bold)
      const used = runs.reduce((sum, run) => sum + run.width, 0)
      const align = options.align ?? 'start'
      const physical =
        align === 'center' ? 'center' : (align === 'start') === (this.direction === 'ltr') ? 'left' : 'right'
      let pen = physical === 'left' ? left : physical === 'right' ? left + width - used : left + (width - used) / 2
      for (const run of runs) {
        this.doc.font(run.font).fontSize(size)
        // Noto Sans Arabic draws a dotted letter as a dotless body and its dots, the same body for several
        // letters (ب ت ث ن ي), so the glyphs alone cannot say which letter they show to a reader copying or
        // searching the PDF. The run's letters ride along as ActualText, in the order the glyphs are drawn
        // (visual, as the glyphs' own text would be): readers put a right-to-left line back in reading order.
        if (run.rtl) this.doc.markContent('Span', { actual: [...run.text].reverse().join('') })
        this.doc.text(run.text, pen, y + size * BASELINE, {
          lineBreak: false,
          baseline: 'alphabetic',
          features: WHOLE_RUN,
        })
        if (run.rtl) this.doc.endMarkedContent()
        pen += run.width
      }
      y += height
    }
    this.doc.fillColor('#000000')
    if (!options.stay) this.y = y
    return y - top
  }

  end(): Promise<Buffer> {
    this.doc.end()
    return this.done
  }

  /** The line's runs as drawn from the left, neighbours of one direction and font drawn as one. */
  private drawnRuns(line: string, size: number, bold: boolean): DrawnRun[] {
    const { arabic } = slipFonts()
    const drawn: DrawnRun[] = []
    for (const run of visualRuns(line, this.direction)) {
      const isArabic = run.face === arabic
      const font = isArabic ? (bold ? FONT.arabicBold : FONT.arabicRegular) : bold ? FONT.latinBold : FONT.latinRegular
      const rtl = run.level % 2 === 1
      const last = drawn.at(-1)
      // Left-to-right neighbours (a label and the amount isolated inside it) read the same drawn as one.
      if (last && !rtl && !last.rtl && last.font === font) {
        last.text += run.text
        last.width = this.measure(last.text, font, size)
        continue
      }
      drawn.push({ text: run.text, font, rtl, width: this.measure(run.text, font, size) })
    }
    return drawn
  }

  private measure(text: string, font: string, size: number): number {
    return this.doc.font(font).fontSize(size).widthOfString(text, { features: WHOLE_RUN })
  }

  /** Lines that fit the width, broken in reading order (newlines kept). */
  private breakLines(text: string, width: number, size: number, bold: boolean): string[] {
    const lines: string[] = []
    for (const paragraph of text.split('\n')) {
      let line = ''
      for (const word of paragraph.split(/ +/u)) {
        const candidate = line ? `${line} ${word}` : word
        if (this.widthOf(candidate, { size, bold }) <= width || !line) {
          line = candidate
        } else {
          lines.push(line)
          line = word
        }
        // A word wider than the box (a long code, a mail address) is cut where it no longer fits.
        while (this.widthOf(line, { size, bold }) > width && [...line].length > 1) {
          const chars = [...line]
          let fit = chars.length - 1
          while (fit > 1 && this.widthOf(chars.slice(0, fit).join(''), { size, bold }) > width) fit--
          lines.push(chars.slice(0, fit).join(''))
          line = chars.slice(fit).join('')
        }
      }
      lines.push(line)
    }
    return lines
  }
}
