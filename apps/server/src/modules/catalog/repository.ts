import { sql, type Insertable, type Kysely, type Updateable } from 'kysely'
import type { Page, PagingQuery } from '@counterpart/domain/schemas/paging'
import type { CategoryTable, Database, ProductRow, ProductTable } from '../../db/schema.ts'
import { likeContains } from '../../platform/paging.ts'

type Db = Kysely<Database>

// ---- products ---------------------------------------------------------------------------------------

/** What the list search looks in: name, SKU and barcode, lower-cased once when the row is written. */
export function productSearchText(product: { name: string; sku: string; barcode: string }): string {
  return `${product.name} ${product.sku} ${product.barcode}`.toLowerCase()
}

// Only columns with an index (or the rowid order) sort: a sorted page never sorts the whole table.
const PRODUCT_SORT: Record<string, string> = {
  id: 'products.id',
  type: 'products.type',
  created_at: 'products.created_at',
  name: 'products.name',
  sku: 'products.sku',
  barcode: 'products.barcode',
  discounted: 'products.discounted',
  state: 'products.state',
}

/** Up to this many matches, the page is sorted from the matching ids alone (see listProducts). */
const SPARSE_MATCHES = 2000

/**
 * The products list, searched over name, SKU and barcode. The search is one LIKE on the lower-cased
 * search_text column, which behaves the same on SQLite and PostgreSQL. With 100,000 products:
 * - one pass over the narrow search_text index (SQLite scans the index, not the table) collects the
 *   ids of the matches, stopping after SPARSE_MATCHES + 1;
 * - few matches (a barcode, a SKU, a rare word): their count is the total, and only those rows are
 *   read and sorted;
 * - many matches: they are counted, and walking the sort column's index finds a page of them within
 *   a few hundred rows.
 * docs/decisions.md (Catalogue) has the measured figures.
 */
export async function listProducts(
  db: Db,
  paging: PagingQuery,
  sparseMatches = SPARSE_MATCHES,
): Promise<Page<ProductListItem>> {
  const sortColumn = (paging.sortBy && PRODUCT_SORT[paging.sortBy]) || 'products.created_at'
  const descending = paging.sortBy && PRODUCT_SORT[paging.sortBy] ? paging.sortDesc : true
  const direction = descending ? 'desc' : 'asc'
  let query = db.selectFrom('products').select(PRODUCT_LIST_COLUMNS)
  let total: number
  if (paging.search) {
    const matches = sql<boolean>`search_text like ${likeContains(paging.search.toLowerCase())} escape '\\'`
    const ids = (
      await db
        .selectFrom('products')
        .select('id')
        .where(matches)
        .limit(sparseMatches + 1)
        .execute()
    ).map((row) => row.id)
    if (ids.length === 0) return { items: [], total: 0 }
    if (ids.length <= sparseMatches) {
      total = ids.length
      query = query.where('products.id', 'in', ids)
    } else {
      const counted = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where(matches)
        .executeTakeFirst()
      total = Number(counted?.total ?? 0)
      query = query.where(matches)
    }
  } else {
    const counted = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst()
    total = Number(counted?.total ?? 0)
  }
  let ordered = query.orderBy(sql.ref(sortColumn), direction)
  if (sortColumn !== 'products.id') ordered = ordered.orderBy('products.id', direction)
  const items = await ordered
    .limit(paging.itemsPerPage)
    .offset((paging.page - 1) * paging.itemsPerPage)
    .execute()
  return { items, total }
}

const PRODUCT_LIST_COLUMNS = [
  'products.id',
  'products.type',
  'products.image',
  'products.created_at',
  'products.name',
  'products.sku',
  'products.barcode',
  'products.price',
  'products.qty',
  'products.discounted',
  'products.state',
  'products.category_id',
] as const

export type ProductListItem = Pick<
  ProductRow,
  | 'id'
  | 'type'
  | 'image'
  | 'created_at'
  | 'name'
  | 'sku'
  | 'barcode'
  | 'price'
  | 'qty'
  | 'discounted'
  | 'state'
  | 'category_id'
>

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

export function listProductSuppliers(db: Db, productId: number) {
  return db
    .selectFrom('product_suppliers')
    .innerJoin('suppliers', 'suppliers.id', 'product_suppliers.supplier_id')
    .select([
      'suppliers.id',
      'suppliers.firstName',
      'suppliers.lastName',
      'suppliers.company',
      'suppliers.email',
      'suppliers.phone',
    ])
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
    .select([
      'stocks.id',
      'stocks.product_id',
      'stocks.warehouse_id',
      'warehouses.name as warehouse_name',
      'stocks.quantity',
      'stocks.sold',
      'stocks.returned',
      'stocks.cost',
      'stocks.price',
      'stocks.rackNumber',
      'stocks.created_at',
    ])
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
    .select(['id', 'firstName', 'lastName', 'company', 'email', 'phone'])
    .orderBy('firstName')
    .orderBy('id')
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
