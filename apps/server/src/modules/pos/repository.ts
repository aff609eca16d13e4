import { sql, type Insertable, type Kysely } from 'kysely'
import type { DialectName } from '../../db/connection.ts'
import type { ClientSaleTable, Database } from '../../db/schema.ts'
import { productMatches } from '../../db/product-search.ts'
import { insertBuiltOnceDeferred } from '../../db/built-once.ts'

type Db = Kysely<Database>

/**
 * The till's read model of the catalogue (products where they sell from, categories, variants) and the
 * sale-only bookkeeping (returned quantities, idempotency keys, shipping). Every write of stock, orders,
 * payments and custom products goes through the owning module's service, never through here.
 */

/** What a POS tile and the cart read of a product: qty, price and cost where it sells from. */
function posProductQuery(db: Db) {
  return db
    .selectFrom('products')
    .leftJoin('stocks', (join) =>
      join
        .onRef('stocks.product_id', '=', 'products.id')
        .onRef('stocks.warehouse_id', '=', 'products.warehouseSaleFrom'),
    )
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .select([
      'products.id',
      'products.name',
      'products.image',
      'products.sku',
      'products.barcode',
      'products.type',
      'products.imei',
      'products.sNumber',
      'products.unitOfMeasure',
      'products.discounted',
      'products.state',
      'products.category_id',
      'products.warehouseSaleFrom',
      'products.created_at',
      'categories.name as category',
      'stocks.id as stock_id',
      // What may be sold: on hand less what repairs hold (issue 30, item 4), and how many they hold.
      sql<number>`coalesce(stocks.quantity - stocks.reserved, products.qty - products.reserved)`.as('qty'),
      sql<number>`coalesce(stocks.reserved, products.reserved)`.as('reserved'),
      sql<number>`coalesce(stocks.price, products.price)`.as('price'),
      sql<number>`coalesce(stocks.cost, products.cost)`.as('cost'),
    ])
}
export type PosProductRow = Awaited<ReturnType<ReturnType<typeof posProductQuery>['execute']>>[number]

/**
 * A page of the terminal's offline snapshot (issue 18): active products after `after` in id order (the
 * primary key walks there; no offset), `limit` of them.
 */
export function offlineCatalogue(db: Db, after: number, limit: number) {
  return posProductQuery(db)
    .where('products.state', '=', 1)
    .where('products.id', '>', after)
    .orderBy('products.id')
    .limit(limit)
    .execute()
}

/** The products a sale names, with where they sell from, read inside the sale's transaction. */
/** Products by exact SKU, active or not (the custom amount's open-price service). */
export function productsBySku(db: Db, sku: string) {
  return posProductQuery(db).where('products.sku', '=', sku).execute()
}

/**
 * The products of a sale with their variants, in one query (issue 35: a round trip less per sale): a row
 * per variant in the catalogue's order, or one with a null variant for a product without any.
 */
export async function productsWithVariants(db: Db, ids: number[]) {
  const rows = await posProductQuery(db)
    .leftJoin('product_variants', 'product_variants.product_id', 'products.id')
    .select(['product_variants.variant as variant', 'product_variants.price as variantPrice'])
    .where('products.id', 'in', ids)
    .orderBy('products.id')
    .orderBy('product_variants.position')
    .orderBy('product_variants.id')
    .execute()
  const products = new Map<number, PosProductRow & { variants: { variant: string; price: number }[] }>()
  for (const { variant, variantPrice, ...product } of rows) {
    const known = products.get(product.id) ?? { ...product, variants: [] }
    if (variant !== null) known.variants.push({ variant, price: Number(variantPrice) })
    products.set(product.id, known)
  }
  return [...products.values()]
}

/** The stock rows holding something of these products, in every warehouse (unique index on product, warehouse). */
export function stockOnHand(db: Db, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('stocks')
    .select(['product_id', 'warehouse_id', 'quantity'])
    .where('product_id', 'in', productIds)
    .where('quantity', '>', 0)
    .execute()
}

export function variantsOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('product_variants')
    .select(['product_id', 'variant', 'price'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute()
}

/**
 * The advanced search and the scanner: an exact barcode or SKU answers alone (unique indexes); else
 * name, SKU and barcode containing the key (the lower-cased search_text the catalogue keeps), newest
 * first, walking the created_at index until `limit` rows match.
 */
export async function searchProducts(db: Db, dialect: DialectName, key: string, limit: number) {
  const exact = await posProductQuery(db)
    .where((eb) => eb.or([eb('products.barcode', '=', key), eb('products.sku', '=', key)]))
    .execute()
  // A scanned or typed code names its product: answer at once, without looking further.
  if (exact.length > 0) return exact.slice(0, limit)
  return posProductQuery(db)
    .where(productMatches(dialect, key))
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(limit)
    .execute()
}

/** Categories with how many products each holds (one grouped count over the category index). */
export async function categoriesWithCounts(db: Db) {
  const [categories, counts] = await Promise.all([
    db.selectFrom('categories').select(['id', 'name', 'image', 'parent_id']).orderBy('name').orderBy('id').execute(),
    db
      .selectFrom('products')
      .select(['category_id', sql<number>`count(*)`.as('count')])
      .where('state', '=', 1)
      .where('category_id', 'is not', null)
      .groupBy('category_id')
      .execute(),
  ])
  return { categories, counts: new Map(counts.map((row) => [row.category_id, Number(row.count)])) }
}

export function categoryParents(db: Db) {
  return db.selectFrom('categories').select(['id', 'parent_id']).execute()
}

/** Products as the terminal's search answers them, by id (the product of a scanned unit, issue 29). */
export function posProductsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return posProductQuery(db).where('products.id', 'in', ids).execute()
}

export function findCustomProducts(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('custom_products')
    .select(['id', 'model', 'imei', 'barcode', 'price', 'cost', 'isSold', 'image'])
    .where('id', 'in', ids)
    .execute()
}

export function findUnsoldCustomByBarcode(db: Db, barcode: string) {
  return db
    .selectFrom('custom_products')
    .select(['id', 'model', 'imei', 'barcode', 'price', 'image', 'created_at'])
    .where('barcode', '=', barcode)
    .where('isSold', '=', 0)
    .execute()
}

// ---- sales and refunds ---------------------------------------------------------------------------------

const SALE_COLUMNS = [
  'orders.id',
  'orders.key',
  'orders.salling',
  'orders.refunding',
  'orders.purchasing',
  'orders.customer_id',
  'orders.taxRate',
  'orders.discountRate',
  'orders.taxIncluded',
  'orders.totalAmount',
  'orders.shippingStatus',
  'orders.deleted_at',
  'orders.created_at',
] as const

/**
 * A sale by id. With `lock` (inside a transaction) the row is locked on PostgreSQL, so two refunds of
 * one sale are checked one after the other; SQLite runs one write transaction at a time.
 */
export function findSaleHeader(db: Db, dialect: DialectName, id: number, lock = false) {
  let query = db.selectFrom('orders').select(SALE_COLUMNS).where('orders.id', '=', id)
  if (lock && dialect === 'postgres') query = query.forUpdate()
  return query.executeTakeFirst()
}

/** A sale by its transaction number (unique index). */
export function findSaleByKey(db: Db, key: string) {
  return db.selectFrom('orders').select(SALE_COLUMNS).where('orders.key', '=', key).executeTakeFirst()
}

/**
 * The lines of a sale with how many of each have come back over all its refunds. A refund removed
 * from Transactions still counts: its stock was returned and removal does not reverse it (spec 002 §2.6).
 */
export function saleItemsWithReturned(db: Db, saleId: number) {
  return db
    .selectFrom('order_items')
    .select((eb) => [
      'order_items.id',
      'order_items.product_id',
      'order_items.custom_product_id',
      'order_items.name',
      'order_items.sku',
      'order_items.barcode',
      'order_items.qty',
      'order_items.price',
      'order_items.cost',
      'order_items.discount',
      'order_items.subTotal',
      'order_items.imei',
      'order_items.sNumber',
      'order_items.variant',
      'order_items.warehouse_id',
      'order_items.data',
      // A removed refund took its units back out of stock (issue 28): they may come back again.
      eb
        .selectFrom('order_items as returns')
        .innerJoin('orders as refunds', 'refunds.id', 'returns.order_id')
        .select(sql<number>`coalesce(sum(returns.qty), 0)`.as('returned'))
        .whereRef('returns.parent_item_id', '=', 'order_items.id')
        .where('refunds.deleted_at', 'is', null)
        .as('returned'),
    ])
    .where('order_items.order_id', '=', saleId)
    .orderBy('order_items.id')
    .execute()
}

/** What the live refunds of a sale paid back (cents): a removed refund's money and units are undone. */
export async function refundedTotal(db: Db, saleId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select(sql<number>`coalesce(sum(${sql.ref('orders.totalAmount')}), 0)`.as('total'))
    .where('parent_id', '=', saleId)
    .where('refunding', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return Number(row?.total ?? 0)
}

/** On a refund: the part of its total taken off what the customer still owed on the sale (cents). */
export async function setCancelledDue(db: Db, refundId: number, cents: number): Promise<void> {
  await db.updateTable('orders').set({ cancelledDue: cents }).where('id', '=', refundId).execute()
}

export async function markShipped(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ shippingStatus: 1, updated_at: now })
    .where('id', '=', id)
    .where('shippingStatus', '=', 0)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

// ---- idempotency keys ----------------------------------------------------------------------------------

export function findIdempotencyKey(db: Db, userId: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['id', 'request_hash', 'response'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst()
}

/** The key and the answer it replays, written in the sale's transaction. */
export async function storeIdempotencyKey(
  db: Db,
  row: { user_id: number; key: string; request_hash: string; response: string; created_at: string },
): Promise<void> {
  await db.insertInto('idempotency_keys').values(row).execute()
}

/** Keys older than a day are of no use to a retry; removed now and then so the table stays small. */
export async function purgeIdempotencyKeys(db: Db, before: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute()
}

// ---- client sales (issue 18) ---------------------------------------------------------------------------

/** The sale a till's client id was stored with, and its transaction number. */
export function findClientSale(db: Db, clientId: string) {
  return db
    .selectFrom('client_sales')
    .innerJoin('orders', 'orders.id', 'client_sales.order_id')
    .select([
      'client_sales.order_id',
      'client_sales.user_id',
      'orders.key',
      'client_sales.price_changes',
      'client_sales.request_hash',
    ])
    .where('client_sales.client_id', '=', clientId)
    .executeTakeFirst()
}

/** Written in the sale's transaction: the unique client_id refuses a second sale with the same id. */
export async function insertClientSale(db: Db, row: Insertable<ClientSaleTable>): Promise<void> {
  await insertBuiltOnceDeferred(db, 'client_sales', [row], () => db.insertInto('client_sales').values(row))
}

/** What the sale page shows of a sale made offline: its till, its times and its flagged prices. */
export function offlineSaleOf(db: Db, orderId: number) {
  return db
    .selectFrom('client_sales')
    .leftJoin('tills', 'tills.id', 'client_sales.till_id')
    .select([
      'client_sales.client_id',
      'tills.name as till',
      'client_sales.sold_at',
      'client_sales.received_at',
      'client_sales.price_changes',
    ])
    .where('client_sales.order_id', '=', orderId)
    .where('client_sales.offline', '=', 1)
    .executeTakeFirst()
}

/**
 * Active products for the tiles, newest first, optionally of some categories: page `page` of `limit`, with
 * one row more asked for so the terminal knows whether a next page exists. The (state, created_at, id)
 * index of 0010-pos-tiles-index walks it.
 */
export async function posProductsPage(
  db: Db,
  options: { categoryIds: number[] | null; limit: number; page: number },
): Promise<{ rows: PosProductRow[]; more: boolean }> {
  let query = posProductQuery(db).where('products.state', '=', 1)
  if (options.categoryIds)
    query = query.where('products.category_id', 'in', options.categoryIds.length ? options.categoryIds : [-1])
  const rows = await query
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(options.limit + 1)
    .offset((options.page - 1) * options.limit)
    .execute()
  return { rows: rows.slice(0, options.limit), more: rows.length > options.limit }
}

/** The owner's favourites that are still on sale, in their order. */
export function favouriteProducts(db: Db) {
  return posProductQuery(db)
    .innerJoin('pos_favourites', 'pos_favourites.product_id', 'products.id')
    .where('products.state', '=', 1)
    .orderBy('pos_favourites.position')
    .execute()
}

/** The favourites as the settings list them (inactive ones too, so the owner sees and can drop them). */
export function favouriteList(db: Db) {
  return db
    .selectFrom('pos_favourites')
    .innerJoin('products', 'products.id', 'pos_favourites.product_id')
    .select(['products.id', 'products.name', 'products.sku'])
    .orderBy('pos_favourites.position')
    .execute()
}

export async function favouriteIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('pos_favourites').select('product_id').orderBy('position').execute()
  return rows.map((row) => row.product_id)
}

/** Replaces the favourites with `ids`, in that order (inside the caller's transaction). */
export async function replaceFavourites(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('pos_favourites').execute()
  if (ids.length === 0) return
  await db
    .insertInto('pos_favourites')
    .values(ids.map((product_id, index) => ({ product_id, position: index + 1 })))
    .execute()
}

/** How many of `ids` are active products: a favourite must be one. */
export async function countActiveProducts(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('id', 'in', ids)
    .where('state', '=', 1)
    .executeTakeFirst()
  return Number(row?.total ?? 0)
}

/**
 * The best sellers since `since` (a UTC day) by the kept daily counts (units sold minus returned), active
 * products only, at most `limit`. The covering index of 0016-trending-cover sums the days.
 */
export async function topSellers(db: Db, since: string, limit: number) {
  const top = await db
    .selectFrom('product_sold_daily')
    .innerJoin('products', 'products.id', 'product_sold_daily.product_id')
    .select(['product_sold_daily.product_id', (eb) => eb.fn.sum<number>('product_sold_daily.sold').as('sold')])
    .where('product_sold_daily.day', '>=', since)
    .where('products.state', '=', 1)
    .groupBy('product_sold_daily.product_id')
    .having((eb) => eb.fn.sum('product_sold_daily.sold'), '>', 0)
    .orderBy('sold', 'desc')
    .orderBy('product_sold_daily.product_id', 'desc')
    .limit(limit)
    .execute()
  if (top.length === 0) return []
  const order = new Map(top.map((row, index) => [row.product_id, index]))
  const rows = await posProductQuery(db)
    .where(
      'products.id',
      'in',
      top.map((row) => row.product_id),
    )
    .execute()
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
}
