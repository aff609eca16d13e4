/**
 * Reading a CSV file a person saved from a spreadsheet: UTF-8 with or without a byte order mark, comma or
 * semicolon separated (a spreadsheet in a language that writes 1,5 saves with semicolons), fields quoted
 * with double quotes (a quote inside doubled, commas and line breaks inside kept), CRLF or LF line ends.
 */

export type CsvReadResult =
  | { ok: true; records: string[][] }
  | { ok: false; reason: 'notText' }
  | { ok: false; reason: 'unclosedQuote'; record: number }

const UTF8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The file's text, or null when it is not text: bytes that are not UTF-8, a NUL byte, or other control
 * characters (a spreadsheet's binary .xlsx, a picture, a PDF all fail here before any parsing).
 */
export function csvText(buffer: Buffer): string | null {
  let text: string
  try {
    text = UTF8.decode(buffer)
  } catch {
    return null
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return null
  return text.startsWith('\uFEFF') ? text.slice(1) : text
}

/** The separator of the header line: the one of ; and , that appears more often outside quotes. */
export function detectSeparator(text: string): ',' | ';' {
  let commas = 0
  let semicolons = 0
  let quoted = false
  for (const char of text) {
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === '\n' || char === '\r')) break
    else if (!quoted && char === ',') commas += 1
    else if (!quoted && char === ';') semicolons += 1
  }
  return semicolons > commas ? ';' : ','
}

/**
 * The records of the text (RFC 4180, with the separator of its header line). Blank lines are skipped;
 * `limit` stops reading once that many records are read (the caller refuses a longer file).
 */
export function readCsv(buffer: Buffer, limit = Number.POSITIVE_INFINITY): CsvReadResult {
  const text = csvText(buffer)
  if (text === null) return { ok: false, reason: 'notText' }
  const separator = detectSeparator(text)
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  let fieldStarted = false
  const endRecord = () => {
    record.push(field)
    // A blank line is no record (a file saved with trailing empty lines).
    if (!(record.length === 1 && record[0] === '' && !fieldStarted)) records.push(record)
    record = []
    field = ''
    fieldStarted = false
  }
  for (let index = 0; index < text.length && records.length < limit; index += 1) {
    const char = text[index]
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"'
          index += 1
        } else {
          quoted = false
        }
      } else {
        field += char
      }
      continue
    }
    if (char === '"' && field === '') {
      quoted = true
      fieldStarted = true
    } else if (char === separator) {
      record.push(field)
      field = ''
      fieldStarted = true
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1
      endRecord()
    } else {
      field += char
      fieldStarted = true
    }
  }
  if (quoted) return { ok: false, reason: 'unclosedQuote', record: records.length + 1 }
  if (records.length < limit && (field !== '' || record.length > 0 || fieldStarted)) endRecord()
  return { ok: true, records }
}
