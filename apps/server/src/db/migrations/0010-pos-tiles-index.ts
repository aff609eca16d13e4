import type { Kysely } from 'kysely'

/**
 * The POS terminal's tiles are the newest products for sale (`state = 1 ORDER BY created_at DESC, id DESC
 * LIMIT n`). With only (state, id) to use, both databases read every product for sale and sorted them:
 * 1.9 s per terminal load with 100,000 products (npm run bench, docs/performance.md). With this index the
 * first n entries are the answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('products_state_created_at_idx')
    .on('products')
    .columns(['state', 'created_at', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_state_created_at_idx').execute()
}
