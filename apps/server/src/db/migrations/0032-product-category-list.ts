import type { Kysely } from 'kysely'

/**
 * The products list filtered by a category (issue 28, item 14) shows the newest first: `category_id = ?
 * ORDER BY created_at DESC, id DESC LIMIT n`. With (category_id) alone both databases read every product
 * of the category and sort them; with (category_id, created_at, id) the first n entries of the category
 * are the page. It replaces the one-column index, which is its prefix: the category lookups (removing a
 * category, the till's counts per category) use the new one as they used the old.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('products_category_created_at_idx')
    .on('products')
    .columns(['category_id', 'created_at', 'id'])
    .execute()
  await db.schema.dropIndex('products_category_id_idx').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('products_category_id_idx').on('products').column('category_id').execute()
  await db.schema.dropIndex('products_category_created_at_idx').execute()
}
