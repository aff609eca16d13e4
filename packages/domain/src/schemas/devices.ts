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
import { MAX_RECORD_ID, optionalDate, recordId } from './fields.ts'
import { PAGING_LABELS, pagingQuerySchema } from './paging.ts'
import { posCustomProductSchema, productSearchItemSchema } from './pos.ts'
import { pageSchema } from './responses.ts'
import { tr } from '../i18n/translate.ts'
import { MESSAGES } from '../messages.ts'
import { textList } from '../text-map.ts'

/** Device units and their events (issue 29): the list and a unit's page. */

export const DEVICE_LIST_LABELS = {
  get status() {
    return tr('fields:devices.list.status')
  },
  get model() {
    return tr('fields:devices.list.model')
  },
  get grade() {
    return tr('fields:devices.list.grade')
  },
  get warehouse_id() {
    return tr('fields:devices.list.warehouse_id')
  },
  get min_age_days() {
    return tr('fields:devices.list.min_age_days')
  },
  get product_id() {
    return tr('fields:devices.list.product_id')
  },
  get customer_id() {
    return tr('fields:devices.list.customer_id')
  },
  get document_type() {
    return tr('fields:devices.list.document_type')
  },
  get document_id() {
    return tr('fields:devices.list.document_id')
  },
}

/** The longest age in stock the list filters by: ten years. */
export const MAX_AGE_DAYS = 3650

/** Grades the passport suggests; a shop may type its own (at most 16 characters). */
export const GRADE_SUGGESTIONS: readonly string[] = textList(['new', 'a', 'b', 'c', 'forParts'], (grade) =>
  tr(`fields:devices.gradeSuggestion.${grade}`),
)

/** Where a unit is, for the message that refuses a second one with the same identifier. */
export function unitWhereText(unit: { id: number; model: string; status: UnitStatus }, since: string | null): string {
  const values = {
    id: unit.id,
    model: unit.model,
    status: UNIT_STATUS_TEXT[unit.status].toLocaleLowerCase(),
    day: since?.slice(0, 10) ?? '',
  }
  if (unit.model)
    return since ? tr('messages:devices.where.modelSince', values) : tr('messages:devices.where.model', values)
  return since ? tr('messages:devices.where.since', values) : tr('messages:devices.where.plain', values)
}

export const DEVICE_MESSAGES = {
  /** A buy-back (or receipt) of an identifier whose unit the shop already holds. */
  alreadyHeld: (identifier: string, where: string) => tr('messages:devices.unit.alreadyHeld', { identifier, where }),
  /** An event the unit's status does not allow (a second sale, a refund of a unit never sold ...). */
  notAllowed: (event: string, where: string) => tr('messages:devices.unit.notAllowed', { event, where }),
  identifierTaken: (identifier: string, where: string) =>
    tr('messages:devices.unit.identifierTaken', { identifier, where }),
  // Selling units and holds (issue 29 items 4-6)
  /** The second sale of a unit: where it went. */
  soldAlready: (identifier: string, day: string, sale: string) =>
    tr('messages:devices.unit.soldAlready', { identifier, day, sale }),
  onHold: (day: string) => tr('messages:devices.unit.onHold', { day }),
  get holdEnded() {
    return tr('messages:devices.unit.holdEnded')
  },
  // Number(): the plural rules pick the form from a number, whatever a caller holds (a count read from a form).
  holdSet: (days: number) => tr('messages:devices.unit.holdSet', { count: Number(days) }),
  get notOnHold() {
    return tr('messages:devices.unit.notOnHold')
  },
  get released() {
    return tr('messages:devices.unit.released')
  },
  /** A sale line naming an identifier of no unit of its product. */
  unknownUnit: (label: string, product: string) => tr('messages:devices.unit.unknownUnit', { label, product }),
  get twiceOnSale() {
    return tr('messages:devices.unit.twiceOnSale')
  },
  get oneUnitPerLine() {
    return tr('messages:devices.unit.oneUnitPerLine')
  },
  /** A reason to keep a wrong IMEI check digit, sent by someone without the Device Override switch. */
  get overrideNotAllowed() {
    return tr('messages:devices.unit.overrideNotAllowed')
  },
  imeiOverridden: (reason: string) => tr('messages:devices.unit.imeiOverridden', { reason }),
  /** An offline sale of a unit the server could not sell (sold meanwhile, on hold, unknown). */
  offlineUnitConflict: (line: string, identifier: string, why: string) =>
    tr('messages:devices.unit.offlineUnitConflict', { line, identifier, why }),
}

export const DEVICE_RELEASE_LABELS = {
  get reason() {
    return tr('fields:devices.release.reason')
  },
}

/** POST /devices/:id/release: a hold ended early, by someone with the Device Override switch, with a reason. */
export const deviceReleaseSchema = z.object({
  reason: z
    .string({ error: () => FIELD_MESSAGES.text(DEVICE_RELEASE_LABELS.reason) })
    .trim()
    .min(1, { error: () => FIELD_MESSAGES.required(DEVICE_RELEASE_LABELS.reason) })
    .max(500, { error: () => FIELD_MESSAGES.maxChars(DEVICE_RELEASE_LABELS.reason, 500) }),
})
export type DeviceReleaseInput = z.input<typeof deviceReleaseSchema>

export const DEVICE_TAC_LABELS = {
  get tac() {
    return tr('fields:devices.tac.tac')
  },
}

/** GET /devices/models?tac=: the models the shop has seen with an IMEI's first 8 digits. */
export const deviceTacQuerySchema = z.object({
  tac: z
    .string({ error: () => FIELD_MESSAGES.text(DEVICE_TAC_LABELS.tac) })
    .trim()
    .regex(/^\d{8}$/, { error: () => tr('messages:devices.tacDigits') }),
})
export const deviceModelsSchema = z.object({ models: z.array(z.string()) })
export type DeviceModels = z.infer<typeof deviceModelsSchema>

export const deviceListQuerySchema = pagingQuerySchema.extend({
  // An identifier as printed: the dashes, dots and slashes of IMEIs and serials are allowed here, and
  // removed before the search (the other lists take letters, digits and spaces).
  search: z
    .string({ error: () => FIELD_MESSAGES.text(PAGING_LABELS.search) })
    .max(100, { error: () => FIELD_MESSAGES.maxChars(PAGING_LABELS.search, 100) })
    .transform((value) => value.trim())
    .refine((value) => /^[\p{L}\p{N} ./_-]*$/u.test(value), { error: () => MESSAGES.invalidSearch })
    .default(''),
  status: z.enum(UNIT_STATUSES, { error: () => FIELD_MESSAGES.selected(DEVICE_LIST_LABELS.status) }).optional(),
  model: z
    .string({ error: () => FIELD_MESSAGES.text(DEVICE_LIST_LABELS.model) })
    .trim()
    .max(191, { error: () => FIELD_MESSAGES.maxChars(DEVICE_LIST_LABELS.model, 191) })
    .optional()
    .transform((value) => value || undefined),
  grade: z
    .string({ error: () => FIELD_MESSAGES.text(DEVICE_LIST_LABELS.grade) })
    .trim()
    .max(16, { error: () => FIELD_MESSAGES.maxChars(DEVICE_LIST_LABELS.grade, 16) })
    .optional()
    .transform((value) => value || undefined),
  warehouse_id: z.coerce
    .number({ error: () => FIELD_MESSAGES.selected(DEVICE_LIST_LABELS.warehouse_id) })
    .int({ error: () => FIELD_MESSAGES.selected(DEVICE_LIST_LABELS.warehouse_id) })
    .positive({ error: () => FIELD_MESSAGES.selected(DEVICE_LIST_LABELS.warehouse_id) })
    .max(MAX_RECORD_ID, { error: () => FIELD_MESSAGES.selected(DEVICE_LIST_LABELS.warehouse_id) })
    .optional(),
  min_age_days: z.coerce
    .number({ error: () => FIELD_MESSAGES.number(DEVICE_LIST_LABELS.min_age_days) })
    .int({ error: () => FIELD_MESSAGES.integer(DEVICE_LIST_LABELS.min_age_days) })
    .min(0, { error: () => FIELD_MESSAGES.atLeast(DEVICE_LIST_LABELS.min_age_days, 0) })
    .max(MAX_AGE_DAYS, { error: () => FIELD_MESSAGES.atMost(DEVICE_LIST_LABELS.min_age_days, MAX_AGE_DAYS) })
    .optional(),
  // The panels of the product, customer, sale, buy-back and repair pages: the units each one holds.
  product_id: recordId(DEVICE_LIST_LABELS.product_id).optional(),
  customer_id: recordId(DEVICE_LIST_LABELS.customer_id).optional(),
  document_type: z
    .enum(DEVICE_DOCUMENT_TYPES, { error: () => FIELD_MESSAGES.selected(DEVICE_LIST_LABELS.document_type) })
    .optional(),
  document_id: recordId(DEVICE_LIST_LABELS.document_id).optional(),
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
  /** When it last came onto the shop's shelf (in stock, on hold, reserved, returned); null while it is not there. */
  shelved_at: z.string().nullable(),
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

/** The kinds of document a passport event names: an order by what it is (a sale, a refund, a purchase). */
export const PASSPORT_DOCUMENT_KINDS = [
  'sale',
  'refund',
  'purchase',
  'order',
  'buyback',
  'repair',
  'stockDocument',
] as const
export type PassportDocumentKind = (typeof PASSPORT_DOCUMENT_KINDS)[number]

const PASSPORT_DOCUMENT_KEYS: Record<PassportDocumentKind, string> = {
  sale: 'fields:devices.passportDocument.sale',
  refund: 'fields:devices.passportDocument.refund',
  purchase: 'fields:devices.passportDocument.purchase',
  order: 'fields:devices.passportDocument.order',
  buyback: 'fields:devices.passportDocument.buyback',
  repair: 'fields:devices.passportDocument.repair',
  stockDocument: 'fields:devices.passportDocument.stockDocument',
}

/** A passport event's document as staff name it ("Sale 00012", "Buy-back #4"), in the language of the moment. */
export function passportDocumentLabel(kind: PassportDocumentKind, number: string): string {
  return tr(PASSPORT_DOCUMENT_KEYS[kind], { number })
}

/**
 * An event on the passport: its document named as staff know it ("Sale 00012", "Buy-back #4") and who. The
 * kind and the number ("00012", "#4") come apart too, so the web names the document in its own language and
 * links a sale by its number without reading the words.
 */
export const devicePassportEventSchema = deviceEventSchema.extend({
  documentLabel: z.string(),
  documentKind: z.enum(PASSPORT_DOCUMENT_KINDS).nullable(),
  documentNumber: z.string(),
  userName: z.string(),
})

/** GET /devices/:id: the unit and its events, oldest first, with what the passport shows beside them. */
export const deviceDetailSchema = z.object({
  item: deviceUnitSchema.extend({
    events: z.array(devicePassportEventSchema),
    /** The catalogue product it is a unit of, by name; '' for a bought-back item or a customer's device. */
    productName: z.string(),
    warehouseName: z.string(),
    /** What the shop sells it for: its product's price, or its bought-back item's own; null when not the shop's to sell. */
    price: z.number().nullable(),
    /** Its last sale by the shop, while it is sold: when and on which sale. */
    sale: z.object({ at: z.string(), order_id: z.number().int(), key: z.string() }).nullable(),
    /** The customer the unit is reserved for (a note), while it is reserved. */
    reservedFor: z.string(),
  }),
})
export type DeviceDetail = z.infer<typeof deviceDetailSchema>

// ---- Managing a unit (deviceManage) -------------------------------------------------------------------

export const DEVICE_MANAGE_LABELS = {
  get grade() {
    return tr('fields:devices.manage.grade')
  },
  get warranty_until() {
    return tr('fields:devices.manage.warranty_until')
  },
  get note() {
    return tr('fields:devices.manage.note')
  },
  get reason() {
    return tr('fields:devices.manage.reason')
  },
  get warehouse_id() {
    return tr('fields:devices.manage.warehouse_id')
  },
}

/** PATCH /devices/:id: what staff set on a unit by hand: its grade and its warranty. */
export const deviceUpdateSchema = z.object({
  grade: z
    .string({ error: () => FIELD_MESSAGES.text(DEVICE_MANAGE_LABELS.grade) })
    .trim()
    .max(16, { error: () => FIELD_MESSAGES.maxChars(DEVICE_MANAGE_LABELS.grade, 16) }),
  warranty_until: optionalDate(DEVICE_MANAGE_LABELS.warranty_until),
})
export type DeviceUpdateInput = z.input<typeof deviceUpdateSchema>

const requiredNote = (label: () => string) =>
  z
    .string({ error: () => FIELD_MESSAGES.required(label()) })
    .trim()
    .min(1, { error: () => FIELD_MESSAGES.required(label()) })
    .max(300, { error: () => FIELD_MESSAGES.maxChars(label(), 300) })

/** POST /devices/:id/reserve: put aside for a customer, named in a note. */
export const deviceReserveSchema = z.object({ note: requiredNote(() => DEVICE_MANAGE_LABELS.note) })
/** POST /devices/:id/scrap: written off, with why. */
export const deviceScrapSchema = z.object({ reason: requiredNote(() => DEVICE_MANAGE_LABELS.reason) })
/** POST /devices/:id/transfer: moved to another warehouse. */
export const deviceTransferSchema = z.object({ warehouse_id: recordId(DEVICE_MANAGE_LABELS.warehouse_id) })

/** The answer of a unit's change: the unit as it is now. */
export const deviceChangedSchema = z.object({ message: z.string(), item: deviceUnitSchema })
export type DeviceChanged = z.infer<typeof deviceChangedSchema>

export const DEVICE_MANAGE_MESSAGES = {
  get updated() {
    return tr('messages:devices.manage.updated')
  },
  get reserved() {
    return tr('messages:devices.manage.reserved')
  },
  get unreserved() {
    return tr('messages:devices.manage.unreserved')
  },
  get scrapped() {
    return tr('messages:devices.manage.scrapped')
  },
  get transferred() {
    return tr('messages:devices.manage.transferred')
  },
  get sameWarehouse() {
    return tr('messages:devices.manage.sameWarehouse')
  },
}
// ---- The terminal's look-up of a scanned unit (issue 29 item 4) ----------------------------------------

export const POS_DEVICE_LABELS = {
  get code() {
    return tr('fields:devices.pos.code')
  },
}

/** GET /pos/device?code=: a full IMEI, MEID or serial, or an IMEI's last 6 digits. */
export const posDeviceQuerySchema = z.object({
  code: z
    .string({ error: () => FIELD_MESSAGES.text(POS_DEVICE_LABELS.code) })
    .trim()
    .min(1, { error: () => FIELD_MESSAGES.required(POS_DEVICE_LABELS.code) })
    .max(100, { error: () => FIELD_MESSAGES.maxChars(POS_DEVICE_LABELS.code, 100) }),
})

/**
 * The unit a code names, as the terminal adds it: its product (sold at the product's price, the line
 * carrying the unit's identifier in `field`) or the bought-back item (at its own price), and why it may not
 * be sold now (on hold until …, sold on … in sale …, in repair), null when it may.
 */
export const posDeviceSchema = z.object({
  device: z
    .object({
      id: z.number().int(),
      identifier: z.string(),
      field: z.enum(['imei', 'sNumber']),
      status: z.enum(UNIT_STATUSES),
      refusal: z.string().nullable(),
      product: productSearchItemSchema.nullable(),
      custom: posCustomProductSchema.nullable(),
    })
    .nullable(),
})
export type PosDevice = NonNullable<z.infer<typeof posDeviceSchema>['device']>
