import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

/**
 * The device a sale took as a trade-in (issue 29, item 7), for its receipt and invoice: the item bought in
 * the sale's transaction (custom_products_trade_in_idx). Its value in cents; undefined for a sale without one.
 */
export function tradeInOfOrder(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('custom_products')
    .select(['id', 'model', 'imei', 'cost'])
    .where('trade_in_order_id', '=', orderId)
    .orderBy('id')
    .executeTakeFirst()
}

export type OrderTradeInRow = NonNullable<Awaited<ReturnType<typeof tradeInOfOrder>>>
