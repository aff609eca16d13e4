import { z } from 'zod'
import './zod-messages.ts'
import { GATEWAYS } from '../constants.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { amount, choice, optionalText, says } from './fields.ts'
import { tr } from '../i18n/translate.ts'

/**
 * Money at the counter (issue 31, item 2): the ways a customer pays beyond the spec's four gateways.
 * A sale, a payment on an order or a gift-card sale may be paid by several tenders at once; each becomes a
 * payment row with its gateway. Store credit and gift cards are stored value: paying with them takes the
 * amount off a balance in the payment's transaction, by a guarded update that never goes below zero.
 */

/** The customer's store credit as a payment method (credit_events, issue 31, item 1). */
export const STORE_CREDIT_GATEWAY = 'credit'
/** A gift card's balance as a payment method, named by the card's code. */
export const GIFT_CARD_GATEWAY = 'gift-card'

/** Every method a tender may name: the spec's four, store credit and gift card. */
export const TENDER_GATEWAYS = [...GATEWAYS, STORE_CREDIT_GATEWAY, GIFT_CARD_GATEWAY] as const
export type TenderGateway = (typeof TENDER_GATEWAYS)[number]

/** Most tenders on one sale: cash, two cards, credit and a few gift cards. */
export const MAX_TENDERS = 8

export const TENDER_LABELS = {
  get tenders() {
    return tr('fields:tenders.tender.tenders')
  },
  get gateway() {
    return tr('fields:tenders.tender.gateway')
  },
  get amount() {
    return tr('fields:tenders.tender.amount')
  },
  get code() {
    return tr('fields:tenders.tender.code')
  },
}

export const TENDER_MESSAGES = {
  get zero() {
    return tr('messages:tenders.tender.zero', { amount: TENDER_LABELS.amount })
  },
  get codeRequired() {
    return tr('messages:tenders.tender.codeRequired', { code: TENDER_LABELS.code })
  },
  get tooMany() {
    return tr('messages:tenders.tender.tooMany', { maxTenders: MAX_TENDERS, tenders: TENDER_LABELS.tenders })
  },
  /** The tenders do not add up to what is to be paid (a live sale is paid in full). */
  notTheTotal: (paid: string, payable: string) => tr('messages:tenders.tender.notTheTotal', { paid, payable }),
  /** More than is to be paid: only cash gives change, and it is the tendered amount that says so. */
  moreThanTotal: (paid: string, payable: string) => tr('messages:tenders.tender.moreThanTotal', { paid, payable }),
  get creditNeedsCustomer() {
    return tr('messages:tenders.tender.creditNeedsCustomer')
  },
  get refundCreditNeedsCustomer() {
    return tr('messages:tenders.tender.refundCreditNeedsCustomer')
  },
  get offline() {
    return tr('messages:tenders.tender.offline')
  },
  get giftCardsPaySales() {
    return tr('messages:tenders.tender.giftCardsPaySales')
  },
}

/** One way a customer pays part of a total. */
export const tenderSchema = z
  .object({
    gateway: choice(TENDER_LABELS.gateway, TENDER_GATEWAYS),
    amount: amount(TENDER_LABELS.amount).refine(
      (value) => value > 0,
      says(() => TENDER_MESSAGES.zero),
    ),
    code: optionalText(TENDER_LABELS.code, 32),
  })
  .superRefine((tender, ctx) => {
    if (tender.gateway === GIFT_CARD_GATEWAY && tender.code.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['code'], message: TENDER_MESSAGES.codeRequired })
    }
  })
export type TenderInput = z.input<typeof tenderSchema>
export type Tender = z.output<typeof tenderSchema>

export const tendersSchema = z
  .array(tenderSchema, { error: () => FIELD_MESSAGES.required(TENDER_LABELS.tenders) })
  .min(
    1,
    says(() => FIELD_MESSAGES.required(TENDER_LABELS.tenders)),
  )
  .max(
    MAX_TENDERS,
    says(() => TENDER_MESSAGES.tooMany),
  )

/** Stored value: paying with it moves a balance, so it needs the till online and the server's check. */
export function isStoredValue(gateway: string): boolean {
  return gateway === STORE_CREDIT_GATEWAY || gateway === GIFT_CARD_GATEWAY
}

/** How the reports name a payment's gateway (the method the customer paid with). */
const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  get cash() {
    return tr('fields:tenders.paymentMethod.cash')
  },
  get card() {
    return tr('fields:tenders.paymentMethod.card')
  },
  get cheque() {
    return tr('fields:tenders.paymentMethod.cheque')
  },
  get other() {
    return tr('fields:tenders.paymentMethod.other')
  },
  // A device handed in toward a sale (issue 29, item 7).
  get ['trade-in']() {
    return tr('fields:tenders.paymentMethod.tradeIn')
  },
  // Stored value (issue 31, item 2).
  get credit() {
    return tr('fields:tenders.paymentMethod.credit')
  },
  get ['gift-card']() {
    return tr('fields:tenders.paymentMethod.giftCard')
  },
}

export function paymentMethodLabel(gateway: string): string {
  const known = PAYMENT_METHOD_LABELS[gateway]
  if (known) return known
  return gateway ? `${gateway.charAt(0).toUpperCase()}${gateway.slice(1)}` : 'Not recorded'
}
