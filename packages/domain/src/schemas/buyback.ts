import { z } from 'zod'
import './zod-messages.ts'
import { amount, optionalText, requiredText } from './repairs.ts'

/** Buy From Customer, the custom purchase (spec 001 §2, §3 Custom purchase, §7). Sent as multipart form-data. */

/** A drawn signature as a PNG data URL is a few tens of KB; anything near this limit is not a signature. */
export const MAX_SIGNATURE_DATA_URL = 700_000
export const PRIVATE_FILE_KINDS = ['sign', 'photo', 'docs'] as const
export type PrivateFileKind = (typeof PRIVATE_FILE_KINDS)[number]

export const BUYBACK_MESSAGES = {
  created: 'Item has been purchased from the customer.',
  updated: 'Item has been updated.',
  removed: 'Item has been removed.',
  imageUpdated: 'Image has been updated.',
  soldCannotRemove: 'This item has been sold: it stays on record and cannot be removed.',
  signRequired: 'The sign field is required.',
  signInvalid: 'The sign must be a PNG or JPEG image as a data URL.',
} as const

export const customProductInputSchema = z.object({
  fullName: requiredText('fullName', 191),
  phone: requiredText('phone', 30),
  address: optionalText('address', 500),
  model: requiredText('model', 191),
  imei: optionalText('imei', 64),
  cost: amount('cost'),
  price: amount('price'),
  sign: z
    .string({ error: BUYBACK_MESSAGES.signInvalid })
    .max(MAX_SIGNATURE_DATA_URL, `The sign may not be greater than ${Math.floor(MAX_SIGNATURE_DATA_URL / 1000)} KB.`)
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
