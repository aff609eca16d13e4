import type { Kysely } from 'kysely'
import { formatCents, type CurrencySettings } from '@counterpart/domain/format'
import { GIFT_CARD_MESSAGES, maskGiftCardCode, normaliseGiftCardCode } from '@counterpart/domain/schemas/gift-cards'
import type { Database } from '../../db/schema.ts'
import { ConflictError, ValidationError } from '../../platform/errors.ts'
import { nowIso } from '../../platform/time.ts'
import type { GiftCardTender } from '../credit/tender-service.ts'
import * as repo from './repository.ts'

/** A payment by gift card, inside the paying document's transaction. Cents. */
export interface Redemption {
  code: string
  amount: number
  /** The order it pays (a sale, or a payment on one). */
  orderId: number | null
  user: { id: number } | null
  sessionId: number | null
  /** When the sale happened: a card expired before it cannot pay. ISO text; now by default. */
  at?: string
  /** Words the refusal ("Only $12.00 is left …"): read before or in the transaction, as credit's `move` does. */
  currency: CurrencySettings
}

/** A refund of a sale paid by gift card: the amount goes back onto the card it was taken from. Cents. */
export interface GiveBack {
  code?: string
  cardId?: number
  amount: number
  /** The refund's order, or the sale itself: no more goes back than that sale took from the card. */
  orderId: number
  user: { id: number } | null
  sessionId: number | null
  at?: string
}

/**
 * A card's balance as payment (issue 31, item 3): `redeem` and `giveBack` run in the caller's transaction,
 * each one guarded update of the card and its event. Apart from the card sales (service.ts), which record
 * payments: the tender payer, which the payments need, needs this, so neither waits for the other.
 */
export function createGiftCardRedemption() {
  async function cardByCode(trx: Kysely<Database>, rawCode: string) {
    const card = await repo.findCardByCode(trx, normaliseGiftCardCode(rawCode))
    if (!card) throw ValidationError.field('code', GIFT_CARD_MESSAGES.unknown)
    return card
  }

  return {
    /**
     * Pays with a card: one guarded update (active, not expired at `at`, never below zero) and a `redeemed`
     * event naming the order. Refusals are 409s saying why; an unknown code is a 422 on `code`. Answers the
     * card and what is left on it.
     */
    async redeem(trx: Kysely<Database>, redemption: Redemption): Promise<{ cardId: number; balance: number }> {
      const card = await cardByCode(trx, redemption.code)
      const at = redemption.at ?? nowIso()
      const masked = maskGiftCardCode(card.code)
      const balance = await repo.spend(trx, card.id, redemption.amount, at)
      if (balance === null) {
        const now = (await repo.findCard(trx, card.id)) ?? card
        if (now.status === 'void') throw new ConflictError(GIFT_CARD_MESSAGES.void(masked))
        if (now.expires_at !== null && now.expires_at <= at) {
          throw new ConflictError(GIFT_CARD_MESSAGES.expired(masked, now.expires_at.slice(0, 10)))
        }
        throw new ConflictError(
          GIFT_CARD_MESSAGES.notEnough(formatCents(Number(now.balance), redemption.currency), masked),
        )
      }
      await repo.insertEvent(trx, {
        gift_card_id: card.id,
        type: 'redeemed',
        amount: -redemption.amount,
        balance,
        order_id: redemption.orderId,
        note: '',
        user_id: redemption.user?.id ?? null,
        session_id: redemption.sessionId,
        created_at: at,
      })
      return { cardId: card.id, balance }
    },

    /**
     * A refund of a sale paid by card: the amount goes back onto the card as a `refunded` event (positive,
     * naming the refund; a refund of the card's own sale is negative and names none), never more than the
     * refunded sale took from that card less what its refunds gave back. A card past its expiry takes it
     * back too, and the next sweep releases it again: the holder was owed it until the refund.
     */
    async giveBack(trx: Kysely<Database>, back: GiveBack): Promise<{ cardId: number; balance: number }> {
      const card =
        back.cardId !== undefined ? await repo.findCard(trx, back.cardId) : await cardByCode(trx, back.code ?? '')
      if (!card) throw ValidationError.field('code', GIFT_CARD_MESSAGES.unknown)
      const masked = maskGiftCardCode(card.code)
      if ((await repo.netOfSale(trx, card.id, back.orderId)) + back.amount > 0) {
        throw new ConflictError(GIFT_CARD_MESSAGES.giveBackTooMuch(masked))
      }
      const at = back.at ?? nowIso()
      const balance = await repo.putBack(trx, card.id, back.amount, at)
      if (balance === null) throw new ConflictError(GIFT_CARD_MESSAGES.void(masked))
      await repo.insertEvent(trx, {
        gift_card_id: card.id,
        type: 'refunded',
        amount: back.amount,
        balance,
        order_id: back.orderId,
        note: '',
        user_id: back.user?.id ?? null,
        session_id: back.sessionId,
        created_at: at,
      })
      return { cardId: card.id, balance }
    },
  }
}

export type GiftCardRedemption = ReturnType<typeof createGiftCardRedemption>

/** The redemption as the tender payer (credit/tender-service.ts) takes a gift-card tender and gives it back. */
export function giftCardTender(redemption: GiftCardRedemption): GiftCardTender {
  return {
    async redeem(trx, use) {
      await redemption.redeem(trx, {
        code: use.code,
        amount: use.amount,
        orderId: use.orderId,
        user: { id: use.userId },
        sessionId: use.sessionId,
        at: use.at,
        currency: use.currency,
      })
    },
    async giveBack(trx, use) {
      await redemption.giveBack(trx, {
        code: use.code,
        amount: use.amount,
        orderId: use.orderId,
        user: { id: use.userId },
        sessionId: use.sessionId,
        at: use.at,
      })
    },
  }
}
