import type { Insertable, Kysely, Updateable } from 'kysely'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { containsAny, NEWEST_FIRST, paginateSearch, sortableColumns } from '../../platform/paging.ts'

type NewCustomProduct = Insertable<Database['custom_products']>
type CustomProductChange = Omit<Updateable<Database['custom_products']>, 'id' | 'created_at' | 'created_by' | 'barcode'>

export function findCustomProduct(db: Kysely<Database>, id: number) {
  return db.selectFrom('custom_products').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function barcodeTaken(db: Kysely<Database>, barcode: string): Promise<boolean> {
  const row = await db.selectFrom('custom_products').select('id').where('barcode', '=', barcode).executeTakeFirst()
  return row !== undefined
}

export async function insertCustomProduct(db: Kysely<Database>, item: NewCustomProduct): Promise<number> {
  const row = await db.insertInto('custom_products').values(item).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateCustomProduct(
  db: Kysely<Database>,
  id: number,
  change: CustomProductChange,
): Promise<boolean> {
  const result = await db.updateTable('custom_products').set(change).where('id', '=', id).executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Removes an item only while it is unsold; answers whether a row went. */
export async function deleteUnsoldCustomProduct(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('custom_products').where('id', '=', id).where('isSold', '=', 0).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Marks an unsold item sold; false when it was sold already (the sale must then be refused). */
export async function markCustomProductSold(db: Kysely<Database>, id: number, updatedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('custom_products')
    .set({ isSold: 1, updated_at: updatedAt })
    .where('id', '=', id)
    .where('isSold', '=', 0)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** A refunded item is for sale again. */
export async function markCustomProductNotSold(db: Kysely<Database>, id: number, updatedAt: string): Promise<void> {
  await db
    .updateTable('custom_products')
    .set({ isSold: 0, updated_at: updatedAt })
    .where('id', '=', id)
    .where('isSold', '=', 1)
    .execute()
}

const SORT = sortableColumns('created_at', 'fullName', 'phone', 'model', 'imei', 'cost', 'price', 'isSold', 'id')

const SEARCHED = ['fullName', 'phone', 'model', 'imei', 'barcode']

export function listCustomProducts(db: Kysely<Database>, dialect: DialectName, paging: PagingQuery) {
  const query = db
    .selectFrom('custom_products')
    .select(['id', 'created_at', 'image', 'fullName', 'phone', 'model', 'imei', 'cost', 'price', 'isSold', 'barcode'])
  return paginateSearch(query, dialect, paging, SEARCHED, { sortable: SORT, ...NEWEST_FIRST })
}

export function searchCustomProducts(db: Kysely<Database>, dialect: DialectName, key: string, limit: number) {
  return db
    .selectFrom('custom_products')
    .select(['id', 'created_at', 'barcode', 'fullName', 'phone', 'imei', 'isSold', 'model', 'price'])
    .where(containsAny(dialect, SEARCHED, key))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

export function listUnsoldForPos(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('custom_products')
    .select(['id', 'model', 'image', 'price', 'barcode', 'imei'])
    .where('isSold', '=', 0)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/**
 * The police register (issue 29, item 6): the items bought in [from, to), oldest first, a page after
 * `after` (keyset on created_at, id: custom_products_created_at_idx finds the period).
 */
export function policeRegisterPage(
  db: Kysely<Database>,
  range: { from: string; to: string },
  after: { created_at: string; id: number } | null,
  limit: number,
) {
  let query = db
    .selectFrom('custom_products')
    .select(['id', 'created_at', 'fullName', 'idType', 'idNumber', 'model', 'imei', 'cost'])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '>', after.created_at),
        eb.and([eb('created_at', '=', after.created_at), eb('id', '>', after.id)]),
      ]),
    )
  }
  return query.orderBy('created_at').orderBy('id').limit(limit).execute()
}
