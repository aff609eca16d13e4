import { z } from 'zod'
import './zod-messages.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { DEFAULT_GATEWAY, GATEWAYS } from '../constants.ts'
import { amount, choice, optionalText, requiredText } from './fields.ts'
import { messageResponseSchema, pageSchema } from './responses.ts'

/** Buy From Customer, the custom purchase (spec 001 §2, §3 Custom purchase, §7). Sent as multipart form-data. */

/** A drawn signature as a PNG data URL is a few tens of KB; anything near this limit is not a signature. */
export const MAX_SIGNATURE_DATA_URL = 700_000
export const PRIVATE_FILE_KINDS = ['sign', 'photo', 'docs'] as const
export type PrivateFileKind = (typeof PRIVATE_FILE_KINDS)[number]

/**
 * The Buy From Customer form's labels, which every message of the form names. The photo and identity
 * panels are titled Upload Photo and Upload Identity; their messages name what is uploaded.
 */
export const BUYBACK_LABELS = {
  fullName: 'Customer name',
  phone: 'Phone',
  address: 'Address',
  model: 'Device model',
  imei: 'IMEI',
  cost: 'Cost',
  price: 'Price',
  sign: 'Signature',
  photo: 'Photo',
  docs: 'Identity',
  image: 'Image',
  gateway: 'Paid by',
  imeiOverrideReason: 'Reason to keep this IMEI',
} as const

/** How a customer is paid for an item when the form does not say (issue 28): the usual way, in cash. */
export const BUYBACK_DEFAULT_GATEWAY = DEFAULT_GATEWAY

/** The ways a customer can be paid, in words, the usual one first. */
export const BUYBACK_PAID_BY: Readonly<Record<(typeof GATEWAYS)[number], string>> = {
  cash: 'Cash',
  card: 'Card',
  cheque: 'Cheque',
  other: 'Other',
}

export const BUYBACK_MESSAGES = {
  created: 'Item has been purchased from the customer.',
  updated: 'Item has been updated.',
  removed: 'Item has been removed.',
  imageUpdated: 'Image has been updated.',
  soldCannotRemove: 'This item has been sold: it stays on record and cannot be removed.',
  signRequired: FIELD_MESSAGES.required(BUYBACK_LABELS.sign),
  signInvalid: `The ${BUYBACK_LABELS.sign} must be a PNG or JPEG image as a data URL.`,
} as const

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
  gateway: choice(BUYBACK_LABELS.gateway, [...GATEWAYS, ''])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  sign: z
    .string({ error: BUYBACK_MESSAGES.signInvalid })
    .max(
      MAX_SIGNATURE_DATA_URL,
      `The ${BUYBACK_LABELS.sign} may not be greater than ${Math.floor(MAX_SIGNATURE_DATA_URL / 1000)} KB.`,
    )
    .nullish()
    .transform((value) => value ?? '')
    .refine(
      (value) => value === '' || /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/.test(value),
      BUYBACK_MESSAGES.signInvalid,
    ),
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
  updated_at: z.string(),
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
