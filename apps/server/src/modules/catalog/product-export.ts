import type { Kysely } from 'kysely'
import { CSV_BOM, toCsv, type CsvCell } from '@counterpart/domain/pricing/csv'
import { isTimeZone, localDateTimeFormatter } from '@counterpart/domain/pricing/time-zone'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import * as repo from './repository.ts'

/** Products the export reads at a time; between two chunks other requests get their turn. */
export const EXPORT_CHUNK = 1000

export const PRODUCT_EXPORT_HEADER = [
  'ID',
  'Product Name',
  'SKU',
  'Barcode',
  'Category',
  'Type',
  'Price',
  'Stock',
  'Unit of measure',
  'Discounted',
  'State',
  'Added At',
] as const

/**
 * Every product of the list's filter and search as CSV, written like the reports' exports
 * (docs/decisions.md, "CSV exports"): the byte order mark, titles in words, codes kept as text, money as
 * plain decimals, times in the shop's time zone. In id order, a chunk at a time (keyset on id).
 */
export async function* productCsv(
  db: Kysely<Database>,
  dialect: DialectName,
  query: { search: string; category_id: number | null },
  timeZone: string,
  chunk = EXPORT_CHUNK,
): AsyncGenerator<string> {
  const localTime = localDateTimeFormatter(isTimeZone(timeZone) ? timeZone : 'UTC')
  yield CSV_BOM + toCsv([[...PRODUCT_EXPORT_HEADER]])
  let after = 0
  for (;;) {
    const rows = await repo.exportChunk(db, dialect, { category_id: query.category_id }, query.search, after, chunk)
    if (rows.length > 0) {
      yield toCsv(
        rows.map((row): CsvCell[] => [
          row.id,
          row.name,
          { text: row.sku },
          { text: row.barcode },
          row.category ?? '',
          row.type,
          { cents: Number(row.salePrice) },
          row.stockOnHand === null ? 'Service' : Number(row.stockOnHand),
          row.unitOfMeasure,
          row.discounted === 1 ? 'Yes' : 'No',
          row.state === 1 ? 'Active' : 'Inactive',
          localTime(Date.parse(row.created_at)),
        ]),
      )
    }
    const last = rows[rows.length - 1]
    if (!last || rows.length < chunk) return
    after = last.id
    await new Promise((resolve) => setImmediate(resolve))
  }
}
