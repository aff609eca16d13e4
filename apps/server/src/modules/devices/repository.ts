import { type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely'
import type { DeviceDocumentType, UnitStatus } from '@counterpart/domain/devices'
import type { DeviceListQuery } from '@counterpart/domain/schemas/devices'
import type { Database } from '../../db/schema.ts'
import { paginate } from '../../platform/paging.ts'

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
  shelved_at: 'shelved_at',
}

/**
 * The Devices list. The search is an identifier, never a scan: a full IMEI, MEID or serial by each column's
 * index, or the last 6 digits of an IMEI by `device_units_imei1_tail_idx`. Filters are equalities with
 * indexes of their own (status, model) or few rows behind them (grade, warehouse).
 */
export function listUnits(
  db: Kysely<Database>,
  query: DeviceListQuery,
  search: { value: string; tail: boolean },
  now: Date = new Date(),
) {
  const units = filteredUnits(db, query, search, now).selectAll()
  return paginate(units, query, { sortable: SORT, defaultSort: 'id', defaultDesc: true, tieBreaker: 'id' })
}

/**
 * The list's filters, shared by the page and its CSV export. The age in stock reads `shelved_at` by its
 * index; the units a product, customer or document holds read their own indexes.
 */
function filteredUnits(
  db: Kysely<Database>,
  query: DeviceListQuery,
  search: { value: string; tail: boolean },
  now: Date,
) {
  let units = db.selectFrom('device_units')
  if (search.value) {
    const value = search.value
    units = search.tail
      ? units.where('device_units.imei1_tail', '=', value)
      : units.where((eb) =>
          eb.or([
            eb('device_units.imei1', '=', value),
            eb('device_units.imei2', '=', value),
            eb('device_units.serial', '=', value),
          ]),
        )
  }
  // A hold whose period is over counts as In stock, as the unit reads (issue 29).
  const nowText = now.toISOString()
  if (query.status === 'in_stock') {
    units = units.where((eb) =>
      eb.or([
        eb('device_units.status', '=', 'in_stock'),
        eb.and([
          eb('device_units.status', '=', 'on_hold'),
          eb('device_units.hold_until', 'is not', null),
          eb('device_units.hold_until', '<=', nowText),
        ]),
      ]),
    )
  } else if (query.status === 'on_hold') {
    units = units
      .where('device_units.status', '=', 'on_hold')
      .where((eb) => eb.or([eb('device_units.hold_until', 'is', null), eb('device_units.hold_until', '>', nowText)]))
  } else if (query.status) units = units.where('device_units.status', '=', query.status)
  if (query.model) units = units.where('device_units.model', '=', query.model)
  if (query.grade) units = units.where('device_units.grade', '=', query.grade)
  if (query.warehouse_id) units = units.where('device_units.warehouse_id', '=', query.warehouse_id)
  if (query.min_age_days !== undefined) {
    const cutoff = new Date(now.getTime() - query.min_age_days * 86_400_000).toISOString()
    units = units.where('device_units.shelved_at', 'is not', null).where('device_units.shelved_at', '<=', cutoff)
  }
  if (query.product_id) units = units.where('device_units.product_id', '=', query.product_id)
  if (query.customer_id) {
    // The customer's devices: those they hold now, and those on their sales and refunds.
    const customerId = query.customer_id
    units = units.where((eb) =>
      eb.or([
        eb('device_units.customer_id', '=', customerId),
        eb(
          'device_units.id',
          'in',
          eb
            .selectFrom('device_events')
            .select('unit_id')
            .where('document_type', '=', 'order')
            .where('document_id', 'in', eb.selectFrom('orders').select('id').where('customer_id', '=', customerId)),
        ),
      ]),
    )
  }
  if (query.document_type && query.document_id) {
    const { document_type: type, document_id: id } = query
    units = units.where('device_units.id', 'in', (eb) =>
      eb.selectFrom('device_events').select('unit_id').where('document_type', '=', type).where('document_id', '=', id),
    )
  }
  return units
}

/** One chunk of the CSV export, in id order after `after`: the list's filters, never a page of the screen. */
export function exportChunk(
  db: Kysely<Database>,
  query: DeviceListQuery,
  search: { value: string; tail: boolean },
  after: number,
  size: number,
  now: Date = new Date(),
) {
  return filteredUnits(db, query, search, now)
    .leftJoin('warehouses', 'warehouses.id', 'device_units.warehouse_id')
    .selectAll('device_units')
    .select('warehouses.name as warehouseName')
    .where('device_units.id', '>', after)
    .orderBy('device_units.id')
    .limit(size)
    .execute()
}

// ---- Units entering the shop (issue 29 items 3, 6, 7) ----

/** The name a product's units are known by (their model), read where the unit is made. */
export async function productModel(db: Kysely<Database>, productId: number): Promise<string> {
  const row = await db.selectFrom('products').select('name').where('id', '=', productId).executeTakeFirst()
  return row?.name ?? ''
}
