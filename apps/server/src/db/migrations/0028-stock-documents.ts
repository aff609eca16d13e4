import type { Kysely } from 'kysely'
import { notNullDefault, withId } from './helpers.ts'

/**
 * Stock counts, transfers and adjustments (issue 28, item 9): the documents stock moves under besides orders.
 *
 * - `stock_documents`: one row per count, transfer or hand adjustment. `kind` count | transfer | adjustment;
 *   `status` draft | posted (a count), sent | received (a transfer), posted (an adjustment). `warehouse_id`
 *   is the warehouse counted, adjusted or sent from; `to_warehouse_id` a transfer's destination;
 *   `category_id` a count of one category; `blind` a count that shows no expected figures while it is a
 *   draft; `reason` an adjustment's reason (count, damaged, lost, theft, found); `note` free text. Who made
 *   it (`user_id`), who last saved the counted figures and when (`counted_by`, `counted_at`), who posted
 *   or received it and when (`closed_by`, `closed_at`).
 * - `stock_document_lines`: one per product of a document. `expected`: a count's quantity at its start, a
 *   transfer's quantity sent, an adjustment's signed change; `counted`: what was counted, or what arrived
 *   (null until then); `cost` and `price` (cents): a transfer's source row's, the ones the units arrive with.
 * - `stock_movements.document_id`: the document a movement belongs to (an order's movements keep order_id).
 *   Not indexed: nothing looks movements up by document (a document's lines hold its figures), and every
 *   sale's movements would pay for the index.
 * - Index `stock_documents_kind_idx` (kind, id): the Counts and Transfers lists, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('stock_documents'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('warehouse_id', 'integer', (col) => col.notNull().references('warehouses.id'))
    .addColumn('to_warehouse_id', 'integer', (col) => col.references('warehouses.id'))
    .addColumn('category_id', 'integer', (col) => col.references('categories.id'))
    .addColumn('blind', 'integer', notNullDefault(0))
    .addColumn('reason', 'varchar(32)', notNullDefault(''))
    .addColumn('note', 'varchar(500)', notNullDefault(''))
    .addColumn('user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('counted_by', 'integer', (col) => col.references('users.id'))
    .addColumn('counted_at', 'varchar(32)')
    .addColumn('closed_by', 'integer', (col) => col.references('users.id'))
    .addColumn('closed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('stock_documents_kind_idx').on('stock_documents').columns(['kind', 'id']).execute()

  await withId(db, db.schema.createTable('stock_document_lines'))
    .addColumn('document_id', 'integer', (col) => col.notNull().references('stock_documents.id'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('expected', 'integer', notNullDefault(0))
    .addColumn('counted', 'integer')
    .addColumn('cost', 'bigint', notNullDefault(0))
    .addColumn('price', 'bigint', notNullDefault(0))
    .execute()
  await db.schema
    .createIndex('stock_document_lines_document_idx')
    .on('stock_document_lines')
    .columns(['document_id', 'product_id'])
    .unique()
    .execute()

  await db.schema
    .alterTable('stock_movements')
    .addColumn('document_id', 'integer', (col) => col.references('stock_documents.id'))
    .execute()
}

/** The movements stay (stock is still the sum of them); only their link to a document goes. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stock_movements').dropColumn('document_id').execute()
  await db.schema.dropTable('stock_document_lines').execute()
  await db.schema.dropTable('stock_documents').execute()
}
