import { sql, type Insertable, type Kysely } from 'kysely'
import type { StockDocumentListQuery } from '@counterpart/domain/schemas/stock-documents'
import type { Database, StockDocumentLineTable, StockDocumentTable } from '../../db/schema.ts'
import { chunksOf } from '../../db/chunks.ts'
import { isPostgres } from '../../db/dialect.ts'
import { paginate } from '../../platform/paging.ts'

/** Counts, transfers and adjustments (0028-stock-documents): their rows, lines and a product's stock history. */

type Db = Kysely<Database>

const CHUNK = 400

export async function insertDocument(db: Db, document: Insertable<StockDocumentTable>): Promise<number> {
  const row = await db.insertInto('stock_documents').values(document).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function insertLines(db: Db, lines: Insertable<StockDocumentLineTable>[]): Promise<void> {
  for (const chunk of chunksOf(lines, CHUNK)) await db.insertInto('stock_document_lines').values(chunk).execute()
}

/** A document of a kind, locked for the rest of the transaction on PostgreSQL (SQLite has one writer). */
export function lockDocument(db: Db, kind: StockDocumentTable['kind'], id: number) {
  const query = db.selectFrom('stock_documents').selectAll().where('id', '=', id).where('kind', '=', kind)
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst()
}

/** Moves a document from one status to the next; false when another request got there first. */
export async function closeDocument(
  db: Db,
  id: number,
  from: StockDocumentTable['status'],
  change: { status: StockDocumentTable['status']; closed_by: number; closed_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('stock_documents')
    .set({ ...change, updated_at: change.closed_at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function markCounted(db: Db, id: number, userId: number, now: string): Promise<void> {
  await db
    .updateTable('stock_documents')
    .set({ counted_by: userId, counted_at: now, updated_at: now })
    .where('id', '=', id)
    .execute()
}

export function documentLines(db: Db, documentId: number) {
  return db
    .selectFrom('stock_document_lines')
    .innerJoin('products', 'products.id', 'stock_document_lines.product_id')
    .select([
      'stock_document_lines.id',
      'stock_document_lines.product_id',
      'stock_document_lines.expected',
      'stock_document_lines.counted',
      'stock_document_lines.cost',
      'stock_document_lines.price',
      'products.name as product_name',
      'products.sku as product_sku',
    ])
    .where('stock_document_lines.document_id', '=', documentId)
    .orderBy('products.name')
    .orderBy('stock_document_lines.id')
    .execute()
}
export type DocumentLineRow = Awaited<ReturnType<typeof documentLines>>[number]

/** Sets the counted figure (or what arrived) of a document's lines, one statement per line. */
export async function setCounted(
  db: Db,
  documentId: number,
  lines: readonly { product_id: number; counted: number | null }[],
): Promise<void> {
  for (const line of lines) {
    await db
      .updateTable('stock_document_lines')
      .set({ counted: line.counted })
      .where('document_id', '=', documentId)
      .where('product_id', '=', line.product_id)
      .execute()
  }
}

/**
 * The stock rows a count starts from: every row of the warehouse (of one category when given), with its
 * quantity now, the figure the count's differences are taken against.
 */
export function stockToCount(db: Db, warehouseId: number, categoryId: number | null) {
  let query = db
    .selectFrom('stocks')
    .innerJoin('products', 'products.id', 'stocks.product_id')
    .select(['stocks.product_id', 'stocks.quantity', 'stocks.cost', 'stocks.price'])
    .where('stocks.warehouse_id', '=', warehouseId)
  if (categoryId !== null) query = query.where('products.category_id', '=', categoryId)
  return query.orderBy('stocks.product_id').execute()
}

/** The source rows of a transfer's products, with their quantity, cost and price. */
export function sourceRows(db: Db, warehouseId: number, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('stocks')
    .select(['product_id', 'quantity', 'cost', 'price'])
    .where('warehouse_id', '=', warehouseId)
    .where('product_id', 'in', productIds)
    .execute()
}

export function categoryExists(db: Db, id: number) {
  return db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()
}

export function productsNamed(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('products').select(['id', 'name', 'sku']).where('id', 'in', ids).execute()
}

// ---- lists and detail ---------------------------------------------------------------------------------

function documentsQuery(db: Db) {
  return db
    .selectFrom('stock_documents as d')
    .innerJoin('warehouses as w', 'w.id', 'd.warehouse_id')
    .leftJoin('warehouses as to', 'to.id', 'd.to_warehouse_id')
    .leftJoin('categories as c', 'c.id', 'd.category_id')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('users as cb', 'cb.id', 'd.counted_by')
    .leftJoin('users as cl', 'cl.id', 'd.closed_by')
    .selectAll('d')
    .select((eb) => [
      'w.name as warehouse_name',
      'to.name as to_warehouse_name',
      'c.name as category_name',
      'u.name as user_name',
      'cb.name as counted_by_name',
      'cl.name as closed_by_name',
      eb
        .selectFrom('stock_document_lines as l')
        .select(sql<number>`count(l.counted)`.as('n'))
        .whereRef('l.document_id', '=', 'd.id')
        .as('counted_lines'),
      eb
        .selectFrom('stock_document_lines as l')
        .select(sql<number>`coalesce(sum(l.expected), 0)`.as('n'))
        .whereRef('l.document_id', '=', 'd.id')
        .as('expected_total'),
      eb
        .selectFrom('stock_document_lines as l')
        .select(sql<number>`coalesce(sum(l.counted), 0)`.as('n'))
        .whereRef('l.document_id', '=', 'd.id')
        .as('counted_total'),
      eb
        .selectFrom('stock_document_lines as l')
        .select(sql<number>`coalesce(sum(l.counted - l.expected), 0)`.as('n'))
        .whereRef('l.document_id', '=', 'd.id')
        .where('l.counted', 'is not', null)
        .as('difference_total'),
    ])
}
export type DocumentRow = Awaited<ReturnType<ReturnType<typeof documentsQuery>['execute']>>[number]

export function listDocuments(db: Db, kind: StockDocumentTable['kind'], query: StockDocumentListQuery) {
  let rows = documentsQuery(db).where('d.kind', '=', kind)
  if (query.status) rows = rows.where('d.status', '=', query.status)
  return paginate(rows, query, {
    sortable: { id: 'd.id', created_at: 'd.id' },
    defaultSort: 'd.id',
    defaultDesc: true,
  })
}

export function findDocument(db: Db, kind: StockDocumentTable['kind'], id: number) {
  return documentsQuery(db).where('d.kind', '=', kind).where('d.id', '=', id).executeTakeFirst()
}

// ---- stock history --------------------------------------------------------------------------------------

/**
 * A product's movements, newest first, a page at a time, each with the quantity of its place (warehouse
 * row, or the basic qty) just after it: the running sum of that place's movements in id order. Found
 * through stock_movements_stock_idx (product_id, warehouse_id); the running sums read the product's
 * movements once, the page is cut after them.
 */
export async function stockHistory(db: Db, productId: number, page: number, itemsPerPage: number) {
  const movements = db
    .selectFrom('stock_movements as m')
    .select([
      'm.id',
      'm.created_at',
      'm.warehouse_id',
      'm.delta',
      'm.reason',
      'm.order_id',
      'm.document_id',
      'm.user_id',
      sql<number>`sum(m.delta) over (partition by m.warehouse_id order by m.id rows between unbounded preceding and current row)`.as(
        'balance',
      ),
    ])
    .where('m.product_id', '=', productId)
  const [items, count] = await Promise.all([
    db
      .selectFrom(movements.as('h'))
      .leftJoin('warehouses as w', 'w.id', 'h.warehouse_id')
      .leftJoin('orders as o', 'o.id', 'h.order_id')
      .leftJoin('stock_documents as d', 'd.id', 'h.document_id')
      .leftJoin('users as u', 'u.id', 'h.user_id')
      .select([
        'h.id',
        'h.created_at',
        'h.warehouse_id',
        'w.name as warehouse_name',
        'h.delta',
        'h.reason',
        'h.order_id',
        'o.key as order_key',
        'o.salling',
        'o.refunding',
        'o.purchasing',
        'h.document_id',
        'd.kind as document_kind',
        'd.reason as document_reason',
        'd.note as document_note',
        'h.user_id',
        'u.name as user_name',
        'h.balance',
      ])
      .orderBy('h.id', 'desc')
      .limit(itemsPerPage)
      .offset((page - 1) * itemsPerPage)
      .execute(),
    db
      .selectFrom('stock_movements')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('product_id', '=', productId)
      .executeTakeFirst(),
  ])
  return { items, total: Number(count?.total ?? 0) }
}
export type StockHistoryRow = Awaited<ReturnType<typeof stockHistory>>['items'][number]
