import type { Kysely } from 'kysely'
import type { Cents } from '@counterpart/domain/money'
import { cashDifference, countedFromDenominations, expectedCash } from '@counterpart/domain/pricing/till'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import {
  TILL_MESSAGES,
  storedZReportSchema,
  type CashMovementKind,
  type TillReport,
} from '@counterpart/domain/schemas/tills'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { readAuditHead, recordAudit } from '../../platform/audit.ts'
import { isUniqueViolation } from '../../platform/db-errors.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import type { Auth } from '../../platform/sessions.ts'
import { nowIso } from '../../platform/time.ts'
import type { JournalService } from '../reports/journal-service.ts'
import type { PrintHook } from '../printing/service.ts'
import type { SettingsService } from '../settings/service.ts'
import * as repo from './repository.ts'
import {
  auditAmount,
  blindReport,
  toTillReport,
  type CashMovementInCents,
  type CloseInCents,
  type TillFigures,
} from './wire.ts'

type Db = Kysely<Database>

/** Kinds of cash movement (cash_movements.kind). */
export type CashKind = CashMovementKind

/**
 * Tills, their sessions, cash movements and the X and Z reports (issue 19, docs/operations.md).
 *
 * - One open session per till: the partial unique index of 0017 decides, so two opens at once give one
 *   session and a 409.
 * - What the POS and payments services need of a till inside their transactions is the small
 *   till-terminal-service.ts, so they depend on nothing else of this module.
 * - The close locks the session, computes expected and counted cash and writes the Z with the next number
 *   of its till, all in one transaction. The Z's document is written once and only ever read back.
 */
export function createTillsService({
  db,
  dialect,
  settings,
  journal,
  printing,
}: {
  db: Db
  dialect: DialectName
  settings: SettingsService
  /** Writes a closing session's journal in the close's transaction (the per-Z export never changes). */
  journal: Pick<JournalService, 'freezeSession' | 'timezone'>
  /** Issue 33: the drawer opens for cash in, out and a no-sale; the Z prints at the close. */
  printing: PrintHook
}) {
  async function sessionById(id: number): Promise<repo.SessionRow> {
    const session = await repo.findSession(db, id)
    if (!session) throw new NotFoundError()
    return session
  }

  async function requireTill(id: number) {
    const till = await repo.findTill(db, id)
    if (!till) throw new NotFoundError()
    return till
  }

  async function checkNameFree(name: string, except: number | null = null) {
    if (await repo.tillNamed(db, name, except)) throw ValidationError.field('name', TILL_MESSAGES.nameTaken)
  }

  /** The unique index on the name, for a save that raced past the check above. */
  function nameTakenOr(error: unknown): never {
    if (isUniqueViolation(error)) throw ValidationError.field('name', TILL_MESSAGES.nameTaken)
    throw error
  }

  /** An open session, locked for a change of its drawer; 404 unknown, 409 when it is closed. */
  async function lockOpen(trx: Db, sessionId: number) {
    const session = await repo.lockSession(trx, dialect, sessionId)
    if (!session) throw new NotFoundError()
    if (session.closed_at !== null) throw new ConflictError(TILL_MESSAGES.notOpen)
    return session
  }

  /** A movement a user enters by hand (cash in or out, a no sale): tied to no order or payment. */
  function insertManualMovement(
    trx: Db,
    auth: Auth,
    sessionId: number,
    kind: 'cash_in' | 'cash_out' | 'no_sale',
    amount: Cents,
    reason: string,
  ): Promise<number> {
    return repo.insertMovement(trx, {
      session_id: sessionId,
      kind,
      amount,
      reason,
      order_id: null,
      payment_id: null,
      user_id: auth.user.id,
      user_name: auth.user.name,
      created_at: nowIso(),
    })
  }

  /** What the drawer of a session should hold now: the float and every movement. */
  async function drawer(trx: Db, session: { id: number; opening_float: number }): Promise<Cents> {
    const totals = await repo.movementTotals(trx, session.id)
    return expectedCash(Number(session.opening_float), totals)
  }

  /** The live figures of a session (an X report), read in `trx` (the close reads them under its lock). */
  async function liveFigures(trx: Db, session: repo.SessionRow, now: string, z = false): Promise<TillFigures> {
    const orders = await repo.orderTotals(trx, session.id)
    // Offline sales that landed in no session: those waiting for a Z on an X, those it took on a Z.
    const outsideSession = await repo.outsideSessionTotals(trx, session.till_id, z ? session.id : null)
    const taxes = await repo.taxTotals(trx, session.id)
    const payments = await repo.paymentTotals(trx, session.id)
    const movements = await repo.movementTotals(trx, session.id)
    const cashOuts = await repo.cashOutsOf(trx, session.id)
    const storedValue = await repo.storedValueTotals(trx, session.id)
    const ofOrders = (sale: boolean) => {
      const row = orders.find((entry) => entry.sale === sale)
      return { count: row?.count ?? 0, total: row?.total ?? 0 }
    }
    const cash = (kind: CashKind) => movements.find((entry) => entry.kind === kind)
    const openingFloat = Number(session.opening_float)
    return {
      kind: 'X',
      number: null,
      tillName: session.tillName,
      session_id: session.id,
      openedBy: session.opened_by_name,
      opened_at: session.opened_at,
      closedBy: null,
      closed_at: null,
      generated_at: now,
      openingFloat,
      sales: ofOrders(true),
      refunds: ofOrders(false),
      payments,
      taxes,
      cashSales: cash('sale')?.amount ?? 0,
      // Money out of the drawer is stored negative; the report shows how much went out.
      cashRefunds: -(cash('refund')?.amount ?? 0),
      cashPayments: cash('payment')?.amount ?? 0,
      cashBuybacks: -(cash('buyback')?.amount ?? 0),
      cashGiftCards: cash('gift_card')?.amount ?? 0,
      // Deposits taken less those paid back: what repairs' deposits left in the drawer.
      cashDeposits: cash('deposit')?.amount ?? 0,
      cashIn: cash('cash_in')?.amount ?? 0,
      cashOut: -(cash('cash_out')?.amount ?? 0),
      noSales: cash('no_sale')?.count ?? 0,
      expectedCash: expectedCash(openingFloat, movements),
      countedCash: null,
      difference: null,
      denominations: null,
      // Stored negative like every movement out of the drawer; the report lists how much went out.
      cashOuts: cashOuts.map((row) => ({
        amount: -Number(row.amount),
        reason: row.reason,
        userName: row.user_name,
        created_at: row.created_at,
      })),
      outsideSession,
      storedValue,
    }
  }

  async function storedZ(sessionId: number): Promise<TillReport | null> {
    const z = await repo.findZReport(db, sessionId)
    return z ? storedZReportSchema.parse(JSON.parse(z.document)) : null
  }

  return {
    // ---- tills ---------------------------------------------------------------------------------------

    async list() {
      const [tills, { pos }] = await Promise.all([repo.listTills(db), settings.get()])
      const open = await repo.openSessionsOf(
        db,
        tills.map((till) => till.id),
      )
      return {
        tills: tills.map((till) => ({
          ...till,
          openSession: open.find((session) => session.till_id === till.id) ?? null,
        })),
        sessionRequired: pos.requireTillSession,
      }
    },

    async add(name: string): Promise<number> {
      await checkNameFree(name)
      return db
        .transaction()
        .execute(async (trx) => {
          const id = await repo.insertTill(trx, name, nowIso())
          await recordAudit(trx, { entity: 'till', entityId: id, action: 'created', after: { name } })
          return id
        })
        .catch(nameTakenOr)
    },

    async rename(id: number, name: string): Promise<void> {
      const till = await requireTill(id)
      await checkNameFree(name, id)
      await db
        .transaction()
        .execute(async (trx) => {
          await repo.renameTill(trx, id, name, nowIso())
          await recordAudit(trx, {
            entity: 'till',
            entityId: id,
            action: 'updated',
            before: { name: till.name },
            after: { name },
          })
        })
        .catch(nameTakenOr)
    },

    // ---- sessions ----------------------------------------------------------------------------------------

    /**
     * Opens a session with its counted float. No check first: the partial unique index refuses a second
     * open session of the till, also when two opens arrive at the same instant, and that is the 409.
     */
    async open(auth: Auth, tillId: number, openingFloat: Cents): Promise<repo.SessionRow> {
      const till = await requireTill(tillId)
      let id: number
      try {
        id = await db.transaction().execute(async (trx) => {
          const sessionId = await repo.insertSession(trx, {
            till_id: tillId,
            opened_by: auth.user.id,
            opened_by_name: auth.user.name,
            opened_at: nowIso(),
            opening_float: openingFloat,
          })
          await recordAudit(trx, {
            entity: 'till-session',
            entityId: sessionId,
            action: 'opened',
            after: { till_id: tillId, tillName: till.name, openingFloat: auditAmount(openingFloat) },
          })
          return sessionId
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(TILL_MESSAGES.alreadyOpen)
        throw error
      }
      return sessionById(id)
    },

    session: sessionById,

    /**
     * Cash in or out with its reason. Cash out may not take more than the drawer should hold: the
     * session is locked first, so two cash outs at once are checked one after the other.
     */
    async cash(auth: Auth, sessionId: number, input: CashMovementInCents): Promise<void> {
      // Read before the transaction: SQLite has one connection, which the transaction holds.
      const blind = (await settings.get()).pos.blindTillCount
      await db.transaction().execute(async (trx) => {
        const session = await lockOpen(trx, sessionId)
        const before = await drawer(trx, session)
        if (input.direction === 'out' && input.amount > before) {
          throw ValidationError.field(
            'amount',
            blind ? TILL_MESSAGES.cashOutOverBlindDrawer : TILL_MESSAGES.cashOutOverDrawer(Math.max(0, before)),
          )
        }
        const amount = input.direction === 'in' ? input.amount : -input.amount
        const kind = input.direction === 'in' ? 'cash_in' : 'cash_out'
        const movementId = await insertManualMovement(trx, auth, sessionId, kind, amount, input.reason)
        await printing.openDrawer(trx, session.till_id)
        await recordAudit(trx, {
          entity: 'till-session',
          entityId: sessionId,
          action: input.direction === 'in' ? 'cash in' : 'cash out',
          before: { expectedCash: auditAmount(before) },
          after: {
            expectedCash: auditAmount(before + amount),
            movement_id: movementId,
            amount: auditAmount(input.amount),
            reason: input.reason,
          },
        })
      })
    },

    /** A drawer opened without a sale: a movement of nothing, so the report counts the openings. */
    async noSale(auth: Auth, sessionId: number, reason: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const session = await lockOpen(trx, sessionId)
        const movementId = await insertManualMovement(trx, auth, sessionId, 'no_sale', 0, reason)
        await printing.openDrawer(trx, session.till_id)
        await recordAudit(trx, {
          entity: 'till-session',
          entityId: sessionId,
          action: 'no sale',
          after: { movement_id: movementId, reason },
        })
      })
    },

    /** The X report: the live figures of an open session; a closed one answers its Z as stored. */
    async xReport(sessionId: number): Promise<TillReport> {
      const session = await sessionById(sessionId)
      if (session.closed_at !== null) {
        const z = await storedZ(sessionId)
        if (z) return z
      }
      const report = toTillReport(await liveFigures(db, session, nowIso()))
      // A blind count (issue 26): while the session is open nobody is told what the drawer should hold.
      return (await settings.get()).pos.blindTillCount ? blindReport(report) : report
    },

    /**
     * Closes a session in one transaction: the session is locked (PostgreSQL; SQLite runs one write at a
     * time), so no sale, cash movement or second close slips in between the figures and the Z. The Z takes
     * the next number of its till; its document is the final report, stored as text and never rewritten.
     */
    async close(auth: Auth, sessionId: number, count: CloseInCents): Promise<repo.SessionRow> {
      const fromNotes = count.denominations ? countedFromDenominations(count.denominations) : null
      if (fromNotes !== null && count.countedCash !== null && count.countedCash !== fromNotes) {
        throw ValidationError.field('countedCash', TILL_MESSAGES.countMismatch(fromNotes))
      }
      const counted = fromNotes ?? count.countedCash
      if (counted === null) throw ValidationError.field('countedCash', TILL_MESSAGES.countRequired)
      // Read before the transaction: SQLite has one connection, which the transaction holds.
      const timeZone = await journal.timezone()
      await db.transaction().execute(async (trx) => {
        const locked = await lockOpen(trx, sessionId)
        const session = await repo.findSession(trx, sessionId)
        if (!session) throw new NotFoundError()
        const now = nowIso()
        await repo.assignOutsideToZ(trx, locked.till_id, sessionId)
        const live = await liveFigures(trx, session, now, true)
        const number = await repo.nextZNumber(trx, locked.till_id)
        const difference = cashDifference(counted, live.expectedCash)
        // The log as it stood before this close's own event (which cannot hash a document holding its hash).
        const auditHead = await readAuditHead(trx)
        const z: TillFigures = {
          ...live,
          kind: 'Z',
          number,
          closedBy: auth.user.name,
          closed_at: now,
          countedCash: counted,
          difference,
          denominations: count.denominations,
          auditHead,
        }
        await repo.closeSession(trx, sessionId, {
          closed_by: auth.user.id,
          closed_by_name: auth.user.name,
          closed_at: now,
          expected_cash: live.expectedCash,
          counted_cash: counted,
          difference,
          denominations: count.denominations ? JSON.stringify(count.denominations) : null,
        })
        await repo.insertZReport(trx, {
          till_id: locked.till_id,
          number,
          session_id: sessionId,
          document: JSON.stringify(toTillReport(z)),
          created_at: now,
        })
        // The session's journal as it stands at its close, with its count's over/short: a later edit or a
        // remapped account never changes what the accountant imported for this Z.
        await journal.freezeSession(trx, sessionId, timeZone)
        // Issue 33: the Z prints by itself where the till prints always.
        await printing.autoPrint(trx, {
          tillId: locked.till_id,
          cash: false,
          slips: [{ kind: 'z_report', documentId: sessionId, label: `${session.tillName} no. ${number}` }],
        })
        await recordAudit(trx, {
          entity: 'till-session',
          entityId: sessionId,
          action: 'closed',
          before: { status: 'open' },
          after: {
            status: 'closed',
            expectedCash: auditAmount(live.expectedCash),
            countedCash: auditAmount(counted),
            difference: auditAmount(difference),
            zNumber: number,
          },
        })
      })
      return sessionById(sessionId)
    },

    sessions(paging: PagingQuery, tillId: number | null) {
      return repo.listSessions(db, dialect, paging, tillId)
    },

    async detail(sessionId: number) {
      const session = await sessionById(sessionId)
      return { session, movements: await repo.movementsOf(db, sessionId) }
    },

    /** The Z as it was stored at the close: 404 while the session is open. */
    async zReport(sessionId: number): Promise<TillReport> {
      await sessionById(sessionId)
      const z = await storedZ(sessionId)
      if (!z) throw new NotFoundError()
      return z
    },

    /** A Z is final: any change or removal asked through the API is refused (404 when there is none). */
    async refuseZChange(sessionId: number): Promise<never> {
      await sessionById(sessionId)
      if (!(await repo.findZReport(db, sessionId))) throw new NotFoundError()
      throw new ConflictError(TILL_MESSAGES.zFinal)
    },
  }
}

export type TillsService = ReturnType<typeof createTillsService>
