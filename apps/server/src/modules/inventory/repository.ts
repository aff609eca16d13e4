import { sql, type Insertable, type Kysely, type RawBuilder, type Updateable } from 'kysely'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import type { DialectName } from '../../db/connection.ts'
import type { Database, StockMovementTable, WarehouseTable } from '../../db/schema.ts'
import { likeContains, paginate, paginateSearch, sortableColumns } from '../../platform/paging.ts'
import { productMatches } from '../../db/product-search.ts'
import { chunksOf } from '../../db/chunks.ts'
import { STOCK_IN_WAREHOUSE_COLUMNS } from '../../db/stock-columns.ts'
import { insertBuiltOnce } from '../../db/built-once.ts'
import { isPostgres } from '../../db/dialect.ts'

type Db = Kysely<Database>

// ---- warehouses -------------------------------------------------------------------------------------

const WAREHOUSE_SORT = sortableColumns('id', 'name', 'email', 'phone', 'location', 'maxVolume', 'created_at')

export function listWarehouses(db: Db, dialect: DialectName, paging: PagingQuery) {
  const query = db.selectFrom('warehouses').selectAll()
  return paginateSearch(query, dialect, paging, ['name', 'email', 'phone', 'location'], {
    sortable: WAREHOUSE_SORT,
    defaultSort: 'id',
    defaultDesc: false,
    tieBreaker: 'id',
  })
}

export function findWarehouse(db: Db, id: number) {
  return db.selectFrom('warehouses').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function existingWarehouseIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db.selectFrom('warehouses').select('id').where('id', 'in', ids).execute()
  return new Set(rows.map((row) => row.id))
}

export async function insertWarehouse(db: Db, warehouse: Insertable<WarehouseTable>): Promise<number> {
  const row = await db.insertInto('warehouses').values(warehouse).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateWarehouse(db: Db, id: number, change: Updateable<WarehouseTable>): Promise<boolean> {
  const result = await db.updateTable('warehouses').set(change).where('id', '=', id).executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deleteWarehouse(db: Db, id: number): Promise<void> {
  await db.deleteFrom('warehouses').where('id', '=', id).execute()
}

/** What still points at a warehouse: its stock rows (history even when empty), movements, order lines, products. */
export async function warehouseUsage(db: Db, id: number): Promise<{ history: boolean; sellingProducts: boolean }> {
  const [stock, movement, item, product] = await Promise.all([
    db.selectFrom('stocks').select('id').where('warehouse_id', '=', id).limit(1).executeTakeFirst(),
    db.selectFrom('stock_movements').select('id').where('warehouse_id', '=', id).limit(1).executeTakeFirst(),
    db.selectFrom('order_items').select('id').where('warehouse_id', '=', id).limit(1).executeTakeFirst(),
    db.selectFrom('products').select('id').where('warehouseSaleFrom', '=', id).limit(1).executeTakeFirst(),
  ])
  return { history: Boolean(stock || movement || item), sellingProducts: Boolean(product) }
}

// ---- stocks -----------------------------------------------------------------------------------------

const STOCK_COLUMNS = [
  ...STOCK_IN_WAREHOUSE_COLUMNS,
  'products.name as product_name',
  'products.sku as product_sku',
] as const

function stocksQuery(db: Db) {
  return db
    .selectFrom('stocks')
    .innerJoin('products', 'products.id', 'stocks.product_id')
    .innerJoin('warehouses', 'warehouses.id', 'stocks.warehouse_id')
    .select(STOCK_COLUMNS)
}
export type StockJoinedRow = Awaited<ReturnType<ReturnType<typeof stocksQuery>['execute']>>[number]

const STOCK_SORT = {
  id: 'stocks.id',
  created_at: 'stocks.created_at',
  quantity: 'stocks.quantity',
  sold: 'stocks.sold',
  returned: 'stocks.returned',
  cost: 'stocks.cost',
  price: 'stocks.price',
  rackNumber: 'stocks.rackNumber',
  product: 'products.name',
  warehouse: 'warehouses.name',
}

/** The stocks list: searched over the product's name, SKU and barcode (its search_text) and the rack. */
export function listStocks(db: Db, dialect: DialectName, paging: PagingQuery & { warehouse_id?: number | null }) {
  let query = stocksQuery(db)
  if (paging.warehouse_id) query = query.where('stocks.warehouse_id', '=', paging.warehouse_id)
  if (paging.search) {
    const rack = likeContains(paging.search.toLowerCase())
    query = query.where((eb) =>
      eb.or([
        productMatches(dialect, paging.search),
        sql<boolean>`lower(stocks."rackNumber") like ${rack} escape '\\'`,
      ]),
    )
  }
  return paginate(query, paging, {
    sortable: STOCK_SORT,
    defaultSort: 'stocks.created_at',
    defaultDesc: true,
    tieBreaker: 'stocks.id',
  })
}

export function stocksOfWarehouse(db: Db, warehouseId: number, limit: number) {
  return stocksQuery(db)
    .where('stocks.warehouse_id', '=', warehouseId)
    .orderBy('products.name')
    .orderBy('stocks.id')
    .limit(limit)
    .execute()
}

/** The stock rows of these products: where each is stocked, how many, and at what selling price (cents). */
export function stockPricesOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('stocks')
    .select(['product_id', 'warehouse_id', 'price', 'quantity'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('warehouse_id')
    .execute()
}

/** One stock row with its product's and warehouse's names, locked on PostgreSQL for a change of price. */
export function stockRowForPrice(db: Db, productId: number, warehouseId: number) {
  const query = stocksQuery(db)
    .where('stocks.product_id', '=', productId)
    .where('stocks.warehouse_id', '=', warehouseId)
  return (isPostgres(db) ? query.forUpdate('stocks') : query).executeTakeFirst()
}

export async function setStockPrice(db: Db, id: number, price: number, now: string): Promise<void> {
  await db.updateTable('stocks').set({ price, updated_at: now }).where('id', '=', id).execute()
}

export function stocksOfProduct(db: Db, productId: number) {
  return stocksQuery(db).where('stocks.product_id', '=', productId).orderBy('stocks.warehouse_id').execute()
}

/** Stock rows below the threshold, lowest first, optionally of one product or one warehouse. */
export async function lowStocks(
  db: Db,
  filter: { product: number | null; warehouse: number | null; threshHold: number; page: number; itemsPerPage: number },
) {
  let query = stocksQuery(db).where('stocks.quantity', '<', filter.threshHold)
  if (filter.product) query = query.where('stocks.product_id', '=', filter.product)
  if (filter.warehouse) query = query.where('stocks.warehouse_id', '=', filter.warehouse)
  return paginate(
    query,
    { page: filter.page, itemsPerPage: filter.itemsPerPage, sortBy: 'quantity', sortDesc: false, search: '' },
    {
      sortable: { quantity: 'stocks.quantity' },
      defaultSort: 'stocks.quantity',
      defaultDesc: false,
      tieBreaker: 'stocks.id',
    },
  )
}

/**
 * Products that sell on their basic qty (no stock row at all) and have fewer than the threshold:
 * they are out of stock just as much as a warehouse row is.
 */
export async function lowBasicProducts(db: Db, filter: { product: number | null; threshHold: number; limit: number }) {
  let query = db
    .selectFrom('products')
    .select(['products.id', 'products.name', 'products.sku', 'products.qty'])
    .where('products.qty', '<', filter.threshHold)
    .where('products.type', '!=', 'Service')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('stocks').select('stocks.id').whereRef('stocks.product_id', '=', 'products.id'))),
    )
  if (filter.product) query = query.where('products.id', '=', filter.product)
  const [rows, count] = await Promise.all([
    query.orderBy('products.qty').orderBy('products.id').limit(filter.limit).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
  ])
  return { rows, total: Number(count?.total ?? 0) }
}

// ---- products (read only: the catalogue owns them) ---------------------------------------------------

/**
 * Every spelling of a short code in upper and lower case ("ab" -> ab, aB, Ab, AB): at most four for the
 * one- and two-character codes the trigram index cannot answer, each looked up in the unique indexes.
 */
function caseSpellings(code: string): string[] {
  let spellings = ['']
  for (const char of code) {
    const cases = new Set([char.toLowerCase(), char.toUpperCase()])
    spellings = spellings.flatMap((start) => [...cases].map((next) => start + next))
  }
  return spellings
}

/**
 * The products whose SKU or barcode is `code` when case is ignored, for SKU tracking (a typed
 * "chg-001" or a scanned barcode). Never a scan of the products table: a code of 3 characters or more is
 * narrowed by the trigram index over search_text (which holds the lower-cased SKU and barcode: the
 * FTS5 table on SQLite, pg_trgm's GIN index on PostgreSQL), a shorter one by its case spellings in the
 * unique SKU and barcode indexes; the exact comparison then runs on those few rows. The exact spelling
 * comes first, then a SKU before a barcode.
 */
export function productsByCode(db: Db, dialect: DialectName, code: string) {
  const term = code.toLowerCase()
  const lowerSku = sql<string>`lower(products.sku)`
  const lowerBarcode = sql<string>`lower(products.barcode)`
  const narrowed =
    [...term].length >= 3
      ? db.selectFrom('products').where(productMatches(dialect, term))
      : db.selectFrom('products').where((eb) => {
          const spellings = caseSpellings(code)
          return eb.or([eb('products.sku', 'in', spellings), eb('products.barcode', 'in', spellings)])
        })
  return narrowed
    .select(['id', 'name', 'sku', 'barcode', 'qty', 'cost', 'price', 'warehouseSaleFrom'])
    .where((eb) => eb.or([eb(lowerSku, '=', term), eb(lowerBarcode, '=', term)]))
    .orderBy(
      sql`case when products.sku = ${code} then 0 when ${lowerSku} = ${term} then 1 when products.barcode = ${code} then 2 else 3 end`,
    )
    .orderBy('products.id')
}

// ---- repair reservations (0041): the units a repair holds stay on hand but cannot be sold -------------

/** Where a reservation is held: a warehouse's stock row, or the product's basic qty (warehouse null). */
export interface ReservationPlace {
  product_id: number
  warehouse_id: number | null
}

/**
 * Holds `qty` more units of a place for a repair, only while that many are not held already: the check and
 * the write are one statement, so two reservations (or a reservation and a sale, whose floor reads
 * `reserved`) cannot both take the last unit. Answers whether it was held.
 */
export async function reserveStock(db: Db, place: ReservationPlace, qty: number, now: string): Promise<boolean> {
  const result =
    place.warehouse_id === null
      ? await db
          .updateTable('products')
          .set((eb) => ({ reserved: eb('reserved', '+', qty), updated_at: now }))
          .where('id', '=', place.product_id)
          .where(sql<boolean>`qty - reserved >= ${qty}`)
          .executeTakeFirst()
      : await db
          .updateTable('stocks')
          .set((eb) => ({ reserved: eb('reserved', '+', qty), updated_at: now }))
          .where('product_id', '=', place.product_id)
          .where('warehouse_id', '=', place.warehouse_id)
          .where(sql<boolean>`quantity - reserved >= ${qty}`)
          .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Lets go of `qty` held units of a place (never below zero held). Answers whether they were held. */
export async function unreserveStock(db: Db, place: ReservationPlace, qty: number, now: string): Promise<boolean> {
  const result =
    place.warehouse_id === null
      ? await db
          .updateTable('products')
          .set((eb) => ({ reserved: eb('reserved', '-', qty), updated_at: now }))
          .where('id', '=', place.product_id)
          .where('reserved', '>=', qty)
          .executeTakeFirst()
      : await db
          .updateTable('stocks')
          .set((eb) => ({ reserved: eb('reserved', '-', qty), updated_at: now }))
          .where('product_id', '=', place.product_id)
          .where('warehouse_id', '=', place.warehouse_id)
          .where('reserved', '>=', qty)
          .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** On hand and held of a place, as they are now (0 and 0 for a stock row that does not exist). */
export async function heldAt(db: Db, place: ReservationPlace): Promise<{ onHand: number; reserved: number }> {
  const row =
    place.warehouse_id === null
      ? await db
          .selectFrom('products')
          .select(['qty as onHand', 'reserved'])
          .where('id', '=', place.product_id)
          .executeTakeFirst()
      : await db
          .selectFrom('stocks')
          .select(['quantity as onHand', 'reserved'])
          .where('product_id', '=', place.product_id)
          .where('warehouse_id', '=', place.warehouse_id)
          .executeTakeFirst()
  return { onHand: Number(row?.onHand ?? 0), reserved: Number(row?.reserved ?? 0) }
}

export function productNames(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('products').select(['id', 'name', 'qty']).where('id', 'in', ids).execute()
}

// ---- the stock counters and movements (written only through the stock service) ------------------------

const CHUNK = 400

export async function insertMovements(db: Db, movements: Insertable<StockMovementTable>[]): Promise<void> {
  for (const chunk of chunksOf(movements, CHUNK)) {
    await insertBuiltOnce(db, 'stock_movements', chunk, () => db.insertInto('stock_movements').values(chunk))
  }
}

/** Creates the missing stock rows of these pairs, empty; existing rows are left alone. */
export async function ensureStockRows(
  db: Db,
  pairs: { product_id: number; warehouse_id: number }[],
  now: string,
): Promise<void> {
  for (const chunk of chunksOf(pairs, CHUNK)) {
    await db
      .insertInto('stocks')
      .values(
        chunk.map((pair) => ({
          ...pair,
          quantity: 0,
          sold: 0,
          returned: 0,
          cost: 0,
          price: 0,
          rackNumber: '',
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['product_id', 'warehouse_id']).doNothing())
      .execute()
  }
}

/** What one transaction adds to one stock row's counters (several moves of a pair summed). */
export interface StockChange {
  product_id: number
  warehouse_id: number
  quantity: number
  sold: number
  returned: number
}

/**
 * Rows of whole numbers as a VALUES list both databases read, with the expression of each column: the
 * values an `update … from` joins on. Both name a VALUES list's columns column1, column2 …. A VALUES list
 * rather than `select … union all select …`: on PostgreSQL an update waiting on a row another transaction
 * changed re-checks its join against the subquery's rows, and the bench saw it skip rows joined through a
 * `union all` (5 rows to change, 3 changed) where a VALUES list changed all 5.
 */
function integerValues<K extends string>(rows: readonly Record<K, number>[], columns: readonly K[]) {
  const values = sql`(values ${sql.join(
    rows.map((row) => sql`(${sql.join(columns.map((column) => sql`cast(${row[column]} as integer)`))})`),
  )})`
  const column = (name: K) => sql.ref(`v.column${columns.indexOf(name) + 1}`)
  return { values, column }
}

/**
 * Adds to several stock rows' counters in one statement. With `floor`, a row whose quantity would go
 * below zero is left as it is (a row that only gains is never held back): the check and the write are
 * one statement, so two sales of the last item cannot both succeed. Answers the rows changed; a row that
 * does not exist is not changed either.
 *
 * PostgreSQL locks the rows in the order of `changes` (a nested loop over the few pairs, each found by
 * the unique index): callers pass them sorted, so two tills never wait for each other in a circle.
 */
/** The largest quantity an integer column holds on PostgreSQL (and so on both databases). */
export const MAX_STORED_QUANTITY = 2_147_483_647

/**
 * A quantity plus a change stays inside the column: summed as bigint, so the check itself cannot overflow
 * on PostgreSQL; a row it holds back is refused by the caller, never stored wrapped or out of range.
 */
function withinColumn(column: ReturnType<typeof sql>, delta: ReturnType<typeof sql>) {
  return sql`cast(${column} as bigint) + ${delta} between ${-MAX_STORED_QUANTITY} and ${MAX_STORED_QUANTITY}`
}

export async function bumpStocks(
  db: Db,
  changes: readonly StockChange[],
  floor: boolean,
  now: string,
): Promise<{ product_id: number; warehouse_id: number }[]> {
  const changed: { product_id: number; warehouse_id: number }[] = []
  for (const chunk of chunksOf(changes, CHUNK)) {
    const { ctes, update } = stockUpdate(chunk, floor, now, isPostgres(db))
    const result = await sql<{ product_id: number; warehouse_id: number }>`${withCtes(ctes)} ${update}`.execute(db)
    changed.push(...result.rows)
  }
  return changed
}

function withCtes(ctes: readonly RawBuilder<unknown>[]) {
  return ctes.length ? sql`with ${sql.join(ctes)}` : sql``
}

/**
 * The update of stock rows' counters, and on PostgreSQL the CTE that locks those rows first, in product then
 * warehouse order. The update's own join decides the order it meets the rows in: a hash join over a small
 * table takes them as they lie on disk, so two sales of the same products in different carts could lock
 * them in opposite orders and deadlock (seen in the opposite-carts test). `locked` is materialized and
 * sorted before its rows are locked, so every sale takes its locks in the same order whatever the plan.
 */
function stockUpdate(changes: readonly StockChange[], floor: boolean, now: string, postgres: boolean) {
  const { values, column: v } = integerValues(changes, ['product_id', 'warehouse_id', 'quantity', 'sold', 'returned'])
  const ctes = postgres
    ? [
        sql`locked as materialized (
          select s.id from stocks s join ${values} as v
            on s.product_id = ${v('product_id')} and s.warehouse_id = ${v('warehouse_id')}
          order by s.product_id, s.warehouse_id
          for no key update of s
        )`,
      ]
    : []
  const update = sql`
    update stocks
    set quantity = stocks.quantity + ${v('quantity')}, sold = stocks.sold + ${v('sold')},
      returned = stocks.returned + ${v('returned')}, updated_at = ${now}
    from ${values} as v
    where stocks.product_id = ${v('product_id')} and stocks.warehouse_id = ${v('warehouse_id')}
      ${postgres ? sql`and stocks.id in (select id from locked)` : sql``}
      ${floor ? sql`and (${v('quantity')} >= 0 or stocks.quantity + ${v('quantity')} >= stocks.reserved)` : sql``}
      and ${withinColumn(sql`stocks.quantity`, v('quantity'))}
    returning stocks.product_id, stocks.warehouse_id`
  return { ctes, update }
}

/**
 * Writes the movements, then bumpStocks: on PostgreSQL in one statement (the movements' insert as a
 * data-modifying CTE, one round trip less per sale, issue 35) when both fit one chunk; otherwise, and on
 * SQLite, the movements first. Answers the stock rows changed, as bumpStocks does.
 */
export async function moveStocks(
  db: Db,
  movements: Insertable<StockMovementTable>[],
  changes: readonly StockChange[],
  floor: boolean,
  now: string,
): Promise<{ product_id: number; warehouse_id: number }[]> {
  if (!isPostgres(db) || movements.length === 0 || movements.length > CHUNK || changes.length > CHUNK) {
    await insertMovements(db, movements)
    return bumpStocks(db, changes, floor, now)
  }
  const rows = sql.join(
    movements.map(
      (row) =>
        sql`(${row.product_id}, ${row.warehouse_id ?? null}, ${row.delta}, ${row.reason}, ${row.order_id ?? null}, ${row.user_id ?? null}, ${row.created_at}, ${row.document_id ?? null})`,
    ),
  )
  const moved = sql`moved as (
    insert into stock_movements (product_id, warehouse_id, delta, reason, order_id, user_id, created_at, document_id)
    values ${rows}
  )`
  const { ctes, update } = stockUpdate(changes, floor, now, true)
  const result = await sql<{
    product_id: number
    warehouse_id: number
  }>`${withCtes([moved, ...ctes])} ${update}`.execute(db)
  return result.rows
}

/** The same for products' basic qty (no warehouse), locked in id order on PostgreSQL: answers the ids changed. */
export async function bumpBasicQtys(
  db: Db,
  changes: readonly { product_id: number; delta: number }[],
  floor: boolean,
  now: string,
): Promise<number[]> {
  const changed: number[] = []
  const postgres = isPostgres(db)
  for (const chunk of chunksOf(changes, CHUNK)) {
    const { values, column: v } = integerValues(chunk, ['product_id', 'delta'])
    const locked = postgres
      ? [
          sql`locked as materialized (
            select p.id from products p join ${values} as v on p.id = ${v('product_id')}
            order by p.id
            for no key update of p
          )`,
        ]
      : []
    const result = await sql<{ id: number }>`
      ${withCtes(locked)}
      update products
      set qty = products.qty + ${v('delta')}, updated_at = ${now}
      from ${values} as v
      where products.id = ${v('product_id')}
        ${postgres ? sql`and products.id in (select id from locked)` : sql``}
        ${floor ? sql`and (${v('delta')} >= 0 or products.qty + ${v('delta')} >= products.reserved)` : sql``}
        and ${withinColumn(sql`products.qty`, v('delta'))}
      returning products.id`.execute(db)
    changed.push(...result.rows.map((row) => row.id))
  }
  return changed
}

/** The movements an order wrote, summed per place: what removing the order gives back. */
export function orderMovements(db: Db, orderId: number, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([])
  // product_id first: stock_movements_stock_idx finds them (no index on order_id since 0025).
  return db
    .selectFrom('stock_movements')
    .select(['product_id', 'warehouse_id', 'reason', sql<number>`sum(delta)`.as('delta')])
    .where('product_id', 'in', productIds)
    .where('order_id', '=', orderId)
    .groupBy(['product_id', 'warehouse_id', 'reason'])
    .orderBy('product_id')
    .execute()
}

export function findStockRow(db: Db, productId: number, warehouseId: number) {
  return db
    .selectFrom('stocks')
    .select(['id', 'quantity'])
    .where('product_id', '=', productId)
    .where('warehouse_id', '=', warehouseId)
    .executeTakeFirst()
}

/** Creates the missing stock rows of these pairs, empty, at the cost and price given; existing rows stay as they are. */
export async function placeStockRows(
  db: Db,
  rows: readonly { product_id: number; warehouse_id: number; cost: number; price: number }[],
  now: string,
): Promise<void> {
  for (const chunk of chunksOf(rows, CHUNK)) {
    await db
      .insertInto('stocks')
      .values(
        chunk.map((row) => ({
          ...row,
          quantity: 0,
          sold: 0,
          returned: 0,
          rackNumber: '',
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['product_id', 'warehouse_id']).doNothing())
      .execute()
  }
}

/** Sets cost and price on those of these stock rows that hold nothing (quantity 0 or below). */
export async function priceEmptyStockRows(
  db: Db,
  rows: readonly { product_id: number; warehouse_id: number; cost: number; price: number }[],
  now: string,
): Promise<void> {
  for (const row of rows) {
    await db
      .updateTable('stocks')
      .set({ cost: row.cost, price: row.price, updated_at: now })
      .where('product_id', '=', row.product_id)
      .where('warehouse_id', '=', row.warehouse_id)
      .where('quantity', '<=', 0)
      .execute()
  }
}

/**
 * Puts received goods on the shelf: one statement per chunk adds the quantities to the stock rows
 * (creating those that do not exist yet) and sets their cost, price and rack to the new receipt's.
 */
export async function upsertReceivedStock(
  db: Db,
  lines: {
    product_id: number
    warehouse_id: number
    quantity: number
    cost: number
    price: number
    rackNumber: string
  }[],
  now: string,
): Promise<void> {
  for (const chunk of chunksOf(lines, CHUNK)) {
    await db
      .insertInto('stocks')
      .values(chunk.map((line) => ({ ...line, sold: 0, returned: 0, created_at: now, updated_at: now })))
      .onConflict((oc) =>
        oc.columns(['product_id', 'warehouse_id']).doUpdateSet((eb) => ({
          quantity: eb('stocks.quantity', '+', eb.ref('excluded.quantity')),
          cost: eb.ref('excluded.cost'),
          price: eb.ref('excluded.price'),
          rackNumber: eb.ref('excluded.rackNumber'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute()
  }
}

/** A stock row's counters, shown beside the movements summed per row (and grouped by). */
const STOCK_COUNTERS = [
  'stocks.id',
  'stocks.product_id',
  'stocks.warehouse_id',
  'stocks.quantity',
  'stocks.sold',
  'stocks.returned',
] as const

/**
 * Stock rows whose counters differ from their movements: quantity = sum of deltas, sold = minus the
 * sum of sale deltas (a removed sale's give them back), returned = the sum of refund deltas (a removed
 * refund's take them back). Empty when the books balance.
 */
export async function stockInvariantViolations(db: Db) {
  const rows = await db
    .selectFrom('stocks')
    .leftJoin('stock_movements', (join) =>
      join
        .onRef('stock_movements.product_id', '=', 'stocks.product_id')
        .onRef('stock_movements.warehouse_id', '=', 'stocks.warehouse_id'),
    )
    .select((eb) => [
      ...STOCK_COUNTERS,
      eb.fn.coalesce(eb.fn.sum<number>('stock_movements.delta'), sql<number>`0`).as('movedQuantity'),
      sql<number>`coalesce(sum(case when stock_movements.reason in ('sale', 'sale removed') then -stock_movements.delta else 0 end), 0)`.as(
        'movedSold',
      ),
      sql<number>`coalesce(sum(case when stock_movements.reason in ('refund', 'refund removed') then stock_movements.delta else 0 end), 0)`.as(
        'movedReturned',
      ),
    ])
    .groupBy([...STOCK_COUNTERS])
    .execute()
  return rows
    .map((row) => ({
      ...row,
      movedQuantity: Number(row.movedQuantity),
      movedSold: Number(row.movedSold),
      movedReturned: Number(row.movedReturned),
    }))
    .filter(
      (row) => row.quantity !== row.movedQuantity || row.sold !== row.movedSold || row.returned !== row.movedReturned,
    )
}

/**
 * Products whose basic qty (the stock of a product without a warehouse row) differs from the sum of its
 * movements without a warehouse. Empty when the books balance.
 */
export async function basicQtyViolations(db: Db) {
  const rows = await db
    .selectFrom('products')
    .leftJoin('stock_movements', (join) =>
      join.onRef('stock_movements.product_id', '=', 'products.id').on('stock_movements.warehouse_id', 'is', null),
    )
    .select((eb) => [
      'products.id as product_id',
      'products.qty',
      eb.fn.coalesce(eb.fn.sum<number>('stock_movements.delta'), sql<number>`0`).as('movedQty'),
    ])
    .groupBy(['products.id', 'products.qty'])
    .execute()
  return rows
    .map((row) => ({ product_id: row.product_id, qty: Number(row.qty), movedQty: Number(row.movedQty) }))
    .filter((row) => row.qty !== row.movedQty)
}
