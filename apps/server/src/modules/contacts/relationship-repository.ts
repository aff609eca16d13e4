import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database> | Transaction<Database>

/**
 * What one customer did with the shop (issue 28, item 13), each part summed in SQL over its index: their
 * orders by `orders_customer_idx`, repairs by phone and email (`repairs_phone_idx`, `repairs_email_idx` on lower(email)),
 * buy-backs by phone (`custom_products_phone_idx`). Amounts in cents.
 */

/** Sales or refunds of the customer: how many, their totals, and (sales) what their pending payments owe. */
export async function orderFigures(db: Db, customerId: number, flag: 'salling' | 'refunding', limit: number) {
  const owed = db
    .selectFrom('payments')
    .select(sql<number>`coalesce(sum(${sql.ref('payments.amount')}), 0)`.as('due'))
    // Correlated with the order of the outer query.
    .where(sql<boolean>`${sql.ref('payments.order_id')} = ${sql.ref('orders.id')}`)
    .where('payments.status', '=', 0)
  const live = db
    .selectFrom('orders')
    .where('orders.customer_id', '=', customerId)
    .where(sql.ref(`orders.${flag}`), '=', 1)
    .where('orders.deleted_at', 'is', null)
  const [totals, latest] = await Promise.all([
    live
      .select([
        sql<number>`count(*)`.as('count'),
        sql<number>`coalesce(sum(${sql.ref('orders.totalAmount')}), 0)`.as('amount'),
        sql<number>`coalesce(sum((${owed})), 0)`.as('due'),
      ])
      .executeTakeFirstOrThrow(),
    live
      .select(['orders.id', 'orders.key', 'orders.created_at', 'orders.totalAmount', owed.as('due')])
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(limit)
      .execute(),
  ])
  return {
    count: Number(totals.count),
    amount: Number(totals.amount),
    due: Number(totals.due),
    latest: latest.map((row) => ({ ...row, due: Number(row.due ?? 0) })),
  }
}

/**
 * Repairs booked under the customer's phone or email: a repair records a person's details, not a customer
 * record, so an exact phone or (case-insensitive) email is what ties them.
 */
export async function repairFigures(db: Db, contact: { phone: string; email: string }, limit: number) {
  const phone = contact.phone.trim()
  const email = contact.email.trim().toLowerCase()
  if (phone === '' && email === '') return { count: 0, amount: 0, due: 0, open: 0, latest: [] }
  const theirs = db
    .selectFrom('repairs')
    .where((eb) =>
      eb.or([
        ...(phone === '' ? [] : [eb('repairs.phone', '=', phone)]),
        ...(email === '' ? [] : [eb(sql<string>`lower(${sql.ref('repairs.email')})`, '=', email)]),
      ]),
    )
  const [totals, latest] = await Promise.all([
    theirs
      .select([
        sql<number>`count(*)`.as('count'),
        sql<number>`coalesce(sum(${sql.ref('repairs.totalAmount')}), 0)`.as('amount'),
        sql<number>`coalesce(sum(${sql.ref('repairs.due')}), 0)`.as('due'),
        sql<number>`coalesce(sum(case when ${sql.ref('repairs.status')} = 0 then 1 else 0 end), 0)`.as('open'),
      ])
      .executeTakeFirstOrThrow(),
    theirs
      .select([
        'repairs.id',
        'repairs.key',
        'repairs.deviceName',
        'repairs.status',
        'repairs.totalAmount',
        'repairs.due',
        'repairs.created_at',
      ])
      .orderBy('repairs.created_at', 'desc')
      .orderBy('repairs.id', 'desc')
      .limit(limit)
      .execute(),
  ])
  return {
    count: Number(totals.count),
    amount: Number(totals.amount),
    due: Number(totals.due),
    open: Number(totals.open),
    latest,
  }
}

/** Devices bought from the customer, matched by the exact phone the buy-back recorded. */
export async function buybackFigures(db: Db, phone: string, limit: number) {
  const wanted = phone.trim()
  if (wanted === '') return { count: 0, amount: 0, latest: [] }
  const theirs = db.selectFrom('custom_products').where('custom_products.phone', '=', wanted)
  const [totals, latest] = await Promise.all([
    theirs
      .select([
        sql<number>`count(*)`.as('count'),
        sql<number>`coalesce(sum(${sql.ref('custom_products.cost')}), 0)`.as('amount'),
      ])
      .executeTakeFirstOrThrow(),
    theirs
      .select([
        'custom_products.id',
        'custom_products.model',
        'custom_products.imei',
        'custom_products.cost',
        'custom_products.isSold',
        'custom_products.created_at',
      ])
      .orderBy('custom_products.created_at', 'desc')
      .orderBy('custom_products.id', 'desc')
      .limit(limit)
      .execute(),
  ])
  return { count: Number(totals.count), amount: Number(totals.amount), latest }
}
