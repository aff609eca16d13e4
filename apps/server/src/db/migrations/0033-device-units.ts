import { sql, type Generated, type Kysely } from 'kysely'
import { notNullDefault, withId } from './helpers.ts'

/**
 * Device units and their events (issue 29, the foundation).
 *
 * - `device_units`: one row per serialised device the shop touches. `kind` imei | meid | serial says what
 *   `imei1` holds (an IMEI or an MEID; null for a serial-only device); `imei2` a dual-SIM phone's second IMEI;
 *   `serial` its serial number. Identifiers are stored normalised (no spaces or dashes, capitals).
 *   `imei1_tail`: the last 6 digits of an IMEI, for the list's search by what is printed on a box.
 *   `owner` shop | customer (`customer_id`, `owner_name`, `owner_phone` while a customer's device is in for
 *   repair); `status` in_stock | on_hold | reserved | sold | in_repair | returned | scrapped; `open_repairs`
 *   and `before_repair`: how many repair jobs hold it and what it was before the first, so the last repair
 *   out gives it back; `cost` cents; `grade`; `warranty_until`, `hold_until`; the last stolen check
 *   (`check_service`, `check_reference`, `check_result`, `check_by`, `check_at`).
 * - One live unit per identifier: a unit is live until it is scrapped, and `device_units_imei1_live`,
 *   `device_units_imei2_live`, `device_units_serial_live` are unique over live units only, so a scrapped
 *   unit's IMEI may come back as a new unit. A value in imei1 of one unit and imei2 of another is refused by
 *   the devices service, which looks an identifier up in every column.
 * - `device_events`: append-only. `type` received | bought | traded_in | checked | held | released | sold |
 *   refunded | repair_in | repair_out | transferred | scrapped; `at`; the document (`document_type` order |
 *   buyback | repair | stock_document, `document_id`); `user_id`; `note`; `data` (JSON text).
 * - Indexes: each identifier (the search by full IMEI or serial), `imei1_tail`, (status, id) and (model, id)
 *   for the list's filters, (unit_id, id) for a unit's history, (document_type, document_id) for the unit a
 *   buy-back or repair holds.
 * - `users.deviceView`, `deviceManage`, `deviceOverride`: off for every account but the admin.
 *
 * Then what the database already holds becomes units, changing nothing it holds: every buy-back item,
 * repair and product with an IMEI (or a repair with a serial), one unit per identifier, its events in the
 * order they happened (a buy-back bought, each sale and refund of it, a repair in and, when complete, out,
 * a product received), its status what those events make of it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('device_units'))
    .addColumn('kind', 'varchar(8)', (col) => col.notNull())
    .addColumn('imei1', 'varchar(64)')
    .addColumn('imei2', 'varchar(64)')
    .addColumn('serial', 'varchar(64)')
    .addColumn('imei1_tail', 'varchar(8)')
    .addColumn('product_id', 'integer', (col) => col.references('products.id'))
    .addColumn('model', 'varchar(191)', notNullDefault(''))
    .addColumn('owner', 'varchar(16)', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id'))
    .addColumn('owner_name', 'varchar(191)', notNullDefault(''))
    .addColumn('owner_phone', 'varchar(30)', notNullDefault(''))
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('open_repairs', 'integer', notNullDefault(0))
    .addColumn('before_repair', 'varchar(16)')
    .addColumn('warehouse_id', 'integer', (col) => col.references('warehouses.id'))
    .addColumn('cost', 'bigint', notNullDefault(0))
    .addColumn('grade', 'varchar(16)', notNullDefault(''))
    .addColumn('warranty_until', 'varchar(32)')
    .addColumn('hold_until', 'varchar(32)')
    .addColumn('check_service', 'varchar(100)')
    .addColumn('check_reference', 'varchar(100)')
    .addColumn('check_result', 'varchar(100)')
    .addColumn('check_by', 'integer', (col) => col.references('users.id'))
    .addColumn('check_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  for (const column of ['imei1', 'imei2', 'serial'] as const) {
    await sql`create unique index ${sql.id(`device_units_${column}_live`)} on device_units (${sql.ref(column)})
      where status <> 'scrapped' and ${sql.ref(column)} is not null`.execute(db)
    await sql`create index ${sql.id(`device_units_${column}_idx`)} on device_units (${sql.ref(column)})
      where ${sql.ref(column)} is not null`.execute(db)
  }
  await sql`create index device_units_imei1_tail_idx on device_units (imei1_tail) where imei1_tail is not null`.execute(
    db,
  )
  await db.schema.createIndex('device_units_status_idx').on('device_units').columns(['status', 'id']).execute()
  await db.schema.createIndex('device_units_model_idx').on('device_units').columns(['model', 'id']).execute()

  await withId(db, db.schema.createTable('device_events'))
    .addColumn('unit_id', 'integer', (col) => col.notNull().references('device_units.id'))
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .addColumn('document_type', 'varchar(16)')
    .addColumn('document_id', 'integer')
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('note', 'varchar(500)', notNullDefault(''))
    .addColumn('data', 'text', notNullDefault('{}'))
    .execute()
  await db.schema.createIndex('device_events_unit_idx').on('device_events').columns(['unit_id', 'id']).execute()
  await sql`create index device_events_document_idx on device_events (document_type, document_id)
    where document_id is not null`.execute(db)

  for (const flag of ['deviceView', 'deviceManage', 'deviceOverride']) {
    await db.schema.alterTable('users').addColumn(flag, 'integer', notNullDefault(0)).execute()
    await sql`update users set ${sql.ref(flag)} = 1 where id = 1`.execute(db)
  }

  await linkExistingDevices(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const flag of ['deviceView', 'deviceManage', 'deviceOverride'])
    await db.schema.alterTable('users').dropColumn(flag).execute()
  await db.schema.dropTable('device_events').execute()
  await db.schema.dropTable('device_units').execute()
}

// ---- What the database already holds ---------------------------------------------------------------
// A frozen copy of the rules of the time (packages/domain/src/devices.ts): a migration imports no app code.

type Status = 'in_stock' | 'sold' | 'in_repair' | 'returned'
type EventType = 'received' | 'bought' | 'sold' | 'refunded' | 'repair_in' | 'repair_out'

interface Fact {
  type: EventType
  at: string
  /** Orders facts of one instant: a buy-back before its sale, a repair in before its out. */
  rank: number
  document_type: 'order' | 'buyback' | 'repair' | null
  document_id: number | null
  user_id: number | null
  model: string
  cost: number | null
  product_id: number | null
  owner_name: string
  owner_phone: string
  serial: string | null
}

const normalise = (raw: string | null) => (raw ?? '').replace(/[\s-]+/g, '').toUpperCase()
const kindOf = (value: string): 'imei' | 'meid' | 'serial' =>
  /^\d{15}$/.test(value) ? 'imei' : /^[0-9A-F]{14}$/.test(value) || /^\d{18}$/.test(value) ? 'meid' : 'serial'

interface State {
  status: Status
  owner: 'shop' | 'customer'
  open: number
  before: Status | null
}

function apply(state: State | null, type: EventType): State {
  const current: State = state ?? { status: 'in_stock', owner: 'shop', open: 0, before: null }
  if (type === 'received' || type === 'bought') return { status: 'in_stock', owner: 'shop', open: 0, before: null }
  if (type === 'sold') return { ...current, status: 'sold', owner: 'customer' }
  if (type === 'refunded') return { ...current, status: 'returned', owner: 'shop' }
  if (type === 'repair_in') {
    if (state === null) return { status: 'in_repair', owner: 'customer', open: 1, before: null }
    if (current.open > 0) return { ...current, status: 'in_repair', open: current.open + 1 }
    return { ...current, status: 'in_repair', open: 1, before: current.status }
  }
  const open = Math.max(0, current.open - 1)
  if (open > 0) return { ...current, open }
  return { ...current, status: current.before ?? 'returned', open: 0, before: null }
}

/** The tables this migration reads and writes, as they are at its time. */
interface Tables {
  custom_products: {
    id: number
    imei: string
    model: string
    cost: number
    created_by: number | null
    created_at: string
  }
  order_items: { order_id: number; custom_product_id: number | null }
  orders: { id: number; salling: number; refunding: number; user_id: number | null; created_at: string }
  repairs: {
    id: number
    imei: string
    sNumber: string
    deviceName: string
    name: string
    phone: string
    status: number
    created_by: number | null
    created_at: string
    updated_at: string
  }
  products: { id: number; imei: string; name: string; cost: number; created_at: string }
  device_units: {
    id: Generated<number>
    kind: string
    imei1: string | null
    imei2: string | null
    serial: string | null
    imei1_tail: string | null
    product_id: number | null
    model: string
    owner: string
    customer_id: number | null
    owner_name: string
    owner_phone: string
    status: string
    open_repairs: number
    before_repair: string | null
    warehouse_id: number | null
    cost: number
    grade: string
    created_at: string
    updated_at: string
  }
  device_events: {
    id: Generated<number>
    unit_id: number
    type: string
    at: string
    document_type: string | null
    document_id: number | null
    user_id: number | null
    note: string
    data: string
  }
}

async function linkExistingDevices(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>
  const facts = new Map<string, Fact[]>()
  const add = (identifier: string, fact: Fact) => {
    const list = facts.get(identifier)
    if (list) list.push(fact)
    else facts.set(identifier, [fact])
  }
  const blank = { cost: null, product_id: null, owner_name: '', owner_phone: '', serial: null }

  const items = await db
    .selectFrom('custom_products')
    .select(['id', 'imei', 'model', 'cost', 'created_by', 'created_at'])
    .where('imei', '<>', '')
    .orderBy('id')
    .execute()
  for (const item of items) {
    const identifier = normalise(item.imei)
    if (!identifier) continue
    const base = { ...blank, model: item.model, user_id: item.created_by }
    add(identifier, {
      ...base,
      type: 'bought',
      at: item.created_at,
      rank: 0,
      document_type: 'buyback',
      document_id: item.id,
      cost: Number(item.cost),
    })
    // Each sale and refund of the item, in the order they happened.
    const lines = await db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['orders.id as order_id', 'orders.salling', 'orders.refunding', 'orders.user_id', 'orders.created_at'])
      .where('order_items.custom_product_id', '=', item.id)
      .where((eb) => eb.or([eb('orders.salling', '=', 1), eb('orders.refunding', '=', 1)]))
      .orderBy('orders.created_at')
      .orderBy('orders.id')
      .execute()
    for (const line of lines) {
      add(identifier, {
        ...base,
        user_id: line.user_id,
        type: Number(line.salling) === 1 ? 'sold' : 'refunded',
        at: line.created_at,
        rank: 1,
        document_type: 'order',
        document_id: Number(line.order_id),
      })
    }
  }

  const repairs = await db
    .selectFrom('repairs')
    .select([
      'id',
      'imei',
      'sNumber',
      'deviceName',
      'name',
      'phone',
      'status',
      'created_by',
      'created_at',
      'updated_at',
    ])
    .where((eb) => eb.or([eb('imei', '<>', ''), eb('sNumber', '<>', '')]))
    .orderBy('id')
    .execute()
  for (const repair of repairs) {
    const imei = normalise(repair.imei)
    const serial = normalise(repair.sNumber)
    const identifier = imei || serial
    if (!identifier) continue
    const base = {
      ...blank,
      model: repair.deviceName,
      user_id: repair.created_by,
      owner_name: repair.name,
      owner_phone: repair.phone,
      serial: imei && serial ? serial : null,
      document_type: 'repair' as const,
      document_id: repair.id,
    }
    add(identifier, { ...base, type: 'repair_in', at: repair.created_at, rank: 2 })
    if (Number(repair.status) === 1) add(identifier, { ...base, type: 'repair_out', at: repair.updated_at, rank: 3 })
  }

  const products = await db
    .selectFrom('products')
    .select(['id', 'imei', 'name', 'cost', 'created_at'])
    .where('imei', '<>', '')
    .orderBy('id')
    .execute()
  for (const product of products) {
    const identifier = normalise(product.imei)
    if (!identifier) continue
    add(identifier, {
      ...blank,
      type: 'received',
      at: product.created_at,
      rank: -1,
      document_type: null,
      document_id: null,
      user_id: null,
      model: product.name,
      cost: Number(product.cost),
      product_id: product.id,
    })
  }

  // A serial already some unit's identifier (or another's second one) stays on the repair only.
  const taken = new Set(facts.keys())
  const now = new Date().toISOString()
  for (const [identifier, list] of facts) {
    list.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.rank - b.rank))
    let state: State | null = null
    for (const fact of list) state = apply(state, fact.type)
    if (!state) continue
    const kind = kindOf(identifier)
    const last = <K extends keyof Fact>(key: K, keep: (value: Fact[K]) => boolean): Fact[K] | null => {
      for (let index = list.length - 1; index >= 0; index -= 1) {
        const value = list[index]![key]
        if (keep(value)) return value
      }
      return null
    }
    const serialOf = last('serial', (value) => value !== null && !taken.has(value))
    if (serialOf) taken.add(serialOf)
    const customer = state.owner === 'customer' ? list.find((fact) => fact.owner_name !== '') : undefined
    const unit = await db
      .insertInto('device_units')
      .values({
        kind,
        imei1: kind === 'serial' ? null : identifier,
        imei2: null,
        serial: kind === 'serial' ? identifier : serialOf,
        imei1_tail: kind === 'imei' ? identifier.slice(-6) : null,
        product_id: last('product_id', (value) => value !== null),
        model: last('model', (value) => value !== '') ?? '',
        owner: state.owner,
        customer_id: null,
        owner_name: customer?.owner_name ?? '',
        owner_phone: customer?.owner_phone ?? '',
        status: state.status,
        open_repairs: state.open,
        before_repair: state.before,
        warehouse_id: null,
        cost: last('cost', (value) => value !== null) ?? 0,
        grade: '',
        created_at: list[0]!.at,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('device_events')
      .values(
        list.map((fact) => ({
          unit_id: unit.id,
          type: fact.type,
          at: fact.at,
          document_type: fact.document_type,
          document_id: fact.document_id,
          user_id: fact.user_id,
          note: 'Linked from the records kept before device units',
          data: '{}',
        })),
      )
      .execute()
  }
}
