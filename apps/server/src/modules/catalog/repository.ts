import { sql, type Insertable, type Kysely, type SelectQueryBuilder, type SqlBool, type Updateable } from 'kysely'
import type { Page, PagingQuery } from '@counterpart/domain/schemas/paging'
import type { DialectName } from '../../db/connection.ts'
import type { CategoryTable, Database, ProductRow, ProductTable } from '../../db/schema.ts'
import { matchingProductIds, productMatches, searchTextContains } from '../../db/product-search.ts'
import { chunksOf } from '../../db/chunks.ts'
import { STOCK_IN_WAREHOUSE_COLUMNS } from '../../db/stock-columns.ts'

type Db = Kysely<Database>

/** How many products match: counted in the trigram index itself on SQLite (no product row is read). */
async function countProductMatches(db: Db, dialect: DialectName, search: string): Promise<number> {
  const { rows } = await sql<{ total: number }>`select count(*) as total from (${matchingProductIds(
    dialect,
    search.toLowerCase(),
  )}) as matches`.execute(db)
  return Number(rows[0]?.total ?? 0)
}

// ---- products ---------------------------------------------------------------------------------------

/** What the list search looks in: name, SKU and barcode, lower-cased once when the row is written. */
export function productSearchText(product: { name: string; sku: string; barcode: string }): string {
  return `${product.name} ${product.sku} ${product.barcode}`.toLowerCase()
}

// Only columns with an index ending in id (or the rowid order) sort: a page never sorts the whole table.
const PRODUCT_SORT = new Set(['id', 'type', 'created_at', 'name', 'sku', 'barcode', 'discounted', 'state'])

const PRODUCT_LIST_FIELDS = [
  'id',
  'type',
  'image',
  'created_at',
  'name',
  'sku',
  'barcode',
  'price',
  'qty',
  'discounted',
  'state',
  'category_id',
] as const

export type ProductListItem = Pick<ProductRow, (typeof PRODUCT_LIST_FIELDS)[number]>

const columnsOf = <T extends string>(table: T) => PRODUCT_LIST_FIELDS.map((field) => `${table}.${field}` as const)

/** How a search's page is found; the tests force each plan and compare the pages. */
export interface SearchPlan {
  /** Up to this many matches, the page is sorted from the matches alone. */
  sparseMatches: number
  /** With more, the page is first looked for among this many leading rows of the sort order. */
  probeRows: number
}

const SEARCH_PLAN: SearchPlan = { sparseMatches: 500, probeRows: 2000 }

/**
 * The products list, searched over name, SKU and barcode (productMatches). With 100,000 products:
 * - the total is counted in the trigram index (SQLite's FTS5 table, PostgreSQL's GIN index): a few ms
 *   for 10,000 matches;
 * - few matches (a barcode, a SKU, a rare word): only their rows are read and sorted;
 * - many matches: the page is looked for among the first 2,000 rows of the sort order (a walk of the
 *   sort column's index, which stops at the page), where common words are dense. Only when it is not
 *   all there (a deep page, matches all at the other end of the order) are all matches sorted: on SQLite
 *   by walking the sort index against the set of matching ids, on PostgreSQL by sorting the matches.
 * docs/decisions.md (Catalogue) has the measured figures.
 */
export async function listProducts(
  db: Db,
  dialect: DialectName,
  paging: PagingQuery & Partial<ProductListFilter>,
  plan: SearchPlan = SEARCH_PLAN,
): Promise<Page<ListedProduct>> {
  const filter: ProductListFilter = { category_id: paging.category_id ?? null }
  const computed = isComputedSort(paging.sortBy)
  const page =
    filter.category_id !== null || computed
      ? await filteredProducts(db, dialect, paging, filter)
      : await unfilteredProducts(db, dialect, paging, plan)
  return { total: page.total, items: await withListFigures(db, page.items) }
}

/** The whole catalogue, searched or not: the plans above, each finding only the page's rows. */
async function unfilteredProducts(
  db: Db,
  dialect: DialectName,
  paging: PagingQuery,
  plan: SearchPlan,
): Promise<Page<ProductListItem>> {
  const known = paging.sortBy !== undefined && PRODUCT_SORT.has(paging.sortBy)
  const sortColumn = known ? (paging.sortBy as string) : 'created_at'
  const direction = (known ? paging.sortDesc : true) ? 'desc' : 'asc'
  const offset = (paging.page - 1) * paging.itemsPerPage
  /** Sort column, then id (unique), so the order is total and the same in every plan. */
  const order = (table: string) =>
    sortColumn === 'id'
      ? sql`${sql.ref(`${table}.id`)} ${sql.raw(direction)}`
      : sql`${sql.ref(`${table}.${sortColumn}`)} ${sql.raw(direction)}, ${sql.ref(`${table}.id`)} ${sql.raw(direction)}`

  if (!paging.search) {
    const counted = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst()
    const items = await db
      .selectFrom('products')
      .select(columnsOf('products'))
      .orderBy(order('products'))
      .limit(paging.itemsPerPage)
      .offset(offset)
      .execute()
    return { items, total: Number(counted?.total ?? 0) }
  }

  const total = await countProductMatches(db, dialect, paging.search)
  if (offset >= total) return { items: [], total }
  const term = paging.search.toLowerCase()

  if (total > plan.sparseMatches && offset < plan.probeRows) {
    // The leading rows of the order, then the matches among them. Exact whenever the page is complete:
    // those rows come first in the order, so the page's matches are the first matches overall.
    const head = db
      .selectFrom('products')
      .select([...columnsOf('products'), 'products.search_text'])
      .orderBy(order('products'))
      .limit(plan.probeRows)
      .as('head')
    const items = await db
      .selectFrom(head)
      .select(columnsOf('head'))
      .where(searchTextContains('head', term))
      .orderBy(order('head'))
      .limit(paging.itemsPerPage)
      .offset(offset)
      .execute()
    if (items.length === Math.min(paging.itemsPerPage, total - offset)) return { items, total }
  }

  if (dialect === 'postgres') {
    // The matches first (the GIN index finds them), then their top rows sorted: a cost that follows the
    // number of matches. Left to itself, the planner walks the sort index filtering every row, which
    // reads the whole table when the matches sit at the other end of the order.
    const items = await db
      .with(
        (cte) => cte('matches').materialized(),
        (qb) => qb.selectFrom('products').select(columnsOf('products')).where(productMatches(dialect, term)),
      )
      .selectFrom('matches')
      .select(columnsOf('matches'))
      .orderBy(order('matches'))
      .limit(paging.itemsPerPage)
      .offset(offset)
      .execute()
    return { items, total }
  }

  // SQLite. Few matches: their rows are looked up by id and sorted. Many: the sort column's index is
  // walked and each entry's id checked against the set of matches; the unary + keeps SQLite from using
  // the id for lookups instead (https://sqlite.org/optoverview.html#disqualifying_where_clause_terms).
  const ids = matchingProductIds(dialect, term)
  const matches =
    total > plan.sparseMatches ? sql<SqlBool>`+products.id in (${ids})` : sql<SqlBool>`products.id in (${ids})`
  const items = await db
    .selectFrom('products')
    .select(columnsOf('products'))
    .where(matches)
    .orderBy(order('products'))
    .limit(paging.itemsPerPage)
    .offset(offset)
    .execute()
  return { items, total }
}

/** The list's filters beside the paging query. */
export interface ProductListFilter {
  category_id: number | null
}

/**
 * What the list shows beyond the product's own columns, as the till reads it (pos/repository.ts
 * posProductQuery): the price of the selling warehouse's stock row, else the product's price; the units
 * on hand in every warehouse, else the basic qty of a product kept without stock rows (null for a
 * Service, which has no stock); the category's name. One statement for the page's rows, each figure
 * through the unique (product, warehouse) index of stocks.
 */
function salePriceOf(products: string) {
  return sql<number>`coalesce((select sale_stock.price from stocks as sale_stock where sale_stock.product_id = ${sql.ref(
    `${products}.id`,
  )} and sale_stock.warehouse_id = ${sql.ref(`${products}.warehouseSaleFrom`)}), ${sql.ref(`${products}.price`)})`
}

function stockOnHandOf(products: string) {
  return sql<
    number | null
  >`case when ${sql.ref(`${products}.type`)} = 'Service' then null else coalesce((select sum(held.quantity) from stocks as held where held.product_id = ${sql.ref(
    `${products}.id`,
  )}), ${sql.ref(`${products}.qty`)}) end`
}

/** Sort keys computed per row: sorting by one reads every row the filter leaves (docs/decisions.md). */
const COMPUTED_SORT = { salePrice: salePriceOf, stockOnHand: stockOnHandOf } as const

/** Own keys only: `sortBy=toString` is no sort key. */
function isComputedSort(sortBy: string | undefined): sortBy is keyof typeof COMPUTED_SORT {
  return sortBy !== undefined && Object.hasOwn(COMPUTED_SORT, sortBy)
}

export type ListedProduct = ProductListItem & {
  salePrice: number
  stockOnHand: number | null
  category: string | null
}

async function withListFigures(db: Db, items: ProductListItem[]): Promise<ListedProduct[]> {
  if (items.length === 0) return []
  const figures = await db
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .select([
      'products.id',
      'categories.name as category',
      salePriceOf('products').as('salePrice'),
      stockOnHandOf('products').as('stockOnHand'),
    ])
    .where(
      'products.id',
      'in',
      items.map((item) => item.id),
    )
    .execute()
  const byId = new Map(figures.map((row) => [row.id, row]))
  return items.map((item) => {
    const row = byId.get(item.id)
    return {
      ...item,
      salePrice: Number(row?.salePrice ?? item.price),
      stockOnHand: row?.stockOnHand === null || row?.stockOnHand === undefined ? null : Number(row.stockOnHand),
      category: row?.category ?? null,
    }
  })
}

/** A category's products, a search and a category, or a sort by a computed figure: one plain statement. */
function productWhere(dialect: DialectName, filter: ProductListFilter, search: string) {
  return <QB extends SelectQueryBuilder<Database, 'products', object>>(query: QB): QB => {
    let next = query
    if (filter.category_id !== null) next = next.where('products.category_id', '=', filter.category_id) as QB
    if (search) next = next.where(productMatches(dialect, search)) as QB
    return next
  }
}

/**
 * The list of one category (the (category_id, created_at, id) index of 0032 walks it newest first and
 * stops at the page), or sorted by the sale price or the stock on hand (every row the filter leaves is
 * read and sorted: with a category, that category's rows).
 */
async function filteredProducts(
  db: Db,
  dialect: DialectName,
  paging: PagingQuery,
  filter: ProductListFilter,
): Promise<Page<ProductListItem>> {
  const where = productWhere(dialect, filter, paging.search)
  const direction = paging.sortDesc ? 'desc' : 'asc'
  const sortBy = paging.sortBy
  let sort
  if (isComputedSort(sortBy)) {
    sort = COMPUTED_SORT[sortBy]('products')
  } else if (sortBy !== undefined && PRODUCT_SORT.has(sortBy)) {
    sort = sql.ref(`products.${sortBy}`)
  }
  // A Service's stock is null: first going up, last going down, on both databases (they place nulls apart).
  const nullsFirst =
    sortBy === 'stockOnHand' ? sql`case when ${sort} is null then 0 else 1 end ${sql.raw(direction)}, ` : sql``
  const order = sort
    ? sql`${nullsFirst}${sort} ${sql.raw(direction)}, products.id ${sql.raw(direction)}`
    : sql`products.created_at desc, products.id desc`
  const [counted, items] = await Promise.all([
    where(db.selectFrom('products'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
    where(db.selectFrom('products'))
      .select(columnsOf('products'))
      .orderBy(order)
      .limit(paging.itemsPerPage)
      .offset((paging.page - 1) * paging.itemsPerPage)
      .execute(),
  ])
  return { items, total: Number(counted?.total ?? 0) }
}

/** A chunk of the export: the list's filter and search, in id order after `after`, with the list's figures. */
export async function exportChunk(
  db: Db,
  dialect: DialectName,
  filter: ProductListFilter,
  search: string,
  after: number,
  limit: number,
) {
  const where = productWhere(dialect, filter, search)
  return where(db.selectFrom('products'))
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .select([
      'products.id',
      'products.name',
      'products.sku',
      'products.barcode',
      'products.type',
      'products.unitOfMeasure',
      'products.discounted',
      'products.state',
      'products.created_at',
      'categories.name as category',
      salePriceOf('products').as('salePrice'),
      stockOnHandOf('products').as('stockOnHand'),
    ])
    .where('products.id', '>', after)
    .orderBy('products.id')
    .limit(limit)
    .execute()
}

export function findProduct(db: Db, id: number) {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst()
}

/** An exact barcode lookup (the scanner's path), through the unique index. */
export function findProductByBarcode(db: Db, barcode: string) {
  return db.selectFrom('products').selectAll().where('barcode', '=', barcode).executeTakeFirst()
}

export function findProductBySku(db: Db, sku: string) {
  return db.selectFrom('products').selectAll().where('sku', '=', sku).executeTakeFirst()
}

/** Another product already holding this barcode or SKU (the one being edited excluded). */
export async function codeTaken(db: Db, column: 'barcode' | 'sku', value: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('products').select('id').where(column, '=', value)
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

export async function insertProduct(db: Db, product: Insertable<ProductTable>): Promise<number> {
  const row = await db.insertInto('products').values(product).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateProduct(db: Db, id: number, change: Updateable<ProductTable>): Promise<void> {
  await db.updateTable('products').set(change).where('id', '=', id).execute()
}

export async function deleteProduct(db: Db, id: number): Promise<void> {
  await db.deleteFrom('product_variants').where('product_id', '=', id).execute()
  await db.deleteFrom('product_suppliers').where('product_id', '=', id).execute()
  await db.deleteFrom('products').where('id', '=', id).execute()
}

export function listVariants(db: Db, productId: number) {
  return db
    .selectFrom('product_variants')
    .select(['id', 'variant', 'price'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute()
}

export async function replaceVariants(
  db: Db,
  productId: number,
  variants: { variant: string; price: number }[],
): Promise<void> {
  await db.deleteFrom('product_variants').where('product_id', '=', productId).execute()
  if (variants.length === 0) return
  await db
    .insertInto('product_variants')
    .values(
      variants.map((variant, position) => ({
        product_id: productId,
        variant: variant.variant,
        price: variant.price,
        position,
      })),
    )
    .execute()
}

/** What a supplier picker shows of a supplier: the product form's choices and a product's suppliers. */
const SUPPLIER_SUMMARY_FIELDS = [
  'suppliers.id',
  'suppliers.firstName',
  'suppliers.lastName',
  'suppliers.company',
  'suppliers.email',
  'suppliers.phone',
] as const

/** The suppliers of one product (its detail page, and the purchase-by-product form picks one). */
export function listProductSuppliers(db: Db, productId: number) {
  return db
    .selectFrom('product_suppliers')
    .innerJoin('suppliers', 'suppliers.id', 'product_suppliers.supplier_id')
    .select(SUPPLIER_SUMMARY_FIELDS)
    .where('product_suppliers.product_id', '=', productId)
    .orderBy('suppliers.firstName')
    .orderBy('suppliers.id')
    .execute()
}

export async function replaceProductSuppliers(db: Db, productId: number, supplierIds: number[]): Promise<void> {
  await db.deleteFrom('product_suppliers').where('product_id', '=', productId).execute()
  if (supplierIds.length === 0) return
  await db
    .insertInto('product_suppliers')
    .values(supplierIds.map((supplier_id) => ({ product_id: productId, supplier_id })))
    .execute()
}

export function listProductStocks(db: Db, productId: number) {
  return db
    .selectFrom('stocks')
    .innerJoin('warehouses', 'warehouses.id', 'stocks.warehouse_id')
    .select(STOCK_IN_WAREHOUSE_COLUMNS)
    .where('stocks.product_id', '=', productId)
    .orderBy('stocks.warehouse_id')
    .execute()
}

export function findStock(db: Db, productId: number, warehouseId: number) {
  return db
    .selectFrom('stocks')
    .selectAll()
    .where('product_id', '=', productId)
    .where('warehouse_id', '=', warehouseId)
    .executeTakeFirst()
}

export async function countStocks(db: Db, productId: number): Promise<number> {
  const row = await db
    .selectFrom('stocks')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('product_id', '=', productId)
    .executeTakeFirst()
  return Number(row?.total ?? 0)
}

/**
 * True when order lines, stock rows or stock movements point at the product: then it must not be
 * hard-deleted (it stays, and can be set Inactive). A later table that points at products adds its
 * check here.
 */
export async function productHasHistory(db: Db, productId: number): Promise<boolean> {
  const [item, stock, movement] = await Promise.all([
    db.selectFrom('order_items').select('id').where('product_id', '=', productId).limit(1).executeTakeFirst(),
    db.selectFrom('stocks').select('id').where('product_id', '=', productId).limit(1).executeTakeFirst(),
    db.selectFrom('stock_movements').select('id').where('product_id', '=', productId).limit(1).executeTakeFirst(),
  ])
  return item !== undefined || stock !== undefined || movement !== undefined
}

// ---- suppliers and warehouses (read here; owned later by contacts and inventory) --------------------

export function listSupplierSummaries(db: Db) {
  return db
    .selectFrom('suppliers')
    .select(SUPPLIER_SUMMARY_FIELDS)
    .orderBy('suppliers.firstName')
    .orderBy('suppliers.id')
    .execute()
}

export async function existingSupplierIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db.selectFrom('suppliers').select('id').where('id', 'in', ids).execute()
  return new Set(rows.map((row) => row.id))
}

export function listWarehouseSummaries(db: Db) {
  return db.selectFrom('warehouses').select(['id', 'name']).orderBy('id').execute()
}

export function findWarehouse(db: Db, id: number) {
  return db.selectFrom('warehouses').select(['id', 'name']).where('id', '=', id).executeTakeFirst()
}

// ---- categories -------------------------------------------------------------------------------------

export function listCategories(db: Db) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'barcode', 'parent_id', 'mode', 'image'])
    .orderBy('name')
    .orderBy('id')
    .execute()
}

export function findCategory(db: Db, id: number) {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function childCategoryIds(db: Db, id: number): Promise<number[]> {
  const rows = await db.selectFrom('categories').select('id').where('parent_id', '=', id).orderBy('id').execute()
  return rows.map((row) => row.id)
}

export async function categoryCodeTaken(db: Db, barcode: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('categories').select('id').where('barcode', '=', barcode)
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

export async function insertCategory(db: Db, category: Insertable<CategoryTable>): Promise<number> {
  const row = await db.insertInto('categories').values(category).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateCategory(db: Db, id: number, change: Updateable<CategoryTable>): Promise<void> {
  await db.updateTable('categories').set(change).where('id', '=', id).execute()
}

/** Makes exactly `childIds` the children of `parentId`: others are detached to the top level. */
export async function setCategoryChildren(db: Db, parentId: number, childIds: number[], now: string): Promise<void> {
  let detach = db.updateTable('categories').set({ parent_id: null, updated_at: now }).where('parent_id', '=', parentId)
  if (childIds.length > 0) detach = detach.where('id', 'not in', childIds)
  await detach.execute()
  if (childIds.length > 0) {
    await db
      .updateTable('categories')
      .set({ parent_id: parentId, updated_at: now })
      .where('id', 'in', childIds)
      .execute()
  }
}

export async function deleteCategory(db: Db, id: number, now: string): Promise<void> {
  // Products of a removed category stay, uncategorised (docs/decisions.md, Catalogue).
  await db.updateTable('products').set({ category_id: null, updated_at: now }).where('category_id', '=', id).execute()
  await db.deleteFrom('categories').where('id', '=', id).execute()
}

// ---- import ----------------------------------------------------------------------------------------

/** Which of these SKUs or barcodes products already hold (the unique index answers, a chunk at a time). */
export async function takenCodes(db: Db, column: 'barcode' | 'sku', values: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>()
  for (const chunk of chunksOf([...new Set(values)], 500)) {
    const rows = await db.selectFrom('products').select(column).where(column, 'in', chunk).execute()
    for (const row of rows) taken.add(row[column])
  }
  return taken
}
