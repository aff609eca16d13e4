import {
  JOURNAL_CSV_HEADER,
  QUICKBOOKS_CSV_HEADER,
  XERO_CSV_HEADER,
  quickbooksDate,
  xeroDate,
  type JournalFileOptions,
  type JournalLine,
} from '@counterpart/domain/journal'
import { CSV_BOM, toCsv, type CsvCell } from '@counterpart/domain/pricing/csv'
import type { JournalFormat } from '@counterpart/domain/schemas/journal'

/**
 * The journal as a file: plain, or in the manual-journal import shapes of Xero and QuickBooks Online
 * (docs/money.md). Text cells go through `csvField`, so a customer named "=HYPERLINK(…)" stays a name.
 */
export function journalCsv(
  lines: readonly JournalLine[],
  format: Exclude<JournalFormat, 'json'>,
  options: JournalFileOptions,
): string {
  const money = (cents: number): CsvCell => (cents === 0 ? null : { cents })
  let rows: CsvCell[][]
  if (format === 'xero') {
    // One manual journal per document: Xero groups the lines that share a narration and a date.
    rows = [
      [...XERO_CSV_HEADER],
      ...lines.map((line): CsvCell[] => [
        line.document,
        xeroDate(line.date),
        line.description,
        line.account,
        options.xeroTaxRate,
        // Xero reads a positive amount as a debit, a negative one as a credit.
        { cents: line.debit - line.credit },
        null,
        null,
        null,
        null,
      ]),
    ]
  } else if (format === 'quickbooks') {
    // QuickBooks Online matches accounts by name and groups one entry's lines by its journal number.
    rows = [
      [...QUICKBOOKS_CSV_HEADER],
      ...lines.map((line): CsvCell[] => [
        line.document,
        quickbooksDate(line.date, options.quickbooksDateOrder),
        line.accountName,
        money(line.debit),
        money(line.credit),
        line.description,
        line.name,
      ]),
    ]
  } else {
    rows = [
      [...JOURNAL_CSV_HEADER],
      ...lines.map((line): CsvCell[] => [
        line.date,
        line.document,
        { text: line.account },
        line.accountName,
        money(line.debit),
        money(line.credit),
        line.description,
        line.name,
      ]),
    ]
  }
  return CSV_BOM + toCsv(rows)
}
