import type { Kysely } from 'kysely'
import { UNIT_STATUS_TEXT } from '@counterpart/domain/devices'
import { CSV_BOM, toCsv, type CsvCell } from '@counterpart/domain/pricing/csv'
import { isTimeZone, localDateTimeFormatter } from '@counterpart/domain/pricing/time-zone'
import type { DeviceListQuery } from '@counterpart/domain/schemas/devices'
import type { Database } from '../../db/schema.ts'
import { exportChunk } from './repository.ts'

const EXPORT_CHUNK = 1000

export const DEVICE_EXPORT_HEADER = [
  'ID',
  'IMEI / MEID',
  'IMEI 2',
  'Serial',
  'Model',
  'Status',
  'Owner',
  'Warehouse',
  'Grade',
  'Cost',
  'On the shelf since',
  'Warranty until',
  'Hold until',
  'First seen',
] as const

/**
 * The Devices list as CSV (issue 29, item 8): every unit its filters and search find, all pages, in id
 * order, read a thousand at a time so a shop with years of phones never holds them all in memory.
 * Identifiers are text cells, so a spreadsheet keeps every digit of an IMEI. Times are the shop's.
 */
export async function* deviceCsv(
  db: Kysely<Database>,
  query: DeviceListQuery,
  search: { value: string; tail: boolean },
  timeZone: string,
): AsyncGenerator<string> {
  const localTime = localDateTimeFormatter(isTimeZone(timeZone) ? timeZone : 'UTC')
  const at = (value: string | null) => (value ? localTime(Date.parse(value)) : '')
  yield CSV_BOM + toCsv([[...DEVICE_EXPORT_HEADER]])
  let after = 0
  for (;;) {
    const rows = await exportChunk(db, query, search, after, EXPORT_CHUNK)
    if (rows.length > 0) {
      yield toCsv(
        rows.map((row): CsvCell[] => [
          row.id,
          { text: row.imei1 ?? '' },
          { text: row.imei2 ?? '' },
          { text: row.serial ?? '' },
          row.model,
          UNIT_STATUS_TEXT[row.status],
          row.owner === 'shop' ? 'Shop' : row.owner_name || 'Customer',
          row.warehouseName ?? '',
          row.grade,
          { cents: Number(row.cost) },
          at(row.shelved_at),
          row.warranty_until ?? '',
          row.hold_until ? row.hold_until.slice(0, 10) : '',
          at(row.created_at),
        ]),
      )
    }
    const last = rows[rows.length - 1]
    if (!last || rows.length < EXPORT_CHUNK) return
    after = last.id
    await new Promise((resolve) => setImmediate(resolve))
  }
}
