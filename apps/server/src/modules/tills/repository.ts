import { sql, type Insertable, type Kysely } from 'kysely'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import { PRINT_MODES } from '@counterpart/domain/schemas/printing-terminal'
import type { DialectName } from '../../db/connection.ts'
import type { CashMovementTable, Database, TillSessionTable } from '../../db/schema.ts'
import { paginateSearch } from '../../platform/paging.ts'

/**
 * All SQL of the tills: tills, their sessions, cash movements and Z reports. The X and Z figures read
 * the orders and payments a session's terminal wrote (by their `session_id`) with aggregates, as the
 * reports do; removed orders (deleted_at) and their payments count nowhere. Money in cents.
 */

type Db = Kysely<Database>

// ---- tills -----------------------------------------------------------------------------------------

/** The tills with their receipt printer (issue 33): the terminal reads whether and when it prints by itself. */
export async function listTills(db: Db) {
  const rows = await db
    .selectFrom('tills')
    .leftJoin('printers', 'printers.id', 'tills.printer_id')
    .select([
      'tills.id',
      'tills.name',
      'tills.created_at',
      'tills.print_mode',
      'printers.id as printer_id',
      'printers.name as printer_name',
    ])
    .orderBy('tills.name')
    .orderBy('tills.id')
    .execute()
  return rows.map(({ printer_id, printer_name, print_mode, ...till }) => ({
    ...till,
    print_mode: PRINT_MODES.find((mode) => mode === print_mode) ?? 'ask',
    printer: printer_id !== null && printer_name !== null ? { id: printer_id, name: printer_name } : null,
  }))
}

export function findTill(db: Db, id: number) {
  return db.selectFrom('tills').select(['id', 'name', 'created_at']).where('id', '=', id).executeTakeFirst()
}

export function tillNamed(db: Db, name: string, except: number | null = null) {
  let query = db.selectFrom('tills').select('id').where('name', '=', name)
  if (except !== null) query = query.where('id', '<>', except)
  return query.executeTakeFirst()
}

export async function insertTill(db: Db, name: string, now: string): Promise<number> {
  const row = await db
    .insertInto('tills')
    .values({ name, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function renameTill(db: Db, id: number, name: string, now: string): Promise<void> {
  await db.updateTable('tills').set({ name, updated_at: now }).where('id', '=', id).execute()
}

// ---- sessions ------------------------------------------------------------------------------------------

/** A session as the lists and reports show it: its till's name and its Z number (once closed). */
function sessionQuery(db: Db) {
  return db
    .selectFrom('till_sessions')
    .innerJoin('tills', 'tills.id', 'till_sessions.till_id')
    .leftJoin('z_reports', 'z_reports.session_id', 'till_sessions.id')
    .select([
      'till_sessions.id',
      'till_sessions.till_id',
      'tills.name as tillName',
      'till_sessions.opened_by_name',
      'till_sessions.opened_at',
      'till_sessions.opening_float',
      'till_sessions.closed_by_name',
      'till_sessions.closed_at',
      'till_sessions.expected_cash',
      'till_sessions.counted_cash',
      'till_sessions.difference',
      'till_sessions.denominations',
      'z_reports.number as zNumber',
    ])
}
export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>

export function findSession(db: Db, id: number) {
  return sessionQuery(db).where('till_sessions.id', '=', id).executeTakeFirst()
}

/** The open sessions of the given tills (at most one each). */
export function openSessionsOf(db: Db, tillIds: number[]) {
  if (tillIds.length === 0) return Promise.resolve([])
  return sessionQuery(db)
    .where('till_sessions.till_id', 'in', tillIds)
    .where('till_sessions.closed_at', 'is', null)
    .execute()
}

/**
 * The open session of a till, locked in the caller's transaction on PostgreSQL: `share` for a sale (sales
 * run side by side, a close waits for them and they for it), `update` for what changes the session itself
 * (cash in and out, the close). SQLite runs one write transaction at a time, so no lock is needed there.
 * After waiting for a close, PostgreSQL reads the row again and finds it closed: the sale then has no session.
 */
export function lockOpenSession(db: Db, dialect: DialectName, tillId: number, mode: 'share' | 'update') {
  let query = db
    .selectFrom('till_sessions')
    .select(['id', 'till_id', 'opening_float', 'opened_at'])
    .where('till_id', '=', tillId)
    .where('closed_at', 'is', null)
  if (dialect === 'postgres') query = mode === 'share' ? query.forShare() : query.forUpdate()
  return query.executeTakeFirst()
}

/** A session by id while it is open, held like `lockOpenSession(…, 'share')`; undefined once closed. */
export function lockSessionIfOpen(db: Db, dialect: DialectName, id: number) {
  let query = db.selectFrom('till_sessions').select('id').where('id', '=', id).where('closed_at', 'is', null)
  if (dialect === 'postgres') query = query.forShare()
  return query.executeTakeFirst()
}

/** A session row, locked for update on PostgreSQL, open or closed. */
export function lockSession(db: Db, dialect: DialectName, id: number) {
  let query = db.selectFrom('till_sessions').selectAll().where('id', '=', id)
  if (dialect === 'postgres') query = query.forUpdate()
  return query.executeTakeFirst()
}

/** A new open session; the partial unique index refuses a second open one on the same till. */
export async function insertSession(db: Db, session: Insertable<TillSessionTable>): Promise<number> {
  const row = await db.insertInto('till_sessions').values(session).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function closeSession(
  db: Db,
  id: number,
  closed: {
    closed_by: number | null
    closed_by_name: string
    closed_at: string
    expected_cash: number
    counted_cash: number
    difference: number
    denominations: string | null
  },
): Promise<void> {
  await db.updateTable('till_sessions').set(closed).where('id', '=', id).execute()
}

const SESSION_SORTS = {
  opened_at: 'till_sessions.opened_at',
  closed_at: 'till_sessions.closed_at',
  difference: 'till_sessions.difference',
}

/** The sessions, newest first, of one till or all; searched over the till's name and who opened it. */
export function listSessions(db: Db, dialect: DialectName, paging: PagingQuery, tillId: number | null) {
  let query = sessionQuery(db)
  if (tillId !== null) query = query.where('till_sessions.till_id', '=', tillId)
  return paginateSearch(query, dialect, paging, ['tills.name', 'till_sessions.opened_by_name'], {
    sortable: SESSION_SORTS,
    defaultSort: 'till_sessions.opened_at',
    defaultDesc: true,
    tieBreaker: 'till_sessions.id',
  })
}

// ---- cash movements ------------------------------------------------------------------------------------

export async function insertMovement(db: Db, movement: Insertable<CashMovementTable>): Promise<number> {
  const row = await db.insertInto('cash_movements').values(movement).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** A session's cash movements, oldest first, each with the number of the order it came from (if any). */
export function movementsOf(db: Db, sessionId: number) {
  return db
    .selectFrom('cash_movements')
    .leftJoin('orders', 'orders.id', 'cash_movements.order_id')
    .select([
      'cash_movements.id',
      'cash_movements.kind',
      'cash_movements.amount',
      'cash_movements.reason',
      'cash_movements.order_id',
      'orders.key as order_key',
      'cash_movements.user_name',
      'cash_movements.created_at',
    ])
    .where('cash_movements.session_id', '=', sessionId)
    .orderBy('cash_movements.id')
    .execute()
}

/** A session's cash outs with their reasons, oldest first (the X and Z reports list them). */
export function cashOutsOf(db: Db, sessionId: number) {
  return db
    .selectFrom('cash_movements')
    .select(['amount', 'reason', 'user_name', 'created_at'])
    .where('session_id', '=', sessionId)
    .where('kind', '=', 'cash_out')
    .orderBy('id')
    .execute()
}

/** The count and sum of a session's cash movements of each kind. */
export async function movementTotals(db: Db, sessionId: number) {
  const rows = await db
    .selectFrom('cash_movements')
    .select([
      'kind',
      sql<number>`count(*)`.as('count'),
      sql<number>`coalesce(sum(${sql.ref('amount')}), 0)`.as('amount'),
    ])
    .where('session_id', '=', sessionId)
    .groupBy('kind')
    .execute()
  return rows.map((row) => ({ kind: row.kind, count: Number(row.count), amount: Number(row.amount) }))
}

// ---- the session's orders and payments -----------------------------------------------------------------

/** Live sales and refunds of a session: count and total of each. */
export async function orderTotals(db: Db, sessionId: number) {
  const rows = await db
    .selectFrom('orders')
    .select([
      'salling',
      'refunding',
      sql<number>`count(*)`.as('count'),
      sql<number>`coalesce(sum(${sql.ref('totalAmount')}), 0)`.as('total'),
    ])
    .where('session_id', '=', sessionId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('salling', '=', 1), eb('refunding', '=', 1)]))
    .groupBy(['salling', 'refunding'])
    .execute()
  return rows.map((row) => ({
    sale: Number(row.salling) === 1,
    count: Number(row.count),
    total: Number(row.total),
  }))
}

/**
 * Tax by rate of a session's live sales less its refunds. The taxable amount is what the tax was
 * computed on, without the tax: lines and shipping, less the tax where the prices held it.
 */
export async function taxTotals(db: Db, sessionId: number) {
  const sign = sql`case when ${sql.ref('refunding')} = 1 then -1 else 1 end`
  const included = sql`case when ${sql.ref('taxIncluded')} = 1 then ${sql.ref('taxAmount')} else 0 end`
  const rows = await db
    .selectFrom('orders')
    .select([
      'taxRate',
      sql<number>`coalesce(sum(${sign} * (${sql.ref('subTotal')} + ${sql.ref('shippingAmount')} - ${included})), 0)`.as(
        'taxable',
      ),
      sql<number>`coalesce(sum(${sign} * ${sql.ref('taxAmount')}), 0)`.as('tax'),
    ])
    .where('session_id', '=', sessionId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('salling', '=', 1), eb('refunding', '=', 1)]))
    .groupBy('taxRate')
    .orderBy('taxRate')
    .execute()
  return rows.map((row) => ({ rate: Number(row.taxRate), taxable: Number(row.taxable), tax: Number(row.tax) }))
}

/**
 * Paid payments taken in a session, by gateway: money in (credit) less money out (debit). A buy-back's
 * payout (issue 28) has no order and counts too.
 */
export async function paymentTotals(db: Db, sessionId: number) {
  const rows = await db
    .selectFrom('payments')
    .leftJoin('orders', 'orders.id', 'payments.order_id')
    .select([
      'payments.gateway',
      sql<number>`count(*)`.as('count'),
      sql<number>`coalesce(sum(case when ${sql.ref('payments.type')} = 'debit' then -${sql.ref('payments.amount')} else ${sql.ref('payments.amount')} end), 0)`.as(
        'total',
      ),
    ])
    .where('payments.session_id', '=', sessionId)
    .where('payments.status', '=', 1)
    .where('orders.deleted_at', 'is', null)
    .groupBy('payments.gateway')
    .orderBy('payments.gateway')
    .execute()
  return rows.map((row) => ({ gateway: row.gateway, count: Number(row.count), total: Number(row.total) }))
}

/**
 * Store credit and gift cards moved in a session (issue 31, item 6), in cents: what was issued (credit given,
 * cards sold) and taken as payment, from their ledgers; and what all customers and cards hold right now.
 */
export async function storedValueTotals(db: Db, sessionId: number) {
  const sums = (table: 'credit_events' | 'gift_card_events') =>
    db
      .selectFrom(table)
      .select([
        sql<number>`coalesce(sum(case when ${sql.ref('type')} = 'issued' then ${sql.ref('amount')} else 0 end), 0)`.as(
          'issued',
        ),
        sql<number>`coalesce(sum(case when ${sql.ref('type')} = 'redeemed' then -${sql.ref('amount')} else 0 end), 0)`.as(
          'redeemed',
        ),
      ])
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow()
  const [credit, cards, creditHeld, cardsHeld] = await Promise.all([
    sums('credit_events'),
    sums('gift_card_events'),
    db
      .selectFrom('customers')
      .select(sql<number>`coalesce(sum(${sql.ref('creditBalance')}), 0)`.as('total'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('gift_cards')
      .select(sql<number>`coalesce(sum(${sql.ref('balance')}), 0)`.as('total'))
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow(),
  ])
  return {
    creditIssued: Number(credit.issued),
    creditRedeemed: Number(credit.redeemed),
    giftCardsIssued: Number(cards.issued),
    giftCardsRedeemed: Number(cards.redeemed),
    creditOutstanding: Number(creditHeld.total),
    giftCardsOutstanding: Number(cardsHeld.total),
  }
}

// ---- Z reports -----------------------------------------------------------------------------------------

/** The next Z number of a till: one more than its last, so the numbers grow without a gap. */
export async function nextZNumber(db: Db, tillId: number): Promise<number> {
  const row = await db
    .selectFrom('z_reports')
    .select(sql<number | null>`max(${sql.ref('number')})`.as('last'))
    .where('till_id', '=', tillId)
    .executeTakeFirst()
  return Number(row?.last ?? 0) + 1
}

export async function insertZReport(
  db: Db,
  z: { till_id: number; number: number; session_id: number; document: string; created_at: string },
): Promise<void> {
  await db.insertInto('z_reports').values(z).execute()
}

export function findZReport(db: Db, sessionId: number) {
  return db
    .selectFrom('z_reports')
    .select(['id', 'number', 'document'])
    .where('session_id', '=', sessionId)
    .executeTakeFirst()
}

// ---- a till's contact and its offline sales outside any session (issue 34) ------------------------------

/** A till's contact; on PostgreSQL its row is locked until the caller's transaction ends when `lock`. */
export function findContact(db: Db, dialect: DialectName, tillId: number, lock = false) {
  let query = db
    .selectFrom('tills')
    .select(['last_contact_at', 'online_since', 'offline_from'])
    .where('id', '=', tillId)
  if (lock && dialect === 'postgres') query = query.forUpdate()
  return query.executeTakeFirst()
}

export async function saveContact(
  db: Db,
  tillId: number,
  contact: { last_contact_at: string | null; online_since: string | null; offline_from: string | null },
): Promise<void> {
  await db.updateTable('tills').set(contact).where('id', '=', tillId).execute()
}

/**
 * The offline sales of a till that landed in no session and are on no Z yet (`zSessionId` null), or those a
 * Z showed: how many, their total and the cash they took (cents).
 */
export async function outsideSessionTotals(db: Db, tillId: number, zSessionId: number | null) {
  let sales = db
    .selectFrom('client_sales')
    .innerJoin('orders', 'orders.id', 'client_sales.order_id')
    .where('client_sales.till_id', '=', tillId)
    .where('client_sales.outside_session', '=', 1)
  sales =
    zSessionId === null
      ? sales.where('client_sales.outside_z_session_id', 'is', null)
      : sales.where('client_sales.outside_z_session_id', '=', zSessionId)
  const totals = await sales
    .select([
      sql<number>`count(*)`.as('count'),
      sql<number>`coalesce(sum(${sql.ref('orders.totalAmount')}), 0)`.as('total'),
    ])
    .executeTakeFirst()
  const cash = await sales
    .innerJoin('payments', 'payments.order_id', 'orders.id')
    .where('payments.status', '=', 1)
    .where('payments.gateway', '=', 'cash')
    .select(
      sql<number>`coalesce(sum(case when ${sql.ref('payments.type')} = 'debit' then -${sql.ref('payments.amount')} else ${sql.ref('payments.amount')} end), 0)`.as(
        'cash',
      ),
    )
    .executeTakeFirst()
  return { count: Number(totals?.count ?? 0), total: Number(totals?.total ?? 0), cash: Number(cash?.cash ?? 0) }
}

/** At a close: the till's offline sales outside any session, not on a Z yet, go on this one. */
export async function assignOutsideToZ(db: Db, tillId: number, sessionId: number): Promise<void> {
  await db
    .updateTable('client_sales')
    .set({ outside_z_session_id: sessionId })
    .where('till_id', '=', tillId)
    .where('outside_session', '=', 1)
    .where('outside_z_session_id', 'is', null)
    .execute()
}
