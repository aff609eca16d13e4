import type { Kysely } from 'kysely'

/**
 * Languages (issue 32): each member of staff may read Counterpart in their own language (`users.language`),
 * and each customer gets receipts, invoices, mails and the tracking page in theirs (`customers.language`).
 * Null follows the shop's default language (General settings). Values are the language codes the app
 * ships ('en', 'ar', 'fr', 'es'); the API refuses any other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'varchar(8)').execute()
  await db.schema.alterTable('customers').addColumn('language', 'varchar(8)').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('language').execute()
  await db.schema.alterTable('users').dropColumn('language').execute()
}
