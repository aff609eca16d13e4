import { sql, type Kysely } from 'kysely'
import { notNullDefault } from './helpers.ts'

/**
 * Cost and profit on sales get a switch of their own (issue 28, item 12): a new cashier rings up sales
 * and reads their details without learning what the shop paid for the goods.
 *
 * - `users.saleCost`: off for a new account. Every account that could open a sale's details before this
 *   (`saleDetails` or `refundDetails` on) keeps seeing its cost and profit, and the admin account has it,
 *   so nobody loses what they read yesterday.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('saleCost', 'integer', notNullDefault(0)).execute()
  await sql`update users set ${sql.ref('saleCost')} = 1
    where id = 1 or ${sql.ref('saleDetails')} = 1 or ${sql.ref('refundDetails')} = 1`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('saleCost').execute()
}
