import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

/** Sums of a ledger's events in a range, by type, the additions and the takings apart. Cents. */
async function ledgerSums(db: Db, table: 'credit_events' | 'gift_card_events', range: { from: string; to: string }) {
  const rows = await db
    .selectFrom(table)
    .select([
      'type',
      sql<number>`coalesce(sum(case when ${sql.ref('amount')} > 0 then ${sql.ref('amount')} else 0 end), 0)`.as(
        'added',
      ),
      sql<number>`coalesce(sum(case when ${sql.ref('amount')} < 0 then -${sql.ref('amount')} else 0 end), 0)`.as(
        'taken',
      ),
    ])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .groupBy('type')
    .execute()
  const of = (type: string) => rows.find((row) => row.type === type)
  return {
    added: (type: string) => Number(of(type)?.added ?? 0),
    taken: (type: string) => Number(of(type)?.taken ?? 0),
  }
}

/**
 * Store credit and gift cards over a range (issue 31, item 6), from their ledgers (`credit_events_created_idx`,
 * `gift_card_events_created_idx`), and what customers and active cards hold now. Cents.
 */
export async function storedValueFigures(db: Db, range: { from: string; to: string }) {
  const [credit, cards, creditHeld, cardsHeld] = await Promise.all([
    ledgerSums(db, 'credit_events', range),
    ledgerSums(db, 'gift_card_events', range),
    db
      .selectFrom('customers')
      .select([
        sql<number>`coalesce(sum(${sql.ref('creditBalance')}), 0)`.as('total'),
        sql<number>`count(*)`.as('holders'),
      ])
      .where('creditBalance', '>', 0)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('gift_cards')
      .select([sql<number>`coalesce(sum(${sql.ref('balance')}), 0)`.as('total'), sql<number>`count(*)`.as('holders')])
      .where('status', '=', 'active')
      .where('balance', '>', 0)
      .executeTakeFirstOrThrow(),
  ])
  return {
    credit: {
      issued: credit.added('issued'),
      redeemed: credit.taken('redeemed'),
      expired: credit.taken('expired'),
      adjusted: credit.added('adjusted') - credit.taken('adjusted'),
      outstanding: Number(creditHeld.total),
      holders: Number(creditHeld.holders),
    },
    giftCards: {
      sold: cards.added('issued'),
      redeemed: cards.taken('redeemed'),
      refundedOnto: cards.added('refunded'),
      saleRefunded: cards.taken('refunded'),
      expired: cards.taken('expired'),
      adjusted: cards.added('adjusted') - cards.taken('adjusted'),
      outstanding: Number(cardsHeld.total),
      holders: Number(cardsHeld.holders),
    },
  }
}
