import type { Kysely } from 'kysely'
import { notNullDefault } from './helpers.ts'

/**
 * Refunds of sales on credit (docs/data-model.md, 0009-refund-settlement): orders.cancelledDue is, on a
 * refund, the part of its total that was taken off what the customer still owed on the sale (the
 * sale's pending payments were reduced by it) instead of being paid out. Cents; 0 on every other order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('cancelledDue', 'bigint', notNullDefault(0)).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('cancelledDue').execute()
}
