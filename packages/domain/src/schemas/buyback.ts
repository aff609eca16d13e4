import { z } from 'zod'
import './zod-messages.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { DEFAULT_GATEWAY, GATEWAYS } from '../constants.ts'
import { amount, choice, isCalendarDate, MAX_RECORD_ID, optionalText, requiredText } from './fields.ts'
import { STORE_CREDIT_GATEWAY } from './tenders.ts'
import { messageResponseSchema, pageSchema } from './responses.ts'
import {
  CHECK_RESULTS,
  ID_TYPES,
  MAX_SIGNATURE_DATA_URL,
  SELLER_CHECK_LABELS,
  SELLER_CHECK_MESSAGES,
} from './seller-check.ts'
import { tr } from '../i18n/translate.ts'
import { textList } from '../text-map.ts'
import { customerLanguageField } from './paper-language.ts'

export { CHECK_RESULT_TEXT, CHECK_RESULTS, ID_TYPES, MAX_SIGNATURE_DATA_URL, type CheckResult } from './seller-check.ts'

/** A calendar day, YYYY-MM-DD, that must be given. */
const requiredDate = (label: () => string) =>
  z
    .string({ error: () => FIELD_MESSAGES.required(label()) })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.required(label()) })
      else if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.date(label()) })
    })

/** Text a form may leave out: absent stays undefined (an edit then keeps what was recorded). */
const keptText = (label: () => string, max: number) =>
  z
    .string({ error: () => FIELD_MESSAGES.text(label()) })
    .trim()
    .max(max, { error: () => FIELD_MESSAGES.maxChars(label(), max) })
    .optional()

/** Buy From Customer, the custom purchase (spec 001 §2, §3 Custom purchase, §7). Sent as multipart form-data. */

export const PRIVATE_FILE_KINDS = ['sign', 'photo', 'docs', 'checkShot'] as const
export type PrivateFileKind = (typeof PRIVATE_FILE_KINDS)[number]

/**
 * The Buy From Customer form's labels, which every message of the form names. The photo and identity
 * panels are titled Upload Photo and Upload Identity; their messages name what is uploaded.
 */
export const BUYBACK_LABELS = {
  get fullName() {
    return tr('fields:buyback.form.fullName')
  },
  get phone() {
    return tr('fields:buyback.form.phone')
  },
  get address() {
    return tr('fields:buyback.form.address')
  },
  get model() {
    return tr('fields:buyback.form.model')
  },
  get imei() {
    return tr('fields:buyback.form.imei')
  },
  get cost() {
    return tr('fields:buyback.form.cost')
  },
  get price() {
    return tr('fields:buyback.form.price')
  },
  get sign() {
    return tr('fields:buyback.form.sign')
  },
  get photo() {
    return tr('fields:buyback.form.photo')
  },
  get docs() {
    return tr('fields:buyback.form.docs')
  },
  get image() {
    return tr('fields:buyback.form.image')
  },
  get gateway() {
    return tr('fields:buyback.form.gateway')
  },
  // Issue 31: whose store credit a buy-back paid in credit goes to.
  get customer_id() {
    return tr('fields:buyback.form.customer_id')
  },
  get idType() {
    return tr('fields:buyback.form.idType')
  },
  get idNumber() {
    return tr('fields:buyback.form.idNumber')
  },
  // The seller check's own labels, read through (a spread would copy their English at load).
  get checkService() {
    return SELLER_CHECK_LABELS.checkService
  },
  get checkReference() {
    return SELLER_CHECK_LABELS.checkReference
  },
  get checkResult() {
    return tr('fields:buyback.form.checkResult')
  },
  get checkShot() {
    return tr('fields:buyback.form.checkShot')
  },
  get imeiOverrideReason() {
    return tr('fields:buyback.form.imeiOverrideReason')
  },
}

/** How a customer is paid for an item when the form does not say (issue 28): the usual way, in cash. */
export const BUYBACK_DEFAULT_GATEWAY = DEFAULT_GATEWAY

/** The ways a customer can be paid, in words, the usual one first. */
export const BUYBACK_PAID_BY: Readonly<Record<BuybackGateway, string>> = {
  get cash() {
    return tr('fields:buyback.paidBy.cash')
  },
  get card() {
    return tr('fields:buyback.paidBy.card')
  },
  get cheque() {
    return tr('fields:buyback.paidBy.cheque')
  },
  get other() {
    return tr('fields:buyback.paidBy.other')
  },
  get credit() {
    return tr('fields:buyback.paidBy.credit')
  },
}

/** The ways a customer may be paid for an item: money, or store credit (issue 31, item 2). */
export const BUYBACK_GATEWAYS = [...GATEWAYS, STORE_CREDIT_GATEWAY] as const
export type BuybackGateway = (typeof BUYBACK_GATEWAYS)[number]

/**
 * What a customer is offered in store credit for an item worth `cost` cents: the value and the shop's bonus
 * on it (pos.creditBonusRate, percent), rounded to the cent. Shown before they choose, and issued as such.
 */
export function creditOffer(cost: number, bonusRate: number): { bonus: number; total: number } {
  const bonus = Math.round((cost * bonusRate) / 100)
  return { bonus, total: cost + bonus }
}

export const BUYBACK_MESSAGES = {
  get created() {
    return tr('messages:buyback.created')
  },
  get updated() {
    return tr('messages:buyback.updated')
  },
  get removed() {
    return tr('messages:buyback.removed')
  },
  get imageUpdated() {
    return tr('messages:buyback.imageUpdated')
  },
  get soldCannotRemove() {
    return tr('messages:buyback.soldCannotRemove')
  },
  /** Issue 31: store credit went to the customer's balance; the item's value and payout stay as issued. */
  get creditNeedsCustomer() {
    return tr('messages:buyback.creditNeedsCustomer')
  },
  get creditFixed() {
    return tr('messages:buyback.creditFixed')
  },
  get creditOnlyAtPurchase() {
    return tr('messages:buyback.creditOnlyAtPurchase')
  },
  get creditKept() {
    return tr('messages:buyback.creditKept')
  },
  get signRequired() {
    return FIELD_MESSAGES.required(BUYBACK_LABELS.sign)
  },
  get signInvalid() {
    return tr('messages:buyback.signInvalid')
  },
  get signTooLarge() {
    return tr('messages:buyback.signTooLarge', { kilobytes: Math.floor(MAX_SIGNATURE_DATA_URL / 1000) })
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
  get toBeforeFrom() {
    return tr('messages:buyback.policeRegister.toBeforeFrom')
  },
  get periodTooLong() {
    return tr('messages:buyback.policeRegister.periodTooLong', { days: POLICE_REGISTER_MAX_DAYS })
  },
}

export const customProductInputSchema = z.object({
  fullName: requiredText(BUYBACK_LABELS.fullName, 191),
  phone: requiredText(BUYBACK_LABELS.phone, 30),
  address: optionalText(BUYBACK_LABELS.address, 500),
  model: requiredText(BUYBACK_LABELS.model, 191),
  imei: optionalText(BUYBACK_LABELS.imei, 64),
  /** Issue 29 (beyond the spec's form): keeps a 15-digit IMEI whose check digit is wrong (Device Override). */
  imeiOverrideReason: optionalText(BUYBACK_LABELS.imeiOverrideReason, 500),
  cost: amount(BUYBACK_LABELS.cost),
  price: amount(BUYBACK_LABELS.price),
  /**
   * How the customer was paid (issue 28; beyond the spec's form, so optional): a new item without it was
   * paid in cash, an edit without it keeps what was recorded. An empty form field counts as absent.
   */
  gateway: choice(BUYBACK_LABELS.gateway, [...BUYBACK_GATEWAYS, ''])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  // Issue 31: the customer whose store credit is paid, needed when the item is paid in store credit.
  // A form field: its text is the customer's id, empty for none.
  customer_id: z
    .string({ error: () => FIELD_MESSAGES.selected(BUYBACK_LABELS.customer_id) })
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined
      const id = Number(value)
      if (Number.isInteger(id) && id > 0 && id <= MAX_RECORD_ID) return id
      ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.selected(BUYBACK_LABELS.customer_id) })
      return z.NEVER
    }),
  sign: z
    .string({ error: () => BUYBACK_MESSAGES.signInvalid })
    .max(MAX_SIGNATURE_DATA_URL, { error: () => BUYBACK_MESSAGES.signTooLarge })
    .nullish()
    .transform((value) => value ?? '')
    .refine((value) => value === '' || /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/.test(value), {
      error: () => BUYBACK_MESSAGES.signInvalid,
    }),
  // Issue 29 (beyond the spec's form, so optional): the seller's identity document, and the stolen-device
  // check (its screenshot is a file part, checkShot, like the photo and the identity). A new item without
  // them has none; an edit without them keeps what was recorded, as for the gateway.
  idType: choice(BUYBACK_LABELS.idType, [...ID_TYPES, '']).optional(),
  idNumber: keptText(() => BUYBACK_LABELS.idNumber, 64),
  checkService: keptText(() => BUYBACK_LABELS.checkService, 100),
  checkReference: keptText(() => BUYBACK_LABELS.checkReference, 100),
  checkResult: choice(BUYBACK_LABELS.checkResult, [...CHECK_RESULTS, '']).optional(),
})
export type CustomProductInput = z.input<typeof customProductInputSchema>
export type CustomProductPayload = z.output<typeof customProductInputSchema>

// ---- Answers -----------------------------------------------------------------------------------------

const sold01 = z.literal([0, 1])

export const customProductListRowSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  image: z.string().nullable(),
  fullName: z.string(),
  phone: z.string(),
  model: z.string(),
  imei: z.string(),
  cost: z.number(),
  price: z.number(),
  isSold: sold01,
  barcode: z.string(),
})
export type CustomProductListRow = z.infer<typeof customProductListRowSchema>
export const customProductListSchema = pageSchema(customProductListRowSchema)

/** The full record; sign, photo and docs are addresses of the gated file route, or null when absent. */
export const customProductRecordSchema = customProductListRowSchema.extend({
  address: z.string(),
  /** How the customer was paid (issue 28): a gateway; null for an item bought before payouts were recorded. */
  gateway: z.string().nullable(),
  sign: z.string().nullable(),
  photo: z.string().nullable(),
  docs: z.string().nullable(),
  /** Issue 29: the seller's identity document and the stolen-device check ('' when none was recorded). */
  idType: z.string(),
  idNumber: z.string(),
  checkService: z.string(),
  checkReference: z.string(),
  checkResult: z.string(),
  checkShot: z.string().nullable(),
  updated_at: z.string(),
  // Issue 32: the seller's language (a customer of the shop's), which the printed receipt reads in.
  ...customerLanguageField,
})
export type CustomProductRecord = z.infer<typeof customProductRecordSchema>
export const customProductResponseSchema = z.object({ item: customProductRecordSchema })

export const customProductCreatedSchema = messageResponseSchema.extend({ item: z.object({ id: z.number().int() }) })

/** The POS advanced search result (spec 001 §3: created_at, key, fullName, phone, imie, isSold). */
export const customProductSearchItemSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  key: z.string(),
  fullName: z.string(),
  phone: z.string(),
  imie: z.string(),
  isSold: sold01,
  model: z.string(),
  price: z.number(),
})
export type CustomProductSearchItem = z.infer<typeof customProductSearchItemSchema>
export const customProductSearchSchema = z.object({ items: z.array(customProductSearchItemSchema) })

// ---- The police register (issue 29, item 6) ----------------------------------------------------------

export const POLICE_REGISTER_LABELS = {
  get from() {
    return tr('fields:buyback.policeRegister.from')
  },
  get to() {
    return tr('fields:buyback.policeRegister.to')
  },
}

/** The longest period one export covers: a year of a busy shop's buy-backs is a few thousand rows. */
export const POLICE_REGISTER_MAX_DAYS = 366

/** GET /custom-product-police-register?from=&to=: the shop's calendar days, both included. */
export const policeRegisterQuerySchema = z
  .object({
    from: requiredDate(() => POLICE_REGISTER_LABELS.from),
    to: requiredDate(() => POLICE_REGISTER_LABELS.to),
  })
  .superRefine((query, ctx) => {
    // Checked only between two real days: a missing or malformed one has its own message.
    if (!isCalendarDate(query.from) || !isCalendarDate(query.to)) return
    if (query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: BUYBACK_MESSAGES.toBeforeFrom })
    } else if (Date.parse(query.to) - Date.parse(query.from) >= POLICE_REGISTER_MAX_DAYS * 86_400_000) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: BUYBACK_MESSAGES.periodTooLong,
      })
    }
  })
export type PoliceRegisterQuery = z.output<typeof policeRegisterQuerySchema>

/** The register's columns, as the file's first row names them. */
export const POLICE_REGISTER_HEADER: readonly string[] = textList(
  ['date', 'sellerName', 'idType', 'idNumber', 'device', 'imei', 'pricePaid'],
  (column) => tr(`fields:buyback.policeRegister.column.${column}`),
)
