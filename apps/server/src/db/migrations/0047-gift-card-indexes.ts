import type { Kysely } from 'kysely'
import { notNullDefault } from './helpers.ts'

/**
 * Gift cards (issue 31, item 3): the indexes their lists read by. A customer's page lists their cards
 * (customer_id), and the back office's list is newest first (created_at); 0046 made neither. And what a
 * sale's receipt reprints: the way it was paid (`gateway`) and the cash handed over (`tendered`, cents).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gift_card_sales').addColumn('gateway', 'varchar(16)', notNullDefault('cash')).execute()
  await db.schema.alterTable('gift_card_sales').addColumn('tendered', 'bigint', notNullDefault(0)).execute()
  await db.schema.createIndex('gift_cards_customer_idx').on('gift_cards').columns(['customer_id', 'id']).execute()
  await db.schema.createIndex('gift_cards_created_idx').on('gift_cards').columns(['created_at']).execute()
  // The sweep looks for cards past their date that still hold money.
  await db.schema.createIndex('gift_cards_expires_idx').on('gift_cards').columns(['expires_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('gift_cards_expires_idx').execute()
  await db.schema.dropIndex('gift_cards_created_idx').execute()
  await db.schema.dropIndex('gift_cards_customer_idx').execute()
  await db.schema.alterTable('gift_card_sales').dropColumn('tendered').execute()
  await db.schema.alterTable('gift_card_sales').dropColumn('gateway').execute()
}
