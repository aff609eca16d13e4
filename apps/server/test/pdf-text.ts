import { inflateSync } from 'node:zlib'

/**
 * The text a pdfkit PDF shows, for assertions: every Flate content stream inflated, and the hex strings
 * of its TJ/Tj operators decoded and joined per operator, one line each. A standard font's text is WinAnsi
 * hex; an embedded font's (Noto, since the PDFs speak every language) is glyph ids, read back through the
 * font's ToUnicode map. For English and other left-to-right text: Arabic comes out as drawn (visual order,
 * dotless letter bodies), so tests read it with pdftotext, which takes the ActualText the PDF gives it.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1')
  const maps = toUnicodeMaps(pdf, raw)
  const lines: string[] = []
  for (const content of contentStreams(pdf, raw)) {
    let font: Map<number, string> | undefined
    const operators = /\/(F\d+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g
    for (const operator of content.matchAll(operators)) {
      if (operator[1] !== undefined) {
        font = maps.get(operator[1])
        continue
      }
      const hex =
        operator[2] !== undefined
          ? [...operator[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('')
          : (operator[3] ?? '')
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
