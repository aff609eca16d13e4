import { sql, type Insertable, type Kysely, type Transaction } from 'kysely'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import type { DialectName } from '../../db/connection.ts'
import type { Database, GiftCardEventTable, GiftCardSaleTable, GiftCardTable } from '../../db/schema.ts'
import { containsAny, paginate } from '../../platform/paging.ts'

type Db = Kysely<Database> | Transaction<Database>

const customerName = sql<string>`trim(${sql.ref('customers.firstName')} || ' ' || ${sql.ref('customers.lastName')})`

export async function customerExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
}

export async function insertSale(db: Db, sale: Insertable<GiftCardSaleTable>): Promise<number> {
  return (await db.insertInto('gift_card_sales').values(sale).returning('id').executeTakeFirstOrThrow()).id
}

export async function insertCard(db: Db, card: Insertable<GiftCardTable>): Promise<number> {
  return (await db.insertInto('gift_cards').values(card).returning('id').executeTakeFirstOrThrow()).id
}

export async function insertEvent(db: Db, event: Insertable<GiftCardEventTable>): Promise<number> {
  return (await db.insertInto('gift_card_events').values(event).returning('id').executeTakeFirstOrThrow()).id
}

/** The codes of `codes` some card has already (by the unique index on code). */
export async function codesTaken(db: Db, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return []
  const rows = await db.selectFrom('gift_cards').select('code').where('code', 'in', codes).execute()
  return rows.map((row) => row.code)
}

/**
 * Codes are capitals and digits once normalised: anything else is no card, answered without asking the
 * database (PostgreSQL refuses a NUL byte in text with an error, which would be a 500 for a wrong code).
 */
const CODE_TEXT = /^[A-Z0-9]{1,64}$/

export async function findCardByCode(db: Db, code: string) {
  if (!CODE_TEXT.test(code)) return undefined
  return db.selectFrom('gift_cards').selectAll().where('code', '=', code).executeTakeFirst()
}

export function findCard(db: Db, id: number) {
  return db.selectFrom('gift_cards').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * Takes `amount` cents off a card in one guarded update: active, not past its expiry at `at`, and never below
 * zero, so two tills spending the same card at once cannot both spend its last. The balance after, or null.
 */
export async function spend(db: Db, id: number, amount: number, at: string): Promise<number | null> {
  const row = await db
    .updateTable('gift_cards')
    .set({ balance: sql<number>`${sql.ref('balance')} - ${amount}`, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where(sql<boolean>`${sql.ref('balance')} - ${amount} >= 0`)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
    .returning('balance')
    .executeTakeFirst()
  return row ? Number(row.balance) : null
}

/** Puts `amount` cents back on an active card (a refund of what it paid). The balance after, or null. */
export async function putBack(db: Db, id: number, amount: number, at: string): Promise<number | null> {
  const row = await db
    .updateTable('gift_cards')
    .set({ balance: sql<number>`${sql.ref('balance')} + ${amount}`, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .returning('balance')
    .executeTakeFirst()
  return row ? Number(row.balance) : null
}

/**
 * What a sale's events moved on a card, `orderId` being the sale or one of its refunds: its redemptions
 * (negative) and what the sale's refunds put back (positive). Cents; 0 or less while nothing is owed back.
 */
export async function netOfSale(db: Db, cardId: number, orderId: number): Promise<number> {
  const order = await db.selectFrom('orders').select('parent_id').where('id', '=', orderId).executeTakeFirst()
  const saleId = order?.parent_id ?? orderId
  const row = await db
    .selectFrom('gift_card_events')
    .select(sql<number>`coalesce(sum(${sql.ref('amount')}), 0)`.as('net'))
    .where('gift_card_id', '=', cardId)
    .where('type', 'in', ['redeemed', 'refunded'])
    .where((eb) =>
      eb.or([
        eb('order_id', '=', saleId),
        eb('order_id', 'in', eb.selectFrom('orders').select('orders.id').where('orders.parent_id', '=', saleId)),
      ]),
    )
    .executeTakeFirstOrThrow()
  return Number(row.net)
}

/** Holds a sale's row (PostgreSQL) until the refund commits, so two refunds of it run one after the other. */
export function lockSale(db: Db, dialect: DialectName, id: number) {
  const query = db.selectFrom('gift_card_sales').selectAll().where('id', '=', id)
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst()
}

export function cardsOfSale(db: Db, saleId: number) {
  return db.selectFrom('gift_cards').selectAll().where('sale_id', '=', saleId).orderBy('id').execute()
}

/**
 * Voids a card of a refunded sale: only while it holds all it was sold with and nothing but its sale ever
 * touched it (a card spent and given back in full is still used). False when it was used.
 */
export async function voidUnused(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('gift_cards')
    .set({ balance: 0, status: 'void', updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where(sql<boolean>`${sql.ref('balance')} = ${sql.ref('initial')}`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('gift_card_events')
            .select('gift_card_events.id')
            .whereRef('gift_card_events.gift_card_id', '=', 'gift_cards.id')
            .where('gift_card_events.type', '<>', 'issued'),
        ),
      ),
    )
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function markSaleRefunded(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('gift_card_sales')
    .set({ refunded_at: at })
    .where('id', '=', id)
    .where('refunded_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Whether any card of a sale was used (spent, expired, adjusted): its sale may no longer be refunded. */
export async function saleUsed(db: Db, saleId: number): Promise<boolean> {
  const row = await db
    .selectFrom('gift_card_events')
    .innerJoin('gift_cards', 'gift_cards.id', 'gift_card_events.gift_card_id')
    .select('gift_card_events.id')
    .where('gift_cards.sale_id', '=', saleId)
    .where('gift_card_events.type', '<>', 'issued')
    .executeTakeFirst()
  return row !== undefined
}

export function findSale(db: Db, id: number) {
  return db
    .selectFrom('gift_card_sales')
    .leftJoin('customers', 'customers.id', 'gift_card_sales.customer_id')
    .leftJoin('users', 'users.id', 'gift_card_sales.user_id')
    .selectAll('gift_card_sales')
    .select([customerName.as('customer_name'), 'customers.language as customer_language', 'users.name as by'])
    .where('gift_card_sales.id', '=', id)
    .executeTakeFirst()
}

export type SaleRow = NonNullable<Awaited<ReturnType<typeof findSale>>>

/** A card with its customer's name and its sale, for its page and the check at the counter. */
export async function cardWithSale(db: Db, code: string) {
  if (!CODE_TEXT.test(code)) return undefined
  return db
    .selectFrom('gift_cards')
    .leftJoin('customers', 'customers.id', 'gift_cards.customer_id')
    .leftJoin('gift_card_sales', 'gift_card_sales.id', 'gift_cards.sale_id')
    .selectAll('gift_cards')
    .select([customerName.as('customer_name'), 'gift_card_sales.key as sale_key', 'gift_card_sales.refunded_at'])
    .where('gift_cards.code', '=', code)
    .executeTakeFirst()
}

/** A card's events, oldest first, by `gift_card_events_card_idx`. */
export function eventsOf(db: Db, cardId: number) {
  return db
    .selectFrom('gift_card_events')
    .leftJoin('orders', 'orders.id', 'gift_card_events.order_id')
    .leftJoin('users', 'users.id', 'gift_card_events.user_id')
    .select([
      'gift_card_events.id',
      'gift_card_events.type',
      'gift_card_events.amount',
      'gift_card_events.balance',
      'gift_card_events.order_id',
      'orders.key as order_key',
      'gift_card_events.note',
      'users.name as by',
      'gift_card_events.created_at',
    ])
    .where('gift_card_events.gift_card_id', '=', cardId)
    .orderBy('gift_card_events.id', 'asc')
    .execute()
}

const CARD_SORT = Object.fromEntries(
  ['code', 'initial', 'balance', 'status', 'expires_at', 'created_at', 'id'].map((key) => [key, `gift_cards.${key}`]),
)

/**
 * The cards, newest first. A search that reads as a code finds it by the unique index (whole, or its start);
 * otherwise it is a customer's name or phone. A customer's cards come by `gift_cards_customer_idx`.
 */
export function listCards(db: Db, dialect: DialectName, paging: PagingQuery, customerId: number | undefined) {
  let query = db
    .selectFrom('gift_cards')
    .leftJoin('customers', 'customers.id', 'gift_cards.customer_id')
    .leftJoin('gift_card_sales', 'gift_card_sales.id', 'gift_cards.sale_id')
    .selectAll('gift_cards')
    .select([customerName.as('customer_name'), 'gift_card_sales.key as sale_key'])
  if (customerId !== undefined) query = query.where('gift_cards.customer_id', '=', customerId)
  if (paging.search) {
    const code = paging.search.replace(/[\s-]+/g, '').toUpperCase()
    query = query.where((eb) =>
      eb.or([
        eb('gift_cards.code', '=', code),
        // A prefix range rather than LIKE: it walks the unique index on both databases.
        ...(code.length >= 4
          ? [eb.and([eb('gift_cards.code', '>=', code), eb('gift_cards.code', '<', `${code}~`)])]
          : []),
        containsAny(
          dialect,
          ['customers.firstName', 'customers.lastName', 'customers.phone', 'gift_card_sales.key'],
          paging.search,
        ),
      ]),
    )
  }
  return paginate(query, paging, {
    sortable: CARD_SORT,
    defaultSort: 'gift_cards.created_at',
    defaultDesc: true,
    tieBreaker: 'gift_cards.id',
  })
}

/** Cards past their expiry at `now` that still hold money: the sweep's work, a batch at a time. */
export function dueToExpire(db: Db, now: string, limit: number) {
  return db
    .selectFrom('gift_cards')
    .select(['id', 'code', 'balance', 'expires_at'])
    .where('expires_at', '<=', now)
    .where('status', '=', 'active')
    .where('balance', '>', 0)
    .orderBy('id')
    .limit(limit)
    .execute()
}

/** Releases an expired card's balance, only while it still holds `balance` (a second sweep finds nothing). */
export async function releaseExpired(db: Db, id: number, balance: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('gift_cards')
    .set({ balance: 0, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where('balance', '=', balance)
    .where('expires_at', '<=', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Every card whose balance differs from the sum of its events or is below zero: empty when the ledger holds. */
export async function ledgerViolations(db: Db): Promise<{ gift_card_id: number; balance: number; sum: number }[]> {
  const rows = await db
    .selectFrom('gift_cards')
    .leftJoin('gift_card_events', 'gift_card_events.gift_card_id', 'gift_cards.id')
    .select([
      'gift_cards.id as gift_card_id',
      'gift_cards.balance as balance',
      sql<number>`coalesce(sum(${sql.ref('gift_card_events.amount')}), 0)`.as('sum'),
    ])
    .groupBy(['gift_cards.id', 'gift_cards.balance'])
    .having(
      sql<boolean>`${sql.ref('gift_cards.balance')} <> coalesce(sum(${sql.ref('gift_card_events.amount')}), 0) or ${sql.ref('gift_cards.balance')} < 0`,
    )
    .execute()
  return rows.map((row) => ({ gift_card_id: row.gift_card_id, balance: Number(row.balance), sum: Number(row.sum) }))
}
