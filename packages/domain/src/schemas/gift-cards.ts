import { z } from 'zod'
import './zod-messages.ts'
import { GATEWAYS } from '../constants.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { amount, choice, optionalText, recordId, says } from './fields.ts'
import { pagingQuerySchema } from './paging.ts'
import { tr } from '../i18n/translate.ts'
import { CHECK_MESSAGES } from './check-messages.ts'
import { customerLanguageField } from './paper-language.ts'

/**
 * Gift cards (issue 31, item 3). A card sold is money the shop owes its holder until it is spent, so its sale
 * is a document of its own (never an order: it counts in no sales, tax or profit report); the card's balance
 * moves only with an event (issued, redeemed, expired, refunded, adjusted), like store credit's ledger.
 */

export const GIFT_CARD_EVENT_TYPES = ['issued', 'redeemed', 'expired', 'adjusted', 'refunded'] as const
export type GiftCardEventType = (typeof GIFT_CARD_EVENT_TYPES)[number]

export const GIFT_CARD_STATUSES = ['active', 'void'] as const
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number]

/**
 * The characters of a code the shop makes: no 0/O, 1/I/L look-alikes, so a code read aloud or typed from a
 * receipt is the code printed. 31 characters, 16 of them: 79 random bits, beyond any guessing.
 */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const GIFT_CARD_CODE_LENGTH = 16

export const GIFT_CARD_LIMITS = {
  /** The smallest card, in the shop's currency. */
  min: 1,
  /** The largest card: beyond it a card is a money-laundering risk more than a present. */
  max: 1000,
  /** Cards sold at once. */
  cards: 20,
  /** A scanned pre-printed code: 4 to 32 letters and digits once spaces and hyphens are left out. */
  codeMin: 4,
  codeMax: 32,
  /** Months a card may be valid for in the settings (10 years). */
  months: 120,
} as const

/** The payment methods a card is sold for: money, never stored value (a card bought with a card). */
export const GIFT_CARD_SALE_GATEWAYS = GATEWAYS

export const GIFT_CARD_LABELS = {
  get code() {
    return tr('fields:giftCards.giftCard.code')
  },
  get amount() {
    return tr('fields:giftCards.giftCard.amount')
  },
  get cards() {
    return tr('fields:giftCards.giftCard.cards')
  },
  get customer_id() {
    return tr('fields:giftCards.giftCard.customer_id')
  },
  get gateway() {
    return tr('fields:giftCards.giftCard.gateway')
  },
  get tendered() {
    return tr('fields:giftCards.giftCard.tendered')
  },
}

export const GIFT_CARD_TYPE_TEXT: Record<GiftCardEventType, string> = {
  issued: 'Sold',
  redeemed: 'Spent',
  expired: 'Expired',
  adjusted: 'Adjusted',
  refunded: 'Refunded',
}

export const GIFT_CARD_STATUS_TEXT: Record<GiftCardStatus | 'expired', string> = {
  active: 'Active',
  void: 'Void (sale refunded)',
  expired: 'Expired',
}

/** A code as it is stored and matched: capitals, without the spaces and hyphens it is printed or typed with. */
export function normaliseGiftCardCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase()
}

/** A code grouped in fours for reading: ABCD-EFGH-JKMN-PQRS. */
export function groupGiftCardCode(code: string): string {
  return normaliseGiftCardCode(code).replace(/(.{4})(?=.)/g, '$1-')
}

/** The start of a code, as messages and the audit log name a card without giving away what spends it. */
export function maskGiftCardCode(code: string): string {
  const normal = normaliseGiftCardCode(code)
  return normal.length <= 4 ? normal : `${normal.slice(0, 4)}…`
}

export const GIFT_CARD_MESSAGES = {
  get sold() {
    return tr('messages:giftCards.giftCard.sold')
  },
  get refunded() {
    return tr('messages:giftCards.giftCard.refunded')
  },
  get codeFormat() {
    return tr('messages:giftCards.giftCard.codeFormat', {
      code: GIFT_CARD_LABELS.code,
      codeMin: GIFT_CARD_LIMITS.codeMin,
      codeMax: GIFT_CARD_LIMITS.codeMax,
    })
  },
  get codeTwice() {
    return tr('messages:giftCards.giftCard.codeTwice', { code: GIFT_CARD_LABELS.code })
  },
  codeTaken: (masked: string) => tr('messages:giftCards.giftCard.codeTaken', { code: GIFT_CARD_LABELS.code, masked }),
  get unknown() {
    return tr('messages:giftCards.giftCard.unknown', { code: GIFT_CARD_LABELS.code })
  },
  get notFound() {
    return tr('messages:giftCards.giftCard.notFound')
  },
  notEnough: (left: string, masked: string) => tr('messages:giftCards.giftCard.notEnough', { left, masked }),
  expired: (masked: string, date: string) => tr('messages:giftCards.giftCard.expired', { masked, date }),
  void: (masked: string) => tr('messages:giftCards.giftCard.void', { masked }),
  tenderedShort: (total: string) =>
    tr('messages:giftCards.giftCard.tenderedShort', { tendered: GIFT_CARD_LABELS.tendered, total }),
  get used() {
    return tr('messages:giftCards.giftCard.used')
  },
  get alreadyRefunded() {
    return tr('messages:giftCards.giftCard.alreadyRefunded')
  },
  giveBackTooMuch: (masked: string) => tr('messages:giftCards.giftCard.giveBackTooMuch', { masked }),
  tooManyChecks: (seconds: number) => tr('messages:giftCards.giftCard.tooManyChecks', { seconds }),
}

const cardCode = z
  .string({ error: () => FIELD_MESSAGES.text(GIFT_CARD_LABELS.code) })
  .nullish()
  .transform((value) => normaliseGiftCardCode(value ?? ''))
  .refine(
    (value) =>
      value === '' ||
      (value.length >= GIFT_CARD_LIMITS.codeMin &&
        value.length <= GIFT_CARD_LIMITS.codeMax &&
        /^[A-Z0-9]+$/.test(value)),
    says(() => GIFT_CARD_MESSAGES.codeFormat),
  )

const cardAmount = amount(GIFT_CARD_LABELS.amount, GIFT_CARD_LIMITS.max).refine(
  (value) => value >= GIFT_CARD_LIMITS.min,
  says(() => FIELD_MESSAGES.atLeast(GIFT_CARD_LABELS.amount, GIFT_CARD_LIMITS.min)),
)

/** POST /gift-cards: one or more cards sold on one document, paid by one method. */
export const giftCardSaleSchema = z
  .object({
    cards: z
      .array(z.object({ amount: cardAmount, code: cardCode }), {
        error: () => FIELD_MESSAGES.required(GIFT_CARD_LABELS.cards),
      })
      .min(
        1,
        says(() => FIELD_MESSAGES.required(GIFT_CARD_LABELS.cards)),
      )
      .max(
        GIFT_CARD_LIMITS.cards,
        says(() => CHECK_MESSAGES.giftCardsAtOnce(GIFT_CARD_LIMITS.cards)),
      ),
    customer_id: recordId(GIFT_CARD_LABELS.customer_id).nullish(),
    gateway: choice(GIFT_CARD_LABELS.gateway, GIFT_CARD_SALE_GATEWAYS),
    /** Cash: what the customer handed over; the change is the rest. Left out: the exact total. */
    tendered: amount(GIFT_CARD_LABELS.tendered).nullish(),
    note: optionalText('Note', 500),
  })
  .superRefine((sale, ctx) => {
    const seen = new Set<string>()
    sale.cards.forEach((card, index) => {
      if (card.code === '') return
      if (seen.has(card.code)) {
        ctx.addIssue({ code: 'custom', path: ['cards', index, 'code'], message: GIFT_CARD_MESSAGES.codeTwice })
      }
      seen.add(card.code)
    })
  })
export type GiftCardSaleInput = z.input<typeof giftCardSaleSchema>
export type GiftCardSaleRequest = z.output<typeof giftCardSaleSchema>

/** POST /gift-card-sales/:id/refund: the money goes back by this method. */
export const giftCardRefundSchema = z.object({ gateway: choice(GIFT_CARD_LABELS.gateway, GIFT_CARD_SALE_GATEWAYS) })
export type GiftCardRefundInput = z.input<typeof giftCardRefundSchema>

export const giftCardCodeParams = z.object({
  code: z
    .string()
    .max(64)
    .transform((value) => normaliseGiftCardCode(value)),
})

export const giftCardListQuerySchema = pagingQuerySchema.extend({
  customer_id: recordId(GIFT_CARD_LABELS.customer_id).optional(),
})
export type GiftCardListQuery = z.output<typeof giftCardListQuerySchema>

const cardSummary = {
  id: z.number().int(),
  code: z.string(),
  initial: z.number(),
  balance: z.number(),
  status: z.enum(GIFT_CARD_STATUSES),
  expires_at: z.string().nullable(),
  /** Past its expiry date (its balance released, or about to be by the next sweep). */
  expired: z.boolean(),
  created_at: z.string(),
}

export const giftCardListItemSchema = z.object({
  ...cardSummary,
  customer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  sale: z.object({ id: z.number().int(), key: z.string() }).nullable(),
})
export type GiftCardListItem = z.infer<typeof giftCardListItemSchema>

export const giftCardListSchema = z.object({ items: z.array(giftCardListItemSchema), total: z.number().int() })
export type GiftCardList = z.infer<typeof giftCardListSchema>

export const giftCardEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(GIFT_CARD_EVENT_TYPES),
  /** Signed: a use, an expiry or a refund of the card's sale is negative. */
  amount: z.number(),
  balance: z.number(),
  order: z.object({ id: z.number().int(), key: z.string() }).nullable(),
  note: z.string(),
  by: z.string(),
  created_at: z.string(),
})
export type GiftCardEvent = z.infer<typeof giftCardEventSchema>

/** GET /gift-cards/{code}: a card, its sale and its history, oldest first. */
export const giftCardDetailSchema = z.object({
  ...cardSummary,
  customer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  sale: z
    .object({
      id: z.number().int(),
      key: z.string(),
      refunded_at: z.string().nullable(),
      /** No card of it used or expired yet, and not refunded. */
      refundable: z.boolean(),
    })
    .nullable(),
  events: z.array(giftCardEventSchema),
})
export type GiftCardDetail = z.infer<typeof giftCardDetailSchema>

/** A gift-card sale, as its receipt prints it and its page shows it. */
export const giftCardSaleDocumentSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  total: z.number(),
  gateway: z.string(),
  tendered: z.number(),
  change: z.number(),
  customer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  ...customerLanguageField,
  by: z.string(),
  created_at: z.string(),
  refunded_at: z.string().nullable(),
  refundable: z.boolean(),
  cards: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      amount: z.number(),
      balance: z.number(),
      status: z.enum(GIFT_CARD_STATUSES),
      expires_at: z.string().nullable(),
      /** The code as a Code 128 barcode (an SVG data URL), for the receipt. */
      barcode: z.string(),
    }),
  ),
})
export type GiftCardSaleDocument = z.infer<typeof giftCardSaleDocumentSchema>

export const giftCardSaleAnswerSchema = z.object({ message: z.string(), sale: giftCardSaleDocumentSchema })
export type GiftCardSaleAnswer = z.infer<typeof giftCardSaleAnswerSchema>

/** The fixed amounts of the settings ("25, 50, 100"), in the currency's units; anything unreadable is left out. */
export function giftCardPresets(text: string): number[] {
  const amounts = text
    .split(/[,;\s]+/)
    .filter((part) => /^\d+(\.\d{1,2})?$/.test(part))
    .map((part) => Number(part))
    .filter((value) => value >= GIFT_CARD_LIMITS.min && value <= GIFT_CARD_LIMITS.max)
  return [...new Set(amounts)].slice(0, 8)
}
