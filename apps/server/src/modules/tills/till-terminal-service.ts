import type { Kysely } from 'kysely'
import type { Cents } from '@counterpart/domain/money'
import { touchContact, type TillContact } from '@counterpart/domain/offline-sale'
import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import { TILL_LABELS, TILL_MESSAGES } from '@counterpart/domain/schemas/tills'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { ConflictError, ValidationError } from '../../platform/errors.ts'
import { nowIso } from '../../platform/time.ts'
import type { SettingsService } from '../settings/service.ts'
import * as repo from './repository.ts'

type Db = Kysely<Database>

/** A till's contact is written at most this often while it stays in touch (a new time in touch always). */
const CONTACT_WRITE_MS = 5_000

const contactOf = (row: {
  last_contact_at: string | null
  online_since: string | null
  offline_from: string | null
}): TillContact => ({
  lastContact: row.last_contact_at,
  onlineSince: row.online_since,
  offlineFrom: row.offline_from,
})
const contactRow = (contact: TillContact) => ({
  last_contact_at: contact.lastContact,
  online_since: contact.onlineSince,
  offline_from: contact.offlineFrom,
})

/**
 * The till a terminal request comes from, checked before its transaction: the till it names in
 * TILL_HEADER (null when none) and whether the POS setting requires an open session to sell.
 */
export interface TerminalTill {
  tillId: number | null
  required: boolean
  /** The POS settings read with it, so the request reads the settings once. */
  pos: Awaited<ReturnType<SettingsService['get']>>['pos']
}

/** Cash that a sale, refund, payment or buy-back moved at the till (signed cents: into the drawer is positive). */
export interface TerminalCash {
  /** The session from `sessionForSale`: nothing is recorded without one. */
  sessionId: number | null
  /**
   * 'buyback': a buy-back's payout (issue 28), or its change when the buy-back is edited or removed;
   * 'gift_card': cash for gift cards sold (issue 31), out again when their sale is refunded;
   * 'deposit': a repair's deposit taken or paid back (issue 31).
   */
  kind: 'sale' | 'refund' | 'payment' | 'buyback' | 'gift_card' | 'deposit'
  amount: Cents
  orderId: number | null
  paymentId: number | null
  user: { id: number; name: string }
}

/**
 * What a sale, a refund, a payment or an offline sale needs of its till (issues 19, 26, 34), the one part of
 * the tills module other modules call: `terminal` before their transaction, then, inside it, the open
 * session (`sessionForSale`, `offlineSession`), the cash it moved into the drawer (`recordCash`) and the
 * till's contact (`contactForOfflineSale`). A terminal sale belongs to the open session of its till and its
 * cash is in the drawer in the same transaction as the sale. `noteContact` follows every signed-in request
 * naming a till (app.ts).
 */
export function createTillTerminalService({
  db,
  dialect,
  settings,
}: {
  db: Db
  dialect: DialectName
  settings: SettingsService
}) {
  async function recordCash(trx: Db, cash: TerminalCash): Promise<void> {
    if (cash.sessionId === null || cash.amount === 0) return
    await repo.insertMovement(trx, {
      session_id: cash.sessionId,
      kind: cash.kind,
      amount: cash.amount,
      reason: '',
      order_id: cash.orderId,
      payment_id: cash.paymentId,
      user_id: cash.user.id,
      user_name: cash.user.name,
      created_at: nowIso(),
    })
  }

  return {
    /**
     * Before a terminal's transaction: the till its request names (422 on `till` when there is no
     * such till) and whether the POS setting requires an open session to sell.
     */
    async terminal(tillId: number | null): Promise<TerminalTill> {
      if (tillId !== null && !(await repo.findTill(db, tillId))) {
        throw ValidationError.field('till', FIELD_MESSAGES.selected(TILL_LABELS.till))
      }
      const { pos } = await settings.get()
      return { tillId, required: pos.requireTillSession, pos }
    },

    /** A till by its id and name (a customer display names the till it shows, issue 33); null when there is none. */
    async till(tillId: number): Promise<{ id: number; name: string } | null> {
      const row = await repo.findTill(db, tillId)
      return row ? { id: row.id, name: row.name } : null
    },

    /**
     * In the sale's (refund's, payment's) transaction: the open session of the till it is taken at, held
     * (PostgreSQL: a share lock) until the sale commits, so a close never computes its Z without it. No
     * till or no open session: null, or a 409 when the setting requires a session (nothing is written).
     */
    async sessionForSale(trx: Db, till: TerminalTill): Promise<number | null> {
      const open = till.tillId === null ? undefined : await repo.lockOpenSession(trx, dialect, till.tillId, 'share')
      if (open) return open.id
      if (till.required) throw new ConflictError(TILL_MESSAGES.sessionRequired)
      return null
    },

    /**
     * In an offline sale's transaction (issues 18, 34): the till's open session, held as for
     * `sessionForSale`, with when it opened (the sale is not dated before); null when none is open, and the
     * sale goes on the till's next Z as outside any session. Never a refusal: the sale already happened.
     */
    async offlineSession(trx: Db, tillId: number): Promise<{ id: number; opened_at: string } | null> {
      const open = await repo.lockOpenSession(trx, dialect, tillId, 'share')
      return open ? { id: open.id, opened_at: open.opened_at } : null
    },

    /**
     * A signed-in request that names this till reached the server at `at` (issue 34): its contact moves on.
     * Written at most every few seconds while in touch; an unknown till is ignored (the routes that take the
     * header refuse it themselves).
     */
    async noteContact(tillId: number, at: string): Promise<void> {
      const row = await repo.findContact(db, dialect, tillId)
      if (!row) return
      const before = contactOf(row)
      const after = touchContact(before, at)
      const quiet = before.lastContact !== null && Date.parse(at) - Date.parse(before.lastContact) < CONTACT_WRITE_MS
      if (after === before || (after.onlineSince === before.onlineSince && quiet)) return
      await repo.saveContact(db, tillId, contactRow(after))
    },

    /**
     * In an offline sale's transaction: the till's contact including this arrival, its row locked so two
     * sales of one till arriving at once see the same silence.
     */
    async contactForOfflineSale(trx: Db, tillId: number, at: string): Promise<TillContact> {
      const row = await repo.findContact(trx, dialect, tillId, true)
      if (!row) throw ValidationError.field('till', FIELD_MESSAGES.selected(TILL_LABELS.till))
      const after = touchContact(contactOf(row), at)
      await repo.saveContact(trx, tillId, contactRow(after))
      return after
    },

    /**
     * In a buy-back's edit or removal (issue 28): the change of its payout's cash, in the drawer of the session
     * it was paid in while that session is open (held until the change commits, so a close sees it or not at
     * all). A closed session's Z is final: the drawer was counted as it was, and only the payment changes.
     */
    async recordCashIfOpen(trx: Db, cash: TerminalCash): Promise<void> {
      if (cash.sessionId === null || cash.amount === 0) return
      if (!(await repo.lockSessionIfOpen(trx, dialect, cash.sessionId))) return
      await recordCash(trx, cash)
    },

    /** In the sale's transaction: the cash it moved in the session's drawer (nothing without a session). */
    recordCash,
  }
}

export type TillTerminalService = ReturnType<typeof createTillTerminalService>
