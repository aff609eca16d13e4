import type { Insertable, Kysely, Updateable } from 'kysely'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { NEWEST_FIRST, paginateSearch } from '../../platform/paging.ts'

export function findGalleryItem(db: Kysely<Database>, id: number) {
  return db.selectFrom('gallery_items').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertGalleryItem(
  db: Kysely<Database>,
  item: { title: string; image: string; created_at: string },
) {
  return db.insertInto('gallery_items').values(item).returningAll().executeTakeFirstOrThrow()
}

export async function deleteGalleryItem(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('gallery_items').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export function listGallery(db: Kysely<Database>, dialect: DialectName, paging: PagingQuery) {
  const query = db.selectFrom('gallery_items').select(['id', 'image', 'title', 'created_at'])
  return paginateSearch(query, dialect, paging, ['title'], {
    sortable: { created_at: 'created_at', title: 'title', id: 'id' },
    ...NEWEST_FIRST,
  })
}

export function publicGallery(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('gallery_items')
    .select(['id', 'image', 'title'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

export function findShopItem(db: Kysely<Database>, id: number) {
  return db.selectFrom('shop_items').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertShopItem(db: Kysely<Database>, item: Insertable<Database['shop_items']>): Promise<number> {
  const row = await db.insertInto('shop_items').values(item).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateShopItem(
  db: Kysely<Database>,
  id: number,
  change: Omit<Updateable<Database['shop_items']>, 'id' | 'created_at'>,
): Promise<boolean> {
  const result = await db.updateTable('shop_items').set(change).where('id', '=', id).executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deleteShopItem(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('shop_items').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export function listShopItems(db: Kysely<Database>, dialect: DialectName, paging: PagingQuery) {
  const query = db.selectFrom('shop_items').select(['id', 'name', 'price', 'description', 'image', 'created_at'])
  return paginateSearch(query, dialect, paging, ['name', 'description'], {
    sortable: { created_at: 'created_at', name: 'name', price: 'price', id: 'id' },
    ...NEWEST_FIRST,
  })
}

export function publicShopItems(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('shop_items')
    .select(['id', 'name', 'price', 'description', 'image'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}
