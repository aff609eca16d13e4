import { inflateSync } from 'node:zlib'

/**
 * The text a pdfkit PDF shows, for assertions: every Flate content stream inflated, and the hex strings
 * of its TJ/Tj operators (pdfkit writes the standard fonts' text as WinAnsi hex) decoded and joined
 * per operator, one line each.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1')
  const lines: string[] = []
  const streams = /stream\r?\n/g
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length
    const end = raw.indexOf('endstream', start)
    if (end < 0) break
    let content: string
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1')
    } catch {
      content = raw.slice(start, end)
    }
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex =
        operator[1] !== undefined
          ? [...operator[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('')
          : operator[2]
      lines.push(Buffer.from(hex ?? '', 'hex').toString('latin1'))
    }
    // Past this stream's own "endstream": searching from its start found the "stream" inside that word and
    // read the next stream's bytes as one, skipping it (the page's text behind a logo's image went unread).
    streams.lastIndex = end + 'endstream'.length
  }
  return lines.join('\n')
}
