import CodepageEncoder, { type Codepage } from '@point-of-sale/codepage-encoder'

/**
 * Whether a printer's code page holds every character of a text. The encoder prints a character its code
 * page lacks as "?", silently; the code page's table (from the encoder's own codepage-encoder) tells us
 * before, so such a text prints as an image instead.
 */

const tables = new Map<string, Set<number>>()

function characters(codePage: Codepage): Set<number> {
  let table = tables.get(codePage)
  if (!table) {
    table = new Set(CodepageEncoder.getEncoding(codePage).codepoints)
    tables.set(codePage, table)
  }
  return table
}

/** Line breaks are no characters to print: the encoder ends the line there (a note's \r\n). */
const LINE_BREAK = /[\r\n]/u

export function codePageHolds(codePage: Codepage, text: string): boolean {
  const table = characters(codePage)
  for (const char of text) if (!LINE_BREAK.test(char) && !table.has(char.codePointAt(0)!)) return false
  return true
}
