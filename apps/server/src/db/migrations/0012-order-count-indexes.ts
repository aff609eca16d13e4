import { sql, type Kysely, type SqlBool } from 'kysely'

/**
 * The order lists (sales, refunds, purchases) show how many orders there are, and with a million sales
 * counting them is the page's cost. These partial indexes hold only the ids of one kind's live orders:
 * the narrowest entries that can be counted, about 30 ms for a million on SQLite where the covering
 * report index of 0008 takes 160 ms and the (flag, created_at) index 200 ms (docs/performance.md). A
 * sale adds one entry at the end of one of them.
 */
const FLAGS = ['salling', 'refunding', 'purchasing'] as const

// modules/orders/repository.ts counts through these by name on SQLite.
const orderCountIndex = (flag: (typeof FLAGS)[number]) => `orders_${flag}_live_ids_idx`

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const flag of FLAGS) {
    await db.schema
      .createIndex(orderCountIndex(flag))
      .on('orders')
      .column('id')
      .where(sql<SqlBool>`${sql.raw(flag)} = 1 and deleted_at is null`)
      .execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const flag of FLAGS) await db.schema.dropIndex(orderCountIndex(flag)).execute()
}
