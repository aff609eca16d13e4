import { z } from 'zod'
import './zod-messages.ts'
import { toCents } from '../money.ts'
import { prePaidExceedsTotal } from '../pricing/repairs.ts'

/**
 * Repairs (spec 001 §2 Repairs, §3 Repair, §7): request schemas, the answers and the texts.
 * The small field builders here are shared by the bills, buy-back and showcase schemas.
 */

export const MAX_AMOUNT = 99_999_999.99
/** A tracking key is 12 characters; anything much longer is not a key and is refused before any lookup. */
export const TRACKING_KEY_LENGTH = 12
export const TRACKING_KEY_MAX = 64
export const SEARCH_KEY_MAX = 100
/** Spec 001 §9: Complete=1, Pending=0. */
export const REPAIR_STATUSES = [
  { value: 1, text: 'Complete' },
  { value: 0, text: 'Pending' },
] as const
export type RepairStatus = 0 | 1

export const REPAIR_MESSAGES = {
  created: 'Repair has been saved.',
  updated: 'Repair has been updated.',
  removed: 'Repair has been removed.',
  markedComplete: 'Repair marked as complete.',
  markedPending: 'Repair marked as pending.',
  notFound: 'No repair matches this tracking ID.',
  tooManyTracks: (seconds: number) => `Too many tracking requests. Please try again in ${seconds} seconds.`,
  prePaidOverTotal: 'The prePaid may not be greater than the total amount.',
} as const

/** 'Complete @ {updated_at}' or 'Pending' (spec 001 §2 Repairs); the caller formats the date. */
export function trackingStatusText(status: RepairStatus, formattedUpdatedAt: string): string {
  return status === 1 ? `Complete @ ${formattedUpdatedAt}` : 'Pending'
}

// ---- Field builders ----------------------------------------------------------------------------------

export const requiredText = (field: string, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} may not be greater than ${max} characters.`)

export const optionalText = (field: string, max: number) =>
  z
    .string({ error: `The ${field} must be a string.` })
    .trim()
    .max(max, `The ${field} may not be greater than ${max} characters.`)
    .nullish()
    .transform((value) => value ?? '')

export const optionalEmail = (field: string) =>
  optionalText(field, 191).refine(
    (value) => value === '' || z.email().safeParse(value).success,
    `The ${field} must be a valid email address.`,
  )

function toNumber(value: number | string): number {
  return typeof value === 'number' ? value : value === '' ? Number.NaN : Number(value)
}

/** An amount of money on the wire: a decimal with at most two places, 0 or more. Services take cents. */
export const amount = (field: string) =>
  z
    .union([z.number(), z.string().trim()], { error: `The ${field} field is required.` })
    .transform((value, ctx) => {
      const number = toNumber(value)
      if (!Number.isFinite(number)) {
        ctx.addIssue({
          code: 'custom',
          message: value === '' ? `The ${field} field is required.` : `The ${field} must be a number.`,
        })
        return z.NEVER
      }
      return number
    })
    .pipe(
      z
        .number()
        // The bounds abort: a refinement of the whole request (totals, prePaid) never sees 1e300, which
        // no integer count of cents can hold, and the answer stays a 422 naming this field.
        .min(0, { message: `The ${field} must be at least 0.`, abort: true })
        .max(MAX_AMOUNT, { message: `The ${field} may not be greater than ${MAX_AMOUNT}.`, abort: true })
        .refine(
          (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
          `The ${field} may have at most 2 decimals.`,
        ),
    )

/** A tax rate in percent: 0 to 100 with at most two decimals. */
export const rate = (field: string) =>
  z
    .union([z.number(), z.string().trim()], { error: `The ${field} field is required.` })
    .transform((value, ctx) => {
      const number = toNumber(value)
      if (!Number.isFinite(number)) {
        ctx.addIssue({
          code: 'custom',
          message: value === '' ? `The ${field} field is required.` : `The ${field} must be a number.`,
        })
        return z.NEVER
      }
      return number
    })
    .pipe(
      z
        .number()
        .min(0, { message: `The ${field} must be at least 0.`, abort: true })
        .max(100, { message: `The ${field} may not be greater than 100.`, abort: true })
        .refine(
          (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
          `The ${field} may have at most 2 decimals.`,
        ),
    )

/** The key of the POS advanced searches (spec 001 §7: custom-product-search, repair-search). */
export const searchKeySchema = z.object({ key: requiredText('key', SEARCH_KEY_MAX) })
export type SearchKeyInput = z.input<typeof searchKeySchema>

// ---- Requests ----------------------------------------------------------------------------------------

export const repairInputSchema = z
  .object({
    name: requiredText('name', 191),
    email: optionalEmail('email'),
    phone: requiredText('phone', 30),
    address: optionalText('address', 500),
    issue: requiredText('issue', 2000),
    deviceName: requiredText('deviceName', 191),
    imei: optionalText('imei', 64),
    sNumber: optionalText('sNumber', 64),
    charges: amount('charges'),
    taxRate: rate('taxRate').default(0),
    prePaid: amount('prePaid').default(0),
    // Sent by the form (spec 001 §7: "form plus totalAmount, due"); the server recomputes and compares.
    totalAmount: amount('totalAmount').optional(),
    due: amount('due').optional(),
  })
  .superRefine((repair, ctx) => {
    const cents = { charges: toCents(repair.charges), taxRate: repair.taxRate, prePaid: toCents(repair.prePaid) }
    if (prePaidExceedsTotal(cents))
      ctx.addIssue({ code: 'custom', path: ['prePaid'], message: REPAIR_MESSAGES.prePaidOverTotal })
  })
export type RepairInput = z.input<typeof repairInputSchema>
export type RepairPayload = z.output<typeof repairInputSchema>

const statusValue = z
  .union([z.literal(0), z.literal(1), z.boolean(), z.literal('0'), z.literal('1')], {
    error: 'The selected status is invalid.',
  })
  .transform((value): RepairStatus => (value === 1 || value === true || value === '1' ? 1 : 0))

export const toggleRepairStatusSchema = z.object({ status: statusValue })
export type ToggleRepairStatusInput = z.input<typeof toggleRepairStatusSchema>

export const trackRepairSchema = z.object({
  key: z
    .string({ error: 'The key field is required.' })
    .trim()
    .min(1, 'The key field is required.')
    .max(TRACKING_KEY_MAX, `The key may not be greater than ${TRACKING_KEY_MAX} characters.`),
})
export type TrackRepairInput = z.input<typeof trackRepairSchema>

// ---- Answers -----------------------------------------------------------------------------------------

export interface RepairRecord {
  id: number
  key: string
  name: string
  email: string
  phone: string
  address: string
  issue: string
  deviceName: string
  imei: string
  sNumber: string
  charges: number
  taxRate: number
  taxAmount: number
  prePaid: number
  totalAmount: number
  due: number
  status: RepairStatus
  created_at: string
  updated_at: string
}

/** GET /repair/{id}: the job and a QR code (PNG data URL) that opens its public tracking page. */
export interface RepairDetail extends RepairRecord {
  qrcode: string
  trackingUrl: string
}

export type RepairListRow = Pick<
  RepairRecord,
  | 'id'
  | 'key'
  | 'name'
  | 'phone'
  | 'deviceName'
  | 'imei'
  | 'sNumber'
  | 'status'
  | 'charges'
  | 'prePaid'
  | 'totalAmount'
  | 'due'
  | 'created_at'
>

export type RepairSearchItem = Pick<
  RepairRecord,
  'id' | 'key' | 'name' | 'phone' | 'deviceName' | 'imei' | 'status' | 'totalAmount' | 'due' | 'created_at'
>

/** What a visitor with the key may see: never the customer's name, phone, email, address or money. */
export interface TrackedRepair {
  key: string
  deviceName: string
  issue: string
  imie: string
  status: RepairStatus
  created_at: string
  updated_at: string
}

export interface TrackRepairResponse {
  tracked: TrackedRepair
}
