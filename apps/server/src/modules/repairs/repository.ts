import { type Insertable, type Kysely, type Updateable } from 'kysely'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { containsAny, NEWEST_FIRST, paginateSearch, sortableColumns } from '../../platform/paging.ts'

type NewRepair = Insertable<Database['repairs']>
type RepairChange = Omit<Updateable<Database['repairs']>, 'id' | 'key' | 'created_at' | 'created_by'>

export function findRepair(db: Kysely<Database>, id: number) {
  return db.selectFrom('repairs').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findRepairByKey(db: Kysely<Database>, key: string) {
  return db.selectFrom('repairs').selectAll().where('key', '=', key).executeTakeFirst()
}

export async function keyExists(db: Kysely<Database>, key: string): Promise<boolean> {
  const row = await db.selectFrom('repairs').select('id').where('key', '=', key).executeTakeFirst()
  return row !== undefined
}

export async function insertRepair(db: Kysely<Database>, repair: NewRepair): Promise<number> {
  const row = await db.insertInto('repairs').values(repair).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateRepair(db: Kysely<Database>, id: number, change: RepairChange): Promise<boolean> {
  const result = await db.updateTable('repairs').set(change).where('id', '=', id).executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deleteRepair(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('repairs').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

const LIST_COLUMNS = [
  'id',
  'key',
  'name',
  'phone',
  'deviceName',
  'imei',
  'sNumber',
  'status',
  'charges',
  'prePaid',
  'totalAmount',
  'due',
  'created_at',
] as const

const REPAIR_SORT = sortableColumns(
  'created_at',
  'name',
  'deviceName',
  'status',
  'charges',
  'prePaid',
  'due',
  'key',
  'id',
)

const SEARCHED = ['key', 'name', 'phone', 'deviceName', 'imei', 'sNumber']

export function listRepairs(db: Kysely<Database>, dialect: DialectName, paging: PagingQuery) {
  const query = db.selectFrom('repairs').select([...LIST_COLUMNS])
  return paginateSearch(query, dialect, paging, SEARCHED, { sortable: REPAIR_SORT, ...NEWEST_FIRST })
}

export function searchRepairs(db: Kysely<Database>, dialect: DialectName, key: string, limit: number) {
  return db
    .selectFrom('repairs')
    .select(['id', 'key', 'name', 'phone', 'deviceName', 'imei', 'status', 'totalAmount', 'due', 'created_at'])
    .where(containsAny(dialect, SEARCHED, key))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/** The fixed-window counter lives in platform code, shared with the sign-in and reset-mail limits. */
export { countHit } from '../../platform/rate-limit.ts'

export async function purgeRateLimits(db: Kysely<Database>, olderThan: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', olderThan).execute()
}
