import { sql, type Insertable, type Kysely, type Updateable } from 'kysely'
import { REPAIR_GROUPS, isClosedGroup } from '@counterpart/domain/repair-workflow'
import type { RepairListQuery } from '@counterpart/domain/schemas/repairs'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { containsAny, NEWEST_FIRST, paginate, sortableColumns } from '../../platform/paging.ts'

type NewRepair = Insertable<Database['repairs']>
type RepairChange = Omit<Updateable<Database['repairs']>, 'id' | 'key' | 'created_at' | 'created_by'>

export function findRepair(db: Kysely<Database>, id: number) {
  return db.selectFrom('repairs').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * The repair, locked on PostgreSQL until the caller's transaction ends: two saves of one ticket change its
 * prePaid (and so its deposits) one after the other (issue 31). SQLite runs one write transaction at a time.
 */
export function lockRepair(db: Kysely<Database>, dialect: DialectName, id: number) {
  let query = db.selectFrom('repairs').selectAll().where('id', '=', id)
  if (dialect === 'postgres') query = query.forUpdate()
  return query.executeTakeFirst()
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
  // The ticket's history goes with it; the audit log keeps what it was.
  await db.deleteFrom('repair_events').where('repair_id', '=', id).execute()
  // Issue 30: its estimates too (the service refuses a repair whose estimate the customer answered).
  await db
    .deleteFrom('repair_estimate_lines')
    .where('estimate_id', 'in', (q) => q.selectFrom('repair_estimates').select('id').where('repair_id', '=', id))
    .execute()
  await db.deleteFrom('repair_estimates').where('repair_id', '=', id).execute()
  // Issue 30, items 8 and 6: its messages and evidence rows too (the private files stay until a sweep).
  for (const table of ['repair_messages', 'repair_photos', 'repair_checklists', 'repair_signatures'] as const)
    await db.deleteFrom(table).where('repair_id', '=', id).execute()
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
  'status_id',
  'technician_id',
  'promised_at',
  'priority',
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

const CLOSED_GROUPS = REPAIR_GROUPS.filter(isClosedGroup)
const PRIORITY_ORDER = sql<number>`case priority when 'urgent' then 0 when 'high' then 1 when 'normal' then 2 else 3 end`

/**
 * The repair list, filtered by group and technician (`technicianId`: the signed-in user for `me`). A
 * technician's queue puts open tickets first, then by priority, then the earliest promise (none last).
 */
export function listRepairs(
  db: Kysely<Database>,
  dialect: DialectName,
  paging: RepairListQuery,
  technicianId: number | null,
) {
  let filtered = db.selectFrom('repairs')
  if (paging.search) filtered = filtered.where(containsAny(dialect, SEARCHED, paging.search))
  if (paging.group) {
    const group = paging.group
    filtered = filtered.where('status_id', 'in', (q) =>
      q.selectFrom('repair_statuses').select('id').where('status_group', '=', group),
    )
  }
  if (technicianId !== null) filtered = filtered.where('technician_id', '=', technicianId)
  let query = filtered.select([...LIST_COLUMNS])
  // The list's own default order (newest first) gives way to the queue's; a column the user sorts by wins.
  if (technicianId !== null && (paging.sortBy === undefined || paging.sortBy === 'created_at')) {
    const closed = sql<number>`case when status_id in (select id from repair_statuses where status_group in (${sql.join(
      CLOSED_GROUPS,
    )})) then 1 else 0 end`
    query = query
      .orderBy(closed)
      .orderBy(PRIORITY_ORDER)
      .orderBy(sql`case when promised_at is null then 1 else 0 end`)
      .orderBy('promised_at')
  }
  return paginate(query, paging, {
    sortable: REPAIR_SORT,
    ...NEWEST_FIRST,
    countFrom: filtered.select('id'),
  })
}

/** A ticket's history, oldest first, with the name of whoever made each change. */
export function repairEvents(db: Kysely<Database>, repairId: number) {
  return db
    .selectFrom('repair_events')
    .leftJoin('users', 'users.id', 'repair_events.user_id')
    .select([
      'repair_events.id',
      'repair_events.at',
      'repair_events.type',
      'repair_events.channel',
      'repair_events.from_id',
      'repair_events.to_id',
      'repair_events.comment',
      'users.name as user_name',
    ])
    .where('repair_events.repair_id', '=', repairId)
    .orderBy('repair_events.id')
    .execute()
}

export async function insertRepairEvent(db: Kysely<Database>, event: Insertable<Database['repair_events']>) {
  await db.insertInto('repair_events').values(event).execute()
}

export function userNames(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute()
}

/** The staff who may be given a ticket: whoever works repairs. */
export function technicians(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where((eb) => eb.or([eb('repairManage', '=', 1), eb('isAdmin', '=', 1)]))
    .orderBy('name')
    .orderBy('id')
    .execute()
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

/** A customer by id, as the repair page names them. */
export function findCustomerName(db: Kysely<Database>, id: number) {
  return db.selectFrom('customers').select(['id', 'firstName', 'lastName']).where('id', '=', id).executeTakeFirst()
}

/** The one customer with this phone (customers_phone_idx); none when nobody or several have it. */
export async function customerWithPhone(db: Kysely<Database>, phone: string): Promise<number | null> {
  if (phone.trim() === '') return null
  const rows = await db.selectFrom('customers').select('id').where('phone', '=', phone.trim()).limit(2).execute()
  return rows.length === 1 ? rows[0]!.id : null
}
