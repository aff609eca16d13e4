import { inflateSync } from 'node:zlib'

/**
 * What a PDF printed by Chromium (page.pdf) shows, page by page: the page size from its MediaBox and its
 * text as lines in the order a person reads them off the paper, left to right and top to bottom, each
 * glyph at the place it was printed. So a phone number that a right-to-left layout reordered on paper
 * reads "0100 555 1+" here too, which the page's DOM text would never show.
 *
 * No PDF library is installed; this reads what Skia (Chromium's PDF writer) produces: plain objects,
 * Flate streams, Type0 fonts with a ToUnicode map, text drawn with Tm, Td and Tj/TJ. It throws when it
 * meets something else rather than answer with nothing.
 */

export interface PdfPage {
  widthMm: number
  heightMm: number
  /** Lines of text, top to bottom, each read left to right. */
  lines: string[]
}

interface PdfObject {
  dict: string
  stream: Buffer | null
}

const MM_PER_POINT = 25.4 / 72

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1')
  const objects = new Map<number, PdfObject>()
  const heads = /(?:^|[\r\n])(\d+) 0 obj\b/g
  for (let head = heads.exec(raw); head; head = heads.exec(raw)) {
    const start = head.index + head[0].length
    const end = raw.indexOf('endobj', start)
    const body = raw.slice(start, end)
    const streamAt = body.search(/stream\r?\n/)
    if (streamAt < 0) {
      objects.set(Number(head[1]), { dict: body, stream: null })
      continue
    }
    const dict = body.slice(0, streamAt)
    const dataStart = start + streamAt + (body.slice(streamAt).startsWith('stream\r\n') ? 8 : 7)
    const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(dict)
    const dataEnd = length ? dataStart + Number(length[1]) : raw.indexOf('endstream', dataStart)
    const data = pdf.subarray(dataStart, dataEnd)
    objects.set(Number(head[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(data) : data })
  }
  return objects
}

function ref(dict: string, key: string): number | null {
  const found = new RegExp(`/${key}\\s+(\\d+)\\s+0\\s+R`).exec(dict)
  return found ? Number(found[1]) : null
}

/** A ToUnicode CMap: glyph code (hex) to text. */
function readCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>()
  const text = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le')
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(parseInt(pair[1] ?? '', 16), text(pair[2] ?? ''))
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of (block[1] ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g,
    )) {
      const low = parseInt(range[1] ?? '', 16)
      const high = parseInt(range[2] ?? '', 16)
      const target = range[3] ?? ''
      if (target.startsWith('[')) {
        const each = [...target.matchAll(/<([0-9A-Fa-f]+)>/g)].map((entry) => text(entry[1] ?? ''))
        each.forEach((value, index) => map.set(low + index, value))
      } else {
        const first = parseInt(target.slice(1, -1), 16)
        for (let code = low; code <= high; code += 1) map.set(code, String.fromCodePoint(first + code - low))
      }
    }
  }
  return map
}

interface Glyph {
  x: number
  y: number
  size: number
  text: string
}

function readGlyphs(content: string, fonts: Map<string, Map<number, string>>): Glyph[] {
  const glyphs: Glyph[] = []
  const tokens = /\/([^\s/<>[\]()]+)|<([0-9A-Fa-f\s]*)>|\[([^\]]*)\]|(-?\d*\.?\d+)|([A-Za-z'"*]+)/g
  let operands: string[] = []
  let cmap = new Map<number, string>()
  let size = 0
  let matrix = [1, 0, 0, 1, 0, 0]
  const show = (hex: string) => {
    const codes = hex.replace(/\s/g, '')
    for (let at = 0; at + 4 <= codes.length; at += 4) {
      const code = parseInt(codes.slice(at, at + 4), 16)
      const text = cmap.get(code)
      if (text === undefined) throw new Error(`glyph ${code} has no text in its font's ToUnicode map`)
      // Several glyphs in one string: kept in order just after the first (their widths are not read).
      glyphs.push({ x: (matrix[4] ?? 0) + at / 1000, y: matrix[5] ?? 0, size, text })
    }
  }
  for (const token of content.matchAll(tokens)) {
    const [, name, hex, array, number, operator] = token
    if (operator === undefined) {
      operands.push(name !== undefined ? `/${name}` : hex !== undefined ? `<${hex}>` : (array ?? number ?? ''))
      continue
    }
    const numbers = operands.map(Number)
    switch (operator) {
      case 'BT':
        matrix = [1, 0, 0, 1, 0, 0]
        break
      case 'Tf': {
        const font = fonts.get((operands[0] ?? '').slice(1))
        if (!font) throw new Error(`font ${operands[0]} is not among the page's fonts`)
        cmap = font
        size = numbers[1] ?? 0
        break
      }
      case 'Tm':
        matrix = numbers.slice(0, 6)
        break
      case 'Td': {
        const [tx = 0, ty = 0] = numbers
        const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = matrix
        matrix = [a, b, c, d, e + tx * a + ty * c, f + tx * b + ty * d]
        break
      }
      case 'Tj':
        show((operands[0] ?? '<>').slice(1, -1))
        break
      case 'TJ':
        for (const part of (operands[0] ?? '').matchAll(/<([0-9A-Fa-f\s]*)>/g)) show(part[1] ?? '')
        break
    }
    operands = []
  }
  return glyphs
}

/** Glyphs on the same baseline make a line; a gap wider than a character is a space. */
function toLines(glyphs: Glyph[]): string[] {
  const rows: Glyph[][] = []
  for (const glyph of [...glyphs].sort((a, b) => a.y - b.y)) {
    const row = rows.at(-1)
    if (row && Math.abs((row[0]?.y ?? 0) - glyph.y) < Math.max(2, glyph.size * 0.3)) row.push(glyph)
    else rows.push([glyph])
  }
  return rows.map((row) => {
    let line = ''
    let previous: Glyph | null = null
    for (const glyph of row.sort((a, b) => a.x - b.x)) {
      if (previous && glyph.x - previous.x > previous.size * 1.2 && !line.endsWith(' ') && glyph.text !== ' ') {
        line += ' '
      }
      line += glyph.text
      previous = glyph
    }
    return line.replace(/\s+/g, ' ').trim()
  })
}

export function pdfPages(pdf: Buffer): PdfPage[] {
  const objects = readObjects(pdf)
  const catalog = [...objects.values()].find((object) => /\/Type\s*\/Pages\b/.test(object.dict))
  if (!catalog) throw new Error('no page tree in the PDF')
  const kids = [...(/\/Kids\s*\[([^\]]*)\]/.exec(catalog.dict)?.[1]?.matchAll(/(\d+)\s+0\s+R/g) ?? [])].map((m) =>
    Number(m[1]),
  )
  return kids.map((id) => {
    const page = objects.get(id)
    if (!page) throw new Error(`page ${id} is missing`)
    const box = /\/MediaBox\s*\[\s*(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s*\]/.exec(page.dict)
    if (!box) throw new Error(`page ${id} has no MediaBox`)
    const fonts = new Map<string, Map<number, string>>()
    const fontDict = /\/Font\s*<<([^>]*)>>/.exec(page.dict)?.[1] ?? ''
    for (const entry of fontDict.matchAll(/\/(\S+)\s+(\d+)\s+0\s+R/g)) {
      const font = objects.get(Number(entry[2]))
      const toUnicode = font ? ref(font.dict, 'ToUnicode') : null
      const cmap = toUnicode === null ? null : objects.get(toUnicode)?.stream
      if (!cmap) throw new Error(`font ${entry[1]} has no ToUnicode map`)
      fonts.set(entry[1] ?? '', readCmap(cmap.toString('latin1')))
    }
    const contents = [
      ...(/\/Contents\s*(\[[^\]]*\]|\d+\s+0\s+R)/.exec(page.dict)?.[1] ?? '').matchAll(/(\d+)\s+0\s+R/g),
    ]
    const content = contents.map((m) => objects.get(Number(m[1]))?.stream?.toString('latin1') ?? '').join('\n')
    const [x0, y0, x1, y1] = box.slice(1, 5).map(Number) as [number, number, number, number]
    return {
      widthMm: (x1 - x0) * MM_PER_POINT,
      heightMm: (y1 - y0) * MM_PER_POINT,
      lines: toLines(readGlyphs(content, fonts)),
    }
  })
}
