import type { Kysely } from 'kysely'

/**
 * The terminal's first page of tiles (issue 26): the products the owner marked as favourites, in the order
 * the terminal shows them. A table of its own rather than a column of products, so that a store id can later
 * join its key (each branch its own favourites) without rewriting products. A favourite is a setting, not
 * history: it goes with its product.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pos_favourites')
    .addColumn('product_id', 'integer', (col) => col.primaryKey().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pos_favourites').execute()
}
