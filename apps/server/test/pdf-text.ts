import { inflateSync } from 'node:zlib'

/**
 * The text a pdfkit PDF shows, for assertions: every Flate content stream inflated, and the hex strings
 * of its TJ/Tj operators decoded and joined per operator, one line each. A standard font's text is WinAnsi
 * hex; an embedded font's (Noto, since the PDFs speak every language) is glyph ids, read back through the
 * font's ToUnicode map. A right-to-left run is drawn in visual order inside a span whose ActualText holds it
 * as typed: that text is taken instead, so Arabic reads in logical order.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1')
  const maps = toUnicodeMaps(pdf, raw)
  const lines: string[] = []
  for (const content of contentStreams(pdf, raw)) {
    let font: Map<number, string> | undefined
    let actual: string | null = null
    const operators =
      /\/(F\d+)\s+[\d.]+\s+Tf|\/Span\s*<<\s*\/ActualText\s*\(((?:\\.|[^\\)])*)\)\s*>>\s*BDC|EMC|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g
    for (const operator of content.matchAll(operators)) {
      if (operator[1] !== undefined) {
        font = maps.get(operator[1])
        continue
      }
      if (operator[2] !== undefined) {
        actual = literalString(operator[2])
        lines.push(actual)
        continue
      }
      if (operator[0] === 'EMC') {
        actual = null
        continue
      }
      if (actual !== null) continue
      const hex =
        operator[3] !== undefined
          ? [...operator[3].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('')
          : (operator[4] ?? '')
      lines.push(font ? glyphText(hex, font) : Buffer.from(hex, 'hex').toString('latin1'))
    }
  }
  return lines.join('\n')
}

function* contentStreams(pdf: Buffer, raw: string): Generator<string> {
  const streams = /stream\r?\n/g
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length
    const end = raw.indexOf('endstream', start)
    if (end < 0) break
    try {
      yield inflateSync(pdf.subarray(start, end)).toString('latin1')
    } catch {
      yield raw.slice(start, end)
    }
    // Past this stream's own "endstream": searching from its start found the "stream" inside that word and
    // read the next stream's bytes as one, skipping it (the page's text behind a logo's image went unread).
    streams.lastIndex = end + 'endstream'.length
  }
}

/** A font resource's name (F1) to its glyph-id map, for each embedded font with a ToUnicode map. */
function toUnicodeMaps(pdf: Buffer, raw: string): Map<string, Map<number, string>> {
  const objectAt = (id: string) => raw.indexOf(`\n${id} 0 obj`)
  const maps = new Map<string, Map<number, string>>()
  for (const resource of raw.matchAll(/\/(F\d+)\s+(\d+)\s+0\s+R/g)) {
    const [, name = '', id = ''] = resource
    const at = objectAt(id)
    if (at < 0) continue
    const dictionary = raw.slice(at, raw.indexOf('endobj', at))
    const cmapId = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(dictionary)?.[1]
    if (!cmapId) continue
    const cmapAt = objectAt(cmapId)
    const start = raw.indexOf('stream', cmapAt) + 'stream'.length
    const body = raw.slice(start).replace(/^\r?\n/, '')
    const offset = raw.length - body.length
    const end = raw.indexOf('endstream', offset)
    let cmap: string
    try {
      cmap = inflateSync(pdf.subarray(offset, end)).toString('latin1')
    } catch {
      cmap = raw.slice(offset, end)
    }
    const map = new Map<number, string>()
    for (const range of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
      let glyph = parseInt(range[1] ?? '0', 16)
      for (const entry of (range[3] ?? '').matchAll(/<([0-9a-f ]*)>/gi)) {
        const units = (entry[1] ?? '')
          .split(' ')
          .filter(Boolean)
          .map((unit) => parseInt(unit, 16))
        map.set(glyph++, String.fromCharCode(...units))
      }
    }
    maps.set(name, map)
  }
  return maps
}

function glyphText(hex: string, map: Map<number, string>): string {
  let text = ''
  for (let at = 0; at + 4 <= hex.length; at += 4) text += map.get(parseInt(hex.slice(at, at + 4), 16)) ?? ''
  return text
}

/** A PDF literal string's bytes, UTF-16 when it starts with the byte order mark (pdfkit's for non-ASCII). */
function literalString(escaped: string): string {
  const named: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }
  const bytes = escaped.replace(/\\([0-7]{1,3}|.)/gs, (_, code: string) =>
    /^[0-7]+$/.test(code) ? String.fromCharCode(parseInt(code, 8)) : (named[code] ?? code),
  )
  const buffer = Buffer.from(bytes, 'latin1')
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return buffer.subarray(2).swap16().toString('utf16le')
  return bytes
}
