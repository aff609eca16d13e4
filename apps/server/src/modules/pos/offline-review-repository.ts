import { sql, type Insertable, type Kysely } from 'kysely'
import type { OfflineReviewsQuery } from '@counterpart/domain/schemas/offline'
import type { DialectName } from '../../db/connection.ts'
import type { Database, OfflineReviewTable } from '../../db/schema.ts'

type Db = Kysely<Database>

/** The SQL of offline sale reviews (issue 34): what an offline sale asks the owner to look at. */

export async function insertReviews(db: Db, rows: Insertable<OfflineReviewTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('offline_reviews').values(rows).execute()
}

function reviewsQuery(db: Db) {
  return db
    .selectFrom('offline_reviews as r')
    .innerJoin('orders', 'orders.id', 'r.order_id')
    .innerJoin('tills', 'tills.id', 'r.till_id')
    .leftJoin('client_sales', 'client_sales.order_id', 'r.order_id')
    .select([
      'r.id',
      'r.order_id',
      'orders.key as orderKey',
      'r.till_id',
      'tills.name as till',
      'r.reason',
      'r.detail',
      sql<string>`coalesce(client_sales.sold_at, orders.created_at)`.as('soldAt'),
      'orders.created_at as datedAt',
      'r.created_at',
      'r.cleared_at',
      'r.note',
    ])
}
export type OfflineReviewRow = Awaited<ReturnType<ReturnType<typeof reviewsQuery>['execute']>>[number]

/** Open reviews newest first, or cleared ones last cleared first: a page, counted over the index. */
export async function listReviews(db: Db, query: OfflineReviewsQuery) {
  const open = query.status === 'open'
  const count = await db
    .selectFrom('offline_reviews')
    .select(sql<number>`count(*)`.as('n'))
    .where('cleared_at', open ? 'is' : 'is not', null)
    .executeTakeFirst()
  let rows = reviewsQuery(db).where('r.cleared_at', open ? 'is' : 'is not', null)
  if (!open) rows = rows.orderBy('r.cleared_at', 'desc')
  const items = await rows
    .orderBy('r.id', 'desc')
    .limit(query.itemsPerPage)
    .offset((query.page - 1) * query.itemsPerPage)
    .execute()
  return { items, total: Number(count?.n ?? 0) }
}

export function reviewsOfOrder(db: Db, orderId: number) {
  return db.selectFrom('offline_reviews').select(['reason', 'cleared_at']).where('order_id', '=', orderId).execute()
}

export function lockReview(db: Db, dialect: DialectName, id: number) {
  let query = db.selectFrom('offline_reviews').selectAll().where('id', '=', id)
  if (dialect === 'postgres') query = query.forUpdate()
  return query.executeTakeFirst()
}

/** Marks an open review cleared; false when it was cleared already. */
export async function clearReview(
  db: Db,
  id: number,
  change: { cleared_at: string; cleared_by: number; note: string },
): Promise<boolean> {
  const result = await db
    .updateTable('offline_reviews')
    .set(change)
    .where('id', '=', id)
    .where('cleared_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
