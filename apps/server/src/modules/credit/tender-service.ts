import type { Kysely } from 'kysely'
import { currencyOf, formatCents, type CurrencySettings } from '@counterpart/domain/format'
import {
  GIFT_CARD_GATEWAY,
  STORE_CREDIT_GATEWAY,
  TENDER_MESSAGES,
  isStoredValue,
  type TenderGateway,
} from '@counterpart/domain/schemas/tenders'
import { CASH_GATEWAY } from '@counterpart/domain/schemas/tills'
import type { Database } from '../../db/schema.ts'
import { ValidationError } from '../../platform/errors.ts'
import type { CreditService } from './service.ts'
import type { SettingsService } from '../settings/service.ts'

type Db = Kysely<Database>

/** One way a customer pays part of a total, in cents (issue 31, item 2). */
export interface TenderInCents {
  gateway: TenderGateway
  amount: number
  code: string
}

/** The document a stored-value tender pays (or is given back on), and who takes it where. */
export interface StoredValueUse {
  /** Null on a repair's deposit, which has `repairId` instead (issue 31, item 5). */
  orderId: number | null
  repairId?: number | null
  customerId: number | null
  userId: number
  sessionId: number | null
  at: string
  currency: CurrencySettings
}

/**
 * How a gift card pays and is given back (the giftcards module). Refusals are its own: a 409 naming what
 * is left, an expired or void card; an unknown code a 422 on `code`.
 */
export interface GiftCardTender {
  redeem(trx: Db, use: StoredValueUse & { code: string; amount: number }): Promise<void>
  giveBack(trx: Db, use: StoredValueUse & { code: string; amount: number }): Promise<void>
}

export interface TenderDeps {
  credit: CreditService
  settings: SettingsService
  /** How a gift card pays (the giftcards module's redemption). */
  giftCards: GiftCardTender
}

const sumOf = (tenders: readonly TenderInCents[]) => tenders.reduce((sum, tender) => sum + tender.amount, 0)

/** What the tenders pay in notes and coins: the part the cash handed over must cover. */
export const cashOf = (tenders: readonly TenderInCents[]) =>
  sumOf(tenders.filter((tender) => tender.gateway === CASH_GATEWAY))

/**
 * Checks a sale's tenders against what is to be paid before anything is written: a live sale is paid in
 * full, one on account at most in full (the rest is owed); store credit needs the sale's customer.
 * Answers what the tenders pay. The currency (a settings read) is asked for only to word a refusal.
 */
export async function checkTenders(
  tenders: readonly TenderInCents[],
  payable: number,
  live: boolean,
  customerId: number | null,
  currency: () => Promise<CurrencySettings>,
): Promise<number> {
  const paid = sumOf(tenders)
  if ((live && paid < payable) || paid > payable) {
    const words = await currency()
    const [paidText, payableText] = [formatCents(paid, words), formatCents(payable, words)]
    throw ValidationError.field(
      'tenders',
      paid < payable
        ? TENDER_MESSAGES.notTheTotal(paidText, payableText)
        : TENDER_MESSAGES.moreThanTotal(paidText, payableText),
    )
  }
  if (customerId === null && tenders.some((tender) => tender.gateway === STORE_CREDIT_GATEWAY)) {
    throw ValidationError.field('customer_id', TENDER_MESSAGES.creditNeedsCustomer)
  }
  return paid
}

/**
 * Takes (or gives back) the stored value of tenders in the document's transaction: store credit from the
 * customer's ledger, a gift card's balance by its code. Each is a guarded update, so two tills taking the
 * last of one balance at once give one success and one 409 that undoes its whole document.
 */
export function createTenderPayer({ credit, settings, giftCards }: TenderDeps) {
  async function currencyIn(trx: Db): Promise<CurrencySettings> {
    return currencyOf((await settings.getIn(trx)).general)
  }

  async function apply(
    trx: Db,
    tenders: readonly TenderInCents[],
    use: Omit<StoredValueUse, 'currency'>,
    direction: 'take' | 'give back',
  ): Promise<void> {
    const stored = tenders.filter((tender) => isStoredValue(tender.gateway))
    if (stored.length === 0) return
    const currency = await currencyIn(trx)
    for (const tender of stored) {
      if (tender.gateway === STORE_CREDIT_GATEWAY) {
        if (use.customerId === null) throw ValidationError.field('customer_id', TENDER_MESSAGES.creditNeedsCustomer)
        await credit.move(
          trx,
          {
            customer_id: use.customerId,
            type: direction === 'take' ? 'redeemed' : 'issued',
            amount: direction === 'take' ? -tender.amount : tender.amount,
            order_id: use.orderId,
            repair_id: use.repairId ?? null,
            user_id: use.userId,
            session_id: use.sessionId,
          },
          currency,
        )
      } else if (tender.gateway === GIFT_CARD_GATEWAY) {
        const card = { ...use, currency, code: tender.code, amount: tender.amount }
        if (direction === 'take') await giftCards.redeem(trx, card)
        else await giftCards.giveBack(trx, card)
      }
    }
  }

  return {
    take: (trx: Db, tenders: readonly TenderInCents[], use: Omit<StoredValueUse, 'currency'>) =>
      apply(trx, tenders, use, 'take'),
    giveBack: (trx: Db, tenders: readonly TenderInCents[], use: Omit<StoredValueUse, 'currency'>) =>
      apply(trx, tenders, use, 'give back'),
    currencyIn,
  }
}

export type TenderPayer = ReturnType<typeof createTenderPayer>
