import { randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import { CASH_GATEWAY } from '@counterpart/domain/schemas/tills'
import { currencyOf, formatCents } from '@counterpart/domain/format'
import {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  GIFT_CARD_LABELS,
  GIFT_CARD_MESSAGES,
  maskGiftCardCode,
  normaliseGiftCardCode,
} from '@counterpart/domain/schemas/gift-cards'
import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import type { DialectName } from '../../db/connection.ts'
import type { Database } from '../../db/schema.ts'
import { recordAudit, SYSTEM_ACTOR } from '../../platform/audit.ts'
import { isUniqueViolation } from '../../platform/db-errors.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import { limitHits } from '../../platform/rate-limit.ts'
import { nowIso } from '../../platform/time.ts'
import type { PaymentsService } from '../payments/service.ts'
import type { SettingsService } from '../settings/service.ts'
import type { TillTerminalService } from '../tills/till-terminal-service.ts'
import type { PrintHook } from '../printing/service.ts'
import type { GiftCardRedemption, GiveBack, Redemption } from './redemption-service.ts'
import * as repo from './repository.ts'
import { giftCardAudit, giftCardSaleAudit, type GiftCardSaleInCents } from './wire.ts'

/** Who acts: the signed-in member of staff. */
export interface GiftCardActor {
  id: number
  name: string
}

/** Checks at the counter per address and minute: a wrong code answers 404, so the checks are what guessing costs. */
export const GIFT_CARD_CHECK_LIMIT = { hits: 30, windowMs: 60_000 }
/** How many cards one round of the expiry sweep releases; the next round takes the rest. */
const EXPIRY_BATCH = 200
/** Numbers of gift-card sales: 12 digits, like an order's transaction number. */
const SALE_KEY_DIGITS = 12

export function newGiftCardCode(): string {
  let code = ''
  for (let index = 0; index < GIFT_CARD_CODE_LENGTH; index++)
    code += GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)]
  return code
}

function newSaleKey(): string {
  let key = String(randomInt(1, 10))
  while (key.length < SALE_KEY_DIGITS) key += String(randomInt(10))
  return key
}

/** `months` after `from`, in UTC; a day past the end of the month rolls back to its last day (31 Jan + 1 = 28 Feb). */
export function addMonths(from: Date, months: number): string {
  const day = from.getUTCDate()
  const date = new Date(from.getTime())
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + months)
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, last))
  return date.toISOString()
}

/**
 * Gift cards (issue 31, item 3). A card sold is a liability: its sale is a document of its own with its
 * payment and the drawer's cash, never an order, so it stays out of sales, tax and profit. Every change of
 * a card's balance writes an event in the same transaction, by a guarded update that never takes it below
 * zero (docs/decisions.md, "Store credit, the ledger first": the same shape).
 */
export function createGiftCardsService({
  db,
  dialect,
  settings,
  payments,
  tills,
  redemption,
  printing,
}: {
  db: Kysely<Database>
  dialect: DialectName
  settings: SettingsService
  payments: PaymentsService
  tills: TillTerminalService
  redemption: GiftCardRedemption
  /** The cards' slip at the till they are sold at, and the drawer for cash (issue 33). */
  printing: PrintHook
}) {
  async function saleDocument(id: number) {
    const sale = await repo.findSale(db, id)
    if (!sale) throw new NotFoundError()
    const [cards, used] = await Promise.all([repo.cardsOfSale(db, id), repo.saleUsed(db, id)])
    return { ...sale, cards, refundable: sale.refunded_at === null && !used }
  }

  return {
    /**
     * Sells cards: the document, the cards with their codes, an `issued` event each, the payment and the
     * drawer's cash, in one transaction with one audit event. A code already on a card is a 409.
     */
    async sell(request: GiftCardSaleInCents, seller: GiftCardActor, tillId: number | null): Promise<number> {
      const till = await tills.terminal(tillId)
      const currency = currencyOf((await settings.get()).general)
      const total = request.cards.reduce((sum, card) => sum + card.amount, 0)
      const cash = request.gateway === CASH_GATEWAY
      const tendered = cash ? (request.tendered ?? total) : total
      if (tendered < total) {
        throw ValidationError.field('tendered', GIFT_CARD_MESSAGES.tenderedShort(formatCents(total, currency)))
      }
      const scanned = request.cards.map((card) => card.code).filter((code) => code !== '')
      const taken = await repo.codesTaken(db, scanned)
      if (taken[0] !== undefined) throw new ConflictError(GIFT_CARD_MESSAGES.codeTaken(maskGiftCardCode(taken[0])))
      if (request.customer_id !== null && !(await repo.customerExists(db, request.customer_id))) {
        throw ValidationError.field('customer_id', FIELD_MESSAGES.selected(GIFT_CARD_LABELS.customer_id))
      }
      const now = new Date()
      const at = now.toISOString()
      const months = till.pos.giftCardMonths
      const expiresAt = months > 0 ? addMonths(now, months) : null
      const cards = request.cards.map((card) => ({
        code: card.code === '' ? newGiftCardCode() : card.code,
        amount: card.amount,
        expires_at: expiresAt,
      }))
      try {
        return await db.transaction().execute(async (trx) => {
          const session = await tills.sessionForSale(trx, till)
          const key = newSaleKey()
          const saleId = await repo.insertSale(trx, {
            key,
            total,
            gateway: request.gateway,
            tendered,
            customer_id: request.customer_id,
            user_id: seller.id,
            session_id: session,
            created_at: at,
          })
          for (const card of cards) {
            const cardId = await repo.insertCard(trx, {
              code: card.code,
              initial: card.amount,
              balance: card.amount,
              expires_at: card.expires_at,
              sale_id: saleId,
              customer_id: request.customer_id,
              created_at: at,
              updated_at: at,
            })
            await repo.insertEvent(trx, {
              gift_card_id: cardId,
              type: 'issued',
              amount: card.amount,
              balance: card.amount,
              order_id: null,
              note: request.note,
              user_id: seller.id,
              session_id: session,
              created_at: at,
            })
          }
          const paymentId = await payments.recordGiftCardSale(trx, {
            saleId,
            type: 'credit',
            gateway: request.gateway,
            amount: total,
            user_id: seller.id,
            session_id: session,
          })
          if (cash) {
            await tills.recordCash(trx, {
              sessionId: session,
              kind: 'gift_card',
              amount: total,
              orderId: null,
              paymentId,
              user: seller,
            })
          }
          await printing.autoPrint(trx, {
            tillId: till.tillId,
            cash,
            slips: [{ kind: 'gift_card', documentId: saleId, label: key }],
          })
          await recordAudit(trx, {
            entity: 'gift-card-sale',
            entityId: saleId,
            action: 'sold',
            after: giftCardSaleAudit({
              key,
              total,
              gateway: request.gateway,
              customer_id: request.customer_id,
              cards,
            }),
          })
          return saleId
        })
      } catch (error) {
        // Two tills scanning the same pre-printed card at once: the unique index keeps one.
        if (isUniqueViolation(error)) throw new ConflictError(GIFT_CARD_MESSAGES.codeTaken(GIFT_CARD_LABELS.code))
        throw error
      }
    },

    /** A sale with its cards, for its receipt and its page. */
    sale: saleDocument,

    /**
     * Refunds a sale of cards none of which was used: the money back by `gateway` (a debit payment, the
     * drawer's cash out), each card `refunded` to 0 and void, the sale marked refunded. One card used, spent
     * or expired refuses it all (409): the shop owes that card's holder, not the buyer.
     */
    async refund(id: number, gateway: string, actor: GiftCardActor, tillId: number | null): Promise<void> {
      const till = await tills.terminal(tillId)
      await db.transaction().execute(async (trx) => {
        const sale = await repo.lockSale(trx, dialect, id)
        if (!sale) throw new NotFoundError()
        if (sale.refunded_at !== null) throw new ConflictError(GIFT_CARD_MESSAGES.alreadyRefunded)
        // Only cash leaves a drawer: a refund to a card needs no session, even where sales do.
        const session = await tills.sessionForSale(trx, {
          ...till,
          required: till.required && gateway === CASH_GATEWAY,
        })
        const at = nowIso()
        const cards = await repo.cardsOfSale(trx, id)
        for (const card of cards) {
          if (!(await repo.voidUnused(trx, card.id, at))) throw new ConflictError(GIFT_CARD_MESSAGES.used)
          await repo.insertEvent(trx, {
            gift_card_id: card.id,
            type: 'refunded',
            amount: -Number(card.initial),
            balance: 0,
            order_id: null,
            note: '',
            user_id: actor.id,
            session_id: session,
            created_at: at,
          })
        }
        if (!(await repo.markSaleRefunded(trx, id, at))) throw new ConflictError(GIFT_CARD_MESSAGES.alreadyRefunded)
        const total = Number(sale.total)
        const paymentId = await payments.recordGiftCardSale(trx, {
          saleId: id,
          type: 'debit',
          gateway,
          amount: total,
          user_id: actor.id,
          session_id: session,
        })
        if (gateway === CASH_GATEWAY) {
          await tills.recordCash(trx, {
            sessionId: session,
            kind: 'gift_card',
            amount: -total,
            orderId: null,
            paymentId,
            user: actor,
          })
          // Issue 33: the cash goes back out of the drawer, which opens at a till with a printer.
          await printing.openDrawer(trx, till.tillId)
        }
        await recordAudit(trx, {
          entity: 'gift-card-sale',
          entityId: id,
          action: 'refunded',
          before: { refunded_at: null },
          after: { refunded_at: at, refundGateway: gateway, cardsVoided: cards.length },
        })
      })
    },

    /**
     * A card at the counter or on its page: its balance, status, expiry, sale and history. Counted per
     * address like the tracking page: a wrong code answers 404, and the count is what stops guessing.
     */
    async check(rawCode: string, clientIp: string) {
      await limitHits(db, `gift-card-check|${clientIp}`, GIFT_CARD_CHECK_LIMIT, GIFT_CARD_MESSAGES.tooManyChecks)
      const card = await repo.cardWithSale(db, normaliseGiftCardCode(rawCode))
      if (!card) throw new NotFoundError(GIFT_CARD_MESSAGES.notFound)
      const [events, used] = await Promise.all([
        repo.eventsOf(db, card.id),
        card.sale_id === null ? Promise.resolve(true) : repo.saleUsed(db, card.sale_id),
      ])
      return {
        card,
        events,
        expired: card.expires_at !== null && card.expires_at <= nowIso(),
        refundable: card.refunded_at === null && !used,
      }
    },

    list(paging: PagingQuery, customerId: number | undefined) {
      return repo.listCards(db, dialect, paging, customerId)
    },

    /** Pays with a card in the caller's transaction (redemption-service.ts). */
    redeem: (trx: Kysely<Database>, paying: Redemption) => redemption.redeem(trx, paying),
    /** Puts back onto a card what a refunded sale took from it (redemption-service.ts). */
    giveBack: (trx: Kysely<Database>, back: GiveBack) => redemption.giveBack(trx, back),

    /**
     * The sweep (an hourly worker, app.ts): each card past its expiry that still holds money gets an
     * `expired` event taking it to 0, the liability released, exactly once (the guarded update finds the
     * balance it read, and a released card holds none). Answers how many cards it released.
     */
    async expireDue(now: Date = new Date()): Promise<number> {
      const at = now.toISOString()
      let released = 0
      for (;;) {
        const due = await repo.dueToExpire(db, at, EXPIRY_BATCH)
        let round = 0
        for (const card of due) {
          const balance = Number(card.balance)
          const done = await db.transaction().execute(async (trx) => {
            if (!(await repo.releaseExpired(trx, card.id, balance, at))) return false
            await repo.insertEvent(trx, {
              gift_card_id: card.id,
              type: 'expired',
              amount: -balance,
              balance: 0,
              order_id: null,
              note: '',
              user_id: null,
              session_id: null,
              created_at: at,
            })
            await recordAudit(trx, {
              entity: 'gift-card',
              entityId: card.id,
              action: 'expired',
              before: giftCardAudit({ code: card.code, balance }),
              after: giftCardAudit({ code: card.code, balance: 0 }),
              actor: SYSTEM_ACTOR,
            })
            return true
          })
          if (done) round += 1
        }
        released += round
        if (due.length < EXPIRY_BATCH || round === 0) return released
      }
    },

    ledgerViolations: () => repo.ledgerViolations(db),
  }
}

export type GiftCardsService = ReturnType<typeof createGiftCardsService>
