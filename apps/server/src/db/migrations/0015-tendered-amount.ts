import type { Kysely } from 'kysely'
import { notNullDefault } from './helpers.ts'

/**
 * The amount the customer handed over (docs/data-model.md, 0015-tendered-amount): orders.enterAmount is,
 * on a sale, the `enterAmount` of POST /sale in cents, so a receipt printed later still shows "Tendered"
 * and "Change". 0 where nothing was recorded: orders made before this migration, refunds, purchases.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('enterAmount', 'bigint', notNullDefault(0)).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('enterAmount').execute()
}
