import { sql, type Kysely, type SqlBool } from 'kysely'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

/**
 * Buy-backs' payouts (issue 28) by type and status: payments with no order, so the payments figures' walk
 * over order ids never meets them. Read through the partial index of 0026-buyback-payouts, which holds
 * only them; a removed buy-back's payout went with it. Cents.
 */
export async function buybackPayoutTotals(db: Db) {
  const rows = await db
    .selectFrom('payments')
    .select([
      'payments.type',
      'payments.status',
      sql<number>`count(*)`.as('count'),
      sql<number>`coalesce(sum(${sql.ref('payments.amount')}), 0)`.as('amount'),
    ])
    // Literally the partial index's condition, so SQLite chooses it.
    .where(sql<SqlBool>`${sql.ref('payments.custom_product_id')} is not null`)
    .groupBy(['payments.type', 'payments.status'])
    .execute()
  return rows.map((row) => ({
    type: row.type,
    paid: Number(row.status) === 1,
    count: Number(row.count),
    amount: Number(row.amount),
  }))
}
