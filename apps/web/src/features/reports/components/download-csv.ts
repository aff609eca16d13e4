import { CSV_BOM, toCsv, type CsvCell } from '@counterpart/domain/pricing/csv'
import { saveFile } from '../../../lib/save-file.ts'

/** Saves rows as a CSV file (header first), built in the browser from a report already on screen. */
export function downloadCsv(filename: string, rows: readonly (readonly CsvCell[])[]): void {
  // The byte order mark lets spreadsheet programs read the file as UTF-8 (names with accents).
  const blob = new Blob([CSV_BOM, toCsv(rows)], { type: 'text/csv;charset=utf-8' })
  saveFile(blob, filename)
}
