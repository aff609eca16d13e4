import { sql, type Kysely } from 'kysely'

/**
 * Deposits on repairs are money (issue 31, item 5): the spec's `prePaid` was a figure on the ticket only;
 * now each deposit taken (or paid back) is a payment row, like a buy-back's payout or a gift-card sale's
 * payment, and the books read deposits from payments alone.
 *
 * - `payments.repair_id`: the repair a deposit was paid on (references repairs); 'credit' money in, a deposit
 *   paid back 'debit'. Null on every other payment. Index `payments_repair_idx` only over the rows that have
 *   one: a ticket's deposits are listed on its page and summed for its refund, and a sale's payment is never
 *   written into it.
 * - `credit_events.repair_id`: a deposit paid or given back in store credit points at its ticket, as an
 *   order's credit event points at its order.
 * - Backfill: every repair with prePaid > 0 gets one paid cash deposit of that amount, dated when the ticket
 *   was booked, by whoever booked it, in no till session (the drawer of that day was counted long ago). So
 *   the income report's "repair received", which summed `repairs.prePaid`, reads the same from payments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('repair_id', 'integer', (col) => col.references('repairs.id'))
    .execute()
  await db.schema
    .createIndex('payments_repair_idx')
    .on('payments')
    .column('repair_id')
    .where(sql.ref('repair_id'), 'is not', null)
    .execute()
  await db.schema
    .alterTable('credit_events')
    .addColumn('repair_id', 'integer', (col) => col.references('repairs.id'))
    .execute()
  await sql`
    insert into payments
      (order_id, repair_id, user_id, gateway, status, method, type, amount, note, ${sql.ref('dueDate')},
       created_at, updated_at, session_id)
    select null, id, created_by, 'cash', 1, 1, 'credit', ${sql.ref('prePaid')}, '', null,
       created_at, created_at, null
    from repairs
    where ${sql.ref('prePaid')} > 0
    order by id
  `.execute(db)
}

/** The deposits go with the column: `repairs.prePaid` still holds what each ticket was paid. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from payments where repair_id is not null`.execute(db)
  await db.schema.alterTable('credit_events').dropColumn('repair_id').execute()
  await db.schema.dropIndex('payments_repair_idx').execute()
  await db.schema.alterTable('payments').dropColumn('repair_id').execute()
}
