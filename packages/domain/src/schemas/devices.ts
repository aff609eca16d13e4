import { z } from 'zod'
import './zod-messages.ts'
import {
  DEVICE_DOCUMENT_TYPES,
  DEVICE_EVENT_TYPES,
  IDENTIFIER_KINDS,
  UNIT_OWNERS,
  UNIT_STATUSES,
  UNIT_STATUS_TEXT,
  type UnitStatus,
} from '../devices.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { MAX_RECORD_ID } from './fields.ts'
import { PAGING_LABELS, pagingQuerySchema } from './paging.ts'
import { pageSchema } from './responses.ts'

/** Device units and their events (issue 29): the list and a unit's page. */

export const DEVICE_LIST_LABELS = {
  status: 'Status',
  model: 'Model',
  grade: 'Grade',
  warehouse_id: 'Warehouse',
} as const

/** Where a unit is, for the message that refuses a second one with the same identifier. */
export function unitWhereText(unit: { id: number; model: string; status: UnitStatus }, since: string | null): string {
  const day = since ? ` since ${since.slice(0, 10)}` : ''
  return `device #${unit.id}${unit.model ? ` (${unit.model})` : ''}, ${UNIT_STATUS_TEXT[unit.status].toLowerCase()}${day}`
}

export const DEVICE_MESSAGES = {
  /** A buy-back (or receipt) of an identifier whose unit the shop already holds. */
  alreadyHeld: (identifier: string, where: string) =>
    `The device with identifier ${identifier} is already with the shop: ${where}.`,
  /** An event the unit's status does not allow (a second sale, a refund of a unit never sold ...). */
  notAllowed: (event: string, where: string) => `This device cannot be ${event} now: ${where}.`,
  identifierTaken: (identifier: string, where: string) =>
    `The identifier ${identifier} already belongs to another device: ${where}.`,
} as const

export const deviceListQuerySchema = pagingQuerySchema.extend({
  // An identifier as printed: the dashes, dots and slashes of IMEIs and serials are allowed here, and
  // removed before the search (the other lists take letters, digits and spaces).
  search: z
    .string({ error: FIELD_MESSAGES.text(PAGING_LABELS.search) })
    .max(100, FIELD_MESSAGES.maxChars(PAGING_LABELS.search, 100))
    .transform((value) => value.trim())
    .refine((value) => /^[\p{L}\p{N} ./_-]*$/u.test(value), 'Invalid input !')
    .default(''),
  status: z.enum(UNIT_STATUSES, { error: FIELD_MESSAGES.selected(DEVICE_LIST_LABELS.status) }).optional(),
  model: z
    .string({ error: FIELD_MESSAGES.text(DEVICE_LIST_LABELS.model) })
    .trim()
    .max(191, FIELD_MESSAGES.maxChars(DEVICE_LIST_LABELS.model, 191))
    .optional()
    .transform((value) => value || undefined),
  grade: z
    .string({ error: FIELD_MESSAGES.text(DEVICE_LIST_LABELS.grade) })
    .trim()
    .max(16, FIELD_MESSAGES.maxChars(DEVICE_LIST_LABELS.grade, 16))
    .optional()
    .transform((value) => value || undefined),
  warehouse_id: z.coerce
    .number({ error: FIELD_MESSAGES.selected(DEVICE_LIST_LABELS.warehouse_id) })
    .int(FIELD_MESSAGES.selected(DEVICE_LIST_LABELS.warehouse_id))
    .positive(FIELD_MESSAGES.selected(DEVICE_LIST_LABELS.warehouse_id))
    .max(MAX_RECORD_ID, FIELD_MESSAGES.selected(DEVICE_LIST_LABELS.warehouse_id))
    .optional(),
})
export type DeviceListQuery = z.output<typeof deviceListQuerySchema>

// ---- Answers -----------------------------------------------------------------------------------------

const stolenCheckSchema = z.object({
  service: z.string(),
  reference: z.string(),
  result: z.string(),
  by: z.number().int().nullable(),
  at: z.string(),
})

export const deviceUnitSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IDENTIFIER_KINDS),
  imei1: z.string().nullable(),
  imei2: z.string().nullable(),
  serial: z.string().nullable(),
  product_id: z.number().int().nullable(),
  model: z.string(),
  owner: z.enum(UNIT_OWNERS),
  customer_id: z.number().int().nullable(),
  ownerName: z.string(),
  ownerPhone: z.string(),
  status: z.enum(UNIT_STATUSES),
  warehouse_id: z.number().int().nullable(),
  /** What the shop paid for it, in the shop's currency (decimals, as every amount on the wire). */
  cost: z.number(),
  grade: z.string(),
  warranty_until: z.string().nullable(),
  hold_until: z.string().nullable(),
  /** The last check against a stolen-device register; null until one is recorded. */
  stolenCheck: stolenCheckSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type DeviceUnit = z.infer<typeof deviceUnitSchema>
export const deviceListSchema = pageSchema(deviceUnitSchema)

export const deviceEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(DEVICE_EVENT_TYPES),
  at: z.string(),
  /** The purchase, buy-back, sale, refund, repair or stock document the event belongs to. */
  document: z.object({ type: z.enum(DEVICE_DOCUMENT_TYPES), id: z.number().int() }).nullable(),
  user_id: z.number().int().nullable(),
  note: z.string(),
})
export type DeviceEvent = z.infer<typeof deviceEventSchema>

/** GET /devices/:id: the unit and its events, oldest first. */
export const deviceDetailSchema = z.object({ item: deviceUnitSchema.extend({ events: z.array(deviceEventSchema) }) })
export type DeviceDetail = z.infer<typeof deviceDetailSchema>
