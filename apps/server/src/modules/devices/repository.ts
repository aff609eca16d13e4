import { type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely'
import type { DeviceDocumentType, UnitStatus } from '@counterpart/domain/devices'
import type { DeviceListQuery } from '@counterpart/domain/schemas/devices'
import type { Database } from '../../db/schema.ts'
import { paginate } from '../../platform/paging.ts'
import { nowIso } from '../../platform/time.ts'

export type UnitRow = Selectable<Database['device_units']>
export type EventRow = Selectable<Database['device_events']>
type NewUnit = Insertable<Database['device_units']>
type NewEvent = Insertable<Database['device_events']>
type UnitChange = Omit<Updateable<Database['device_units']>, 'id' | 'created_at'>

export function findUnit(db: Kysely<Database>, id: number) {
  return db.selectFrom('device_units').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * The live units holding any of `identifiers` in any identifier column: an IMEI typed as a second IMEI
 * elsewhere, or a serial that is another unit's, is the same device.
 */
export function findLiveByIdentifiers(db: Kysely<Database>, identifiers: string[]): Promise<UnitRow[]> {
  if (identifiers.length === 0) return Promise.resolve([])
  return db
    .selectFrom('device_units')
    .selectAll()
    .where('status', '<>', 'scrapped')
    .where((eb) =>
      eb.or([eb('imei1', 'in', identifiers), eb('imei2', 'in', identifiers), eb('serial', 'in', identifiers)]),
    )
    .orderBy('id')
    .execute()
}

export async function insertUnit(db: Kysely<Database>, unit: NewUnit): Promise<number> {
  const row = await db.insertInto('device_units').values(unit).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/**
 * Changes a unit only while its state is still `expected`: two documents racing for one unit (two tills,
 * a sale and a repair) cannot both move it. False when another got there first.
 */
export async function updateUnitIf(
  db: Kysely<Database>,
  id: number,
  expected: { status: UnitStatus; open_repairs: number },
  change: UnitChange,
): Promise<boolean> {
  const result = await db
    .updateTable('device_units')
    .set(change)
    .where('id', '=', id)
    .where('status', '=', expected.status)
    .where('open_repairs', '=', expected.open_repairs)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function insertEvent(db: Kysely<Database>, event: NewEvent): Promise<void> {
  await db.insertInto('device_events').values(event).execute()
}

export function eventsOf(db: Kysely<Database>, unitId: number): Promise<EventRow[]> {
  return db.selectFrom('device_events').selectAll().where('unit_id', '=', unitId).orderBy('id').execute()
}

/** The latest event a document wrote (the unit a buy-back or a repair holds, and what it last did to it). */
export function lastEventOfDocument(db: Kysely<Database>, type: DeviceDocumentType, id: number) {
  return db
    .selectFrom('device_events')
    .selectAll()
    .where('document_type', '=', type)
    .where('document_id', '=', id)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** When a unit's latest event happened: where a message says it is "since". */
export async function latestEventAt(db: Kysely<Database>, unitId: number): Promise<string | null> {
  const row = await db
    .selectFrom('device_events')
    .select('at')
    .where('unit_id', '=', unitId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.at ?? null
}

const SORT: Record<string, string> = {
  id: 'id',
  created_at: 'id',
  model: 'model',
  status: 'status',
  cost: 'cost',
  grade: 'grade',
}

/**
 * The Devices list. The search is an identifier, never a scan: a full IMEI, MEID or serial by each column's
 * index, or the last 6 digits of an IMEI by `device_units_imei1_tail_idx`. Filters are equalities with
 * indexes of their own (status, model) or few rows behind them (grade, warehouse).
 */
export function listUnits(db: Kysely<Database>, query: DeviceListQuery, search: { value: string; tail: boolean }) {
  let units = db.selectFrom('device_units').selectAll()
  if (search.value) {
    const value = search.value
    units = search.tail
      ? units.where('imei1_tail', '=', value)
      : units.where((eb) => eb.or([eb('imei1', '=', value), eb('imei2', '=', value), eb('serial', '=', value)]))
  }
  // A hold whose period is over counts as In stock, as the unit reads (issue 29).
  const now = nowIso()
  if (query.status === 'in_stock') {
    units = units.where((eb) =>
      eb.or([
        eb('status', '=', 'in_stock'),
        eb.and([eb('status', '=', 'on_hold'), eb('hold_until', 'is not', null), eb('hold_until', '<=', now)]),
      ]),
    )
  } else if (query.status === 'on_hold') {
    units = units
      .where('status', '=', 'on_hold')
      .where((eb) => eb.or([eb('hold_until', 'is', null), eb('hold_until', '>', now)]))
  } else if (query.status) units = units.where('status', '=', query.status)
  if (query.model) units = units.where('model', '=', query.model)
  if (query.grade) units = units.where('grade', '=', query.grade)
  if (query.warehouse_id) units = units.where('warehouse_id', '=', query.warehouse_id)
  return paginate(units, query, { sortable: SORT, defaultSort: 'id', defaultDesc: true, tieBreaker: 'id' })
}
