import { z } from 'zod'
import './zod-messages.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { amount, optionalText, requiredText } from './fields.ts'

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
} as const

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
  cost: amount(BUYBACK_LABELS.cost),
  price: amount(BUYBACK_LABELS.price),
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

export interface CustomProductListRow {
  id: number
  created_at: string
  image: string | null
  fullName: string
  phone: string
  model: string
  imei: string
  cost: number
  price: number
  isSold: 0 | 1
  barcode: string
}

/** The full record; sign, photo and docs are addresses of the gated file route, or null when absent. */
export interface CustomProductRecord extends CustomProductListRow {
  address: string
  sign: string | null
  photo: string | null
  docs: string | null
  updated_at: string
}

/** The POS advanced search result (spec 001 §3: created_at, key, fullName, phone, imie, isSold). */
export interface CustomProductSearchItem {
  id: number
  created_at: string
  key: string
  fullName: string
  phone: string
  imie: string
  isSold: 0 | 1
  model: string
  price: number
}
