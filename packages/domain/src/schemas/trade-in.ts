import { z } from 'zod'
import './zod-messages.ts'
import {
  CHECK_RESULTS,
  ID_TYPES,
  MAX_SIGNATURE_DATA_URL,
  SELLER_CHECK_LABELS,
  SELLER_CHECK_MESSAGES,
} from './seller-check.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { amount, choice, optionalText, requiredText } from './fields.ts'
import { tr } from '../i18n/translate.ts'

/**
 * Trade-in at the counter (issue 29, item 7): the device a customer hands in as part of a sale, with the
 * Buy From Customer form's fields. It becomes a buy-back record and a device unit in the sale's
 * transaction, and pays toward the sale by a method of its own (docs/decisions.md, "Trade-in").
 */

/** The payment method (gateway) a trade-in pays toward a sale with, and its payout is booked by. */
export const TRADE_IN_GATEWAY = 'trade-in'

/**
 * The trade-in dialog's labels, which every message names. They say "trade-in" where the sale screen has
 * a field of the same name (the sale's own price and total), and reuse the buy-back form's elsewhere.
 */
export const TRADE_IN_LABELS = {
  get fullName() {
    return tr('fields:tradeIn.fullName')
  },
  get phone() {
    return tr('fields:tradeIn.phone')
  },
  get address() {
    return tr('fields:tradeIn.address')
  },
  get idType() {
    return tr('fields:tradeIn.idType')
  },
  get idNumber() {
    return tr('fields:tradeIn.idNumber')
  },
  get sign() {
    return tr('fields:tradeIn.sign')
  },
  get model() {
    return tr('fields:tradeIn.model')
  },
  get imei() {
    return tr('fields:tradeIn.imei')
  },
  get cost() {
    return tr('fields:tradeIn.cost')
  },
  get price() {
    return tr('fields:tradeIn.price')
  },
  // The seller check's own labels, read through (a spread would copy their English at load).
  get checkService() {
    return SELLER_CHECK_LABELS.checkService
  },
  get checkReference() {
    return SELLER_CHECK_LABELS.checkReference
  },
  get checkResult() {
    return tr('fields:tradeIn.checkResult')
  },
}

export const TRADE_IN_MESSAGES = {
  /** A trade-in sent as something other than its fields. */
  get notATradeIn() {
    return tr('messages:tradeIn.notATradeIn')
  },
  get signRequired() {
    return FIELD_MESSAGES.required(TRADE_IN_LABELS.sign)
  },
  get signInvalid() {
    return tr('messages:tradeIn.signInvalid')
  },
  get checkRequired() {
    return SELLER_CHECK_MESSAGES.checkRequired
  },
  get checkServiceRequired() {
    return SELLER_CHECK_MESSAGES.checkServiceRequired
  },
  get checkReferenceRequired() {
    return SELLER_CHECK_MESSAGES.checkReferenceRequired
  },
  get flagged() {
    return SELLER_CHECK_MESSAGES.flagged
  },
  get offline() {
    return tr('messages:tradeIn.offline')
  },
  get unreadableImei() {
    return tr('messages:tradeIn.unreadableImei')
  },
  /** A traded-in item's value paid part of a sale: it changes only by refunding that sale. */
  get valueFixed() {
    return tr('messages:tradeIn.valueFixed')
  },
  get cannotRemove() {
    return tr('messages:tradeIn.cannotRemove')
  },
  /** Where a sale with a trade-in is refunded: the goods' money comes back, the device stays the shop's. */
  get refundNote() {
    return tr('messages:tradeIn.refundNote')
  },
}

/** The trade-in of POST /sale, as JSON (the signature is a data URL, as the buy-back form sends it). */
export const tradeInInputSchema = z.object(
  {
    fullName: requiredText(TRADE_IN_LABELS.fullName, 191),
    phone: requiredText(TRADE_IN_LABELS.phone, 30),
    address: optionalText(TRADE_IN_LABELS.address, 500),
    idType: choice(TRADE_IN_LABELS.idType, [...ID_TYPES, '']).default(''),
    idNumber: optionalText(TRADE_IN_LABELS.idNumber, 64),
    model: requiredText(TRADE_IN_LABELS.model, 191),
    // The unit is made from it: a trade-in without an identifier could not be told apart from another.
    imei: requiredText(TRADE_IN_LABELS.imei, 64),
    cost: amount(TRADE_IN_LABELS.cost).refine((value) => value > 0, {
      error: () => FIELD_MESSAGES.required(TRADE_IN_LABELS.cost),
    }),
    price: amount(TRADE_IN_LABELS.price),
    sign: z
      .string({ error: () => TRADE_IN_MESSAGES.signRequired })
      .max(MAX_SIGNATURE_DATA_URL, { error: () => TRADE_IN_MESSAGES.signInvalid })
      .min(1, { error: () => TRADE_IN_MESSAGES.signRequired })
      .refine((value) => /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/.test(value), {
        error: () => TRADE_IN_MESSAGES.signInvalid,
      }),
    checkService: optionalText(TRADE_IN_LABELS.checkService, 100),
    checkReference: optionalText(TRADE_IN_LABELS.checkReference, 100),
    checkResult: choice(TRADE_IN_LABELS.checkResult, [...CHECK_RESULTS, '']).default(''),
  },
  { error: () => TRADE_IN_MESSAGES.notATradeIn },
)
export type TradeInInput = z.input<typeof tradeInInputSchema>
export type TradeInPayload = z.output<typeof tradeInInputSchema>

/** A sale's trade-in as its receipt and invoice print it: the device and its value (a decimal, shown as minus). */
export const orderTradeInSchema = z.object({
  id: z.number().int(),
  model: z.string(),
  imei: z.string(),
  amount: z.number(),
})
export type OrderTradeIn = z.infer<typeof orderTradeInSchema>

/**
 * How a trade-in worth `value` settles a sale of `total` (cents): it pays `applied` of the sale; the
 * customer pays `net` by the sale's own method; what it is worth beyond the goods is paid out in cash.
 */
export function tradeInSplit(total: number, value: number): { applied: number; net: number; cashOut: number } {
  const applied = Math.min(Math.max(total, 0), Math.max(value, 0))
  return { applied, net: total - applied, cashOut: Math.max(value, 0) - applied }
}
