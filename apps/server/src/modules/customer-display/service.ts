import { randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { PairedDisplay } from '@counterpart/domain/schemas/customer-display'
import {
  DISPLAY_HEARTBEAT_MS,
  PAIRING_CODE_DIGITS,
  PAIRING_CODE_MINUTES,
  PAIRING_LIMIT,
  PAIRING_LIMIT_ALL,
  type DisplayState,
} from '@counterpart/domain/schemas/customer-display-texts'
import { CUSTOMER_DISPLAY_MESSAGES as MESSAGES } from '@counterpart/domain/schemas/customer-display-screen'
import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import { TILL_LABELS } from '@counterpart/domain/schemas/tills'
import type { Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { AppError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import { limitHits } from '../../platform/rate-limit.ts'
import { nowIso } from '../../platform/time.ts'
import { hashToken, randomToken } from '../../platform/tokens.ts'
import type { TillTerminalService } from '../tills/till-terminal-service.ts'
import { createDisplayHub, type DisplayStream } from './display-hub.ts'
import * as repo from './repository.ts'

type Db = Kysely<Database>

/**
 * A display that is not (or no longer) paired: its page asks for a code again. A 404 (no pairing), not a 401:
 * to the web app a 401 means a staff session ended, and it forgets the till's offline session on one.
 */
export class DisplayNotPairedError extends AppError {
  constructor() {
    super(404, MESSAGES.notPaired)
  }
}

function newCode(): string {
  return String(randomInt(0, 10 ** PAIRING_CODE_DIGITS)).padStart(PAIRING_CODE_DIGITS, '0')
}

/**
 * The customer display (issue 33, item 5). A terminal shows a pairing code; a display on another device
 * trades it for a long random secret (kept as a cookie by the display, hashed here) that reads the display
 * state of that one till; the terminal publishes its state, and the hub sends it to the till's open streams.
 */
export function createCustomerDisplayService({ db, tills }: { db: Db; tills: TillTerminalService }) {
  const hub = createDisplayHub({ heartbeatMs: DISPLAY_HEARTBEAT_MS })

  async function tillOf(tillId: number): Promise<{ id: number; name: string }> {
    const till = await tills.till(tillId)
    if (!till) throw ValidationError.field('till', FIELD_MESSAGES.selected(TILL_LABELS.till))
    return till
  }

  return {
    hub,

    /** A new code for the till (its earlier ones stop working), valid a few minutes, for one display. */
    async issueCode(tillId: number): Promise<{ code: string; expires_at: string }> {
      await tillOf(tillId)
      const now = new Date()
      const at = now.toISOString()
      const expiresAt = new Date(now.getTime() + PAIRING_CODE_MINUTES * 60_000).toISOString()
      return db.transaction().execute(async (trx) => {
        await repo.retireCodesOf(trx, tillId, at)
        // A code live for another till is drawn again: a code names exactly one till.
        let code = newCode()
        while (await repo.liveCodeExists(trx, hashToken(code), at)) code = newCode()
        const id = await repo.insertCode(trx, {
          till_id: tillId,
          code_hash: hashToken(code),
          expires_at: expiresAt,
          created_at: at,
        })
        await recordAudit(trx, {
          entity: 'customer-display',
          entityId: id,
          action: 'code shown',
          after: { till_id: tillId, expires_at: expiresAt },
        })
        return { code, expires_at: expiresAt }
      })
    },

    /**
     * Pairs a display with the till showing the code. Guessing is what an attacker would try (a million codes,
     * a handful live), so attempts are limited per address and in all, and a code pairs once.
     */
    async pair(
      code: string,
      clientIp: string,
    ): Promise<{ secret: string; till: { id: number; name: string }; paired_at: string }> {
      await limitHits(db, `display-pair|${clientIp}`, PAIRING_LIMIT, MESSAGES.tooManyPairings)
      await limitHits(db, 'display-pair|all', PAIRING_LIMIT_ALL, MESSAGES.tooManyPairings)
      const now = nowIso()
      const secret = randomToken(32)
      const paired = await db.transaction().execute(async (trx) => {
        const taken = await repo.consumeCode(trx, hashToken(code), now)
        if (!taken) return null
        const id = await repo.insertDisplay(trx, {
          till_id: taken.till_id,
          secret_hash: hashToken(secret),
          paired_at: now,
        })
        await recordAudit(trx, {
          entity: 'customer-display',
          entityId: id,
          action: 'paired',
          after: { till_id: taken.till_id },
        })
        return taken.till_id
      })
      if (paired === null) throw new NotFoundError(MESSAGES.noSuchCode)
      // Codes past their time are of no use to anyone: cleared now and then, by the pairings themselves.
      await repo.purgeOldCodes(db, new Date(Date.now() - 24 * 3600_000).toISOString())
      return { secret, till: await tillOf(paired), paired_at: now }
    },

    /** The display a secret belongs to, with its till; a 404 when it is unknown (never paired, or unpaired). */
    async displayOf(
      secret: string | undefined,
    ): Promise<{ id: number; till: { id: number; name: string }; paired_at: string }> {
      if (!secret) throw new DisplayNotPairedError()
      const display = await repo.findDisplayBySecret(db, hashToken(secret))
      const till = display ? await tills.till(display.till_id) : null
      if (!display || !till) throw new DisplayNotPairedError()
      return { id: display.id, till, paired_at: display.paired_at }
    },

    /** Opens a paired display's stream on its till; returns how to close it. */
    async openStream(display: { id: number; till: { id: number } }, stream: DisplayStream): Promise<() => void> {
      await repo.noteSeen(db, display.id, nowIso())
      return hub.open(display.till.id, stream)
    },

    /** The till's state, to its connected displays; how many received it. */
    async publish(tillId: number, state: DisplayState): Promise<number> {
      await tillOf(tillId)
      return hub.publish(tillId, state)
    },

    async displays(tillId: number): Promise<PairedDisplay[]> {
      await tillOf(tillId)
      const connected = hub.connected(tillId)
      return (await repo.displaysOf(db, tillId)).map((row) => ({ ...row, connected: connected.has(row.id) }))
    },

    /** Unpairs one of the till's displays: its secret stops working and its open streams end at once. */
    async unpair(tillId: number, displayId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const display = await repo.findDisplay(trx, displayId)
        if (!display || display.till_id !== tillId) throw new NotFoundError(MESSAGES.noSuchDisplay)
        await repo.deleteDisplay(trx, displayId)
        await recordAudit(trx, {
          entity: 'customer-display',
          entityId: displayId,
          action: 'unpaired',
          before: { till_id: tillId, paired_at: display.paired_at },
        })
      })
      hub.closeDisplay(displayId)
    },
  }
}

export type CustomerDisplayService = ReturnType<typeof createCustomerDisplayService>
