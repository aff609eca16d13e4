import { z } from 'zod'
import './zod-messages.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { recordId, wholeNumber } from './fields.ts'
import { tr } from '../i18n/translate.ts'
import { REPAIR_PARAM_LABELS } from './repair-params.ts'
import { textMap } from '../text-map.ts'

/** Parts of a repair (issue 30, item 4): reserved from stock, consumed at completion, or ordered. */

export const REPAIR_PART_STATES = ['reserved', 'consumed', 'released', 'ordered'] as const
export type RepairPartState = (typeof REPAIR_PART_STATES)[number]

/** A part's state in words, as its chip on the repair page reads. */
export const REPAIR_PART_STATE_LABELS: Readonly<Record<RepairPartState, string>> = textMap(
  REPAIR_PART_STATES,
  (state) => tr(`fields:repairs.partState.${state}`),
)

export const REPAIR_PART_LABELS = {
  get productId() {
    return tr('fields:repairs.parts.productId')
  },
  get warehouseId() {
    return tr('fields:repairs.parts.warehouseId')
  },
  get qty() {
    return tr('fields:repairs.parts.qty')
  },
  get unitId() {
    return tr('fields:repairs.parts.unitId')
  },
  get order() {
    return tr('fields:repairs.parts.order')
  },
}

/** The most units of one part a ticket takes in one line. */
export const MAX_REPAIR_PART_QTY = 999

export const REPAIR_PART_MESSAGES = {
  reserved: (name: string) => tr('messages:repairs.parts.reserved', { name }),
  ordered: (name: string, purchase: string) => tr('messages:repairs.parts.ordered', { name, purchase }),
  get released() {
    return tr('messages:repairs.parts.released')
  },
  get unknownProduct() {
    return tr('messages:repairs.parts.unknownProduct')
  },
  get unknownWarehouse() {
    return tr('messages:repairs.parts.unknownWarehouse')
  },
  unitRequired: (name: string) => tr('messages:repairs.parts.unitRequired', { name }),
  get unknownUnit() {
    return tr('messages:repairs.parts.unknownUnit')
  },
  get serialQty() {
    return tr('messages:repairs.parts.serialQty')
  },
  get notReleasable() {
    return tr('messages:repairs.parts.notReleasable')
  },
  get closedTicket() {
    return tr('messages:repairs.parts.closedTicket')
  },
  noSupplier: (name: string) => tr('messages:repairs.parts.noSupplier', { name }),
  reservedForRepair: (repair: string) => tr('messages:repairs.parts.reservedForRepair', { repair }),
  purchaseNote: (repair: string) => tr('messages:repairs.parts.purchaseNote', { repair }),
  get partsArrived() {
    return tr('messages:repairs.parts.partsArrived')
  },
  /** The history's line of a part. */
  eventReserved: (qty: number, name: string) => tr('messages:repairs.parts.eventReserved', { qty, name }),
  eventReleased: (qty: number, name: string) => tr('messages:repairs.parts.eventReleased', { qty, name }),
  eventConsumed: (qty: number, name: string) => tr('messages:repairs.parts.eventConsumed', { qty, name }),
  eventOrdered: (qty: number, name: string, purchase: string) =>
    tr('messages:repairs.parts.eventOrdered', { qty, name, purchase }),
  eventReceived: (qty: number, name: string, purchase: string) =>
    tr('messages:repairs.parts.eventReceived', { qty, name, purchase }),
}

/** POST /repair/{id}/parts: a product from stock (a warehouse's, or its basic qty), or ordered when `order`. */
export const repairPartInputSchema = z.object({
  productId: recordId(REPAIR_PART_LABELS.productId),
  warehouseId: recordId(REPAIR_PART_LABELS.warehouseId).nullish(),
  qty: wholeNumber(REPAIR_PART_LABELS.qty, { min: 1, max: MAX_REPAIR_PART_QTY }),
  unitId: recordId(REPAIR_PART_LABELS.unitId).nullish(),
  order: z.boolean({ error: () => FIELD_MESSAGES.trueOrFalse(REPAIR_PART_LABELS.order) }).default(false),
})
export type RepairPartInput = z.output<typeof repairPartInputSchema>
/** What the Parts panel sends. */
export type RepairPartRequest = z.input<typeof repairPartInputSchema>

export const repairPartParamsSchema = z.object({
  id: recordId(REPAIR_PARAM_LABELS.repair),
  partId: recordId(REPAIR_PARAM_LABELS.part),
})

const named = z.object({ id: z.number().int(), name: z.string() })

/** A part as GET /repair/{id} lists it: money in decimals. */
export const repairPartSchema = z.object({
  id: z.number().int(),
  product: named.extend({ sku: z.string() }),
  /** Null: the product's basic qty. */
  warehouse: named.nullable(),
  qty: z.number().int(),
  /** The selling price of one unit when it was added. */
  price: z.number(),
  state: z.enum(REPAIR_PART_STATES),
  /** The serial-tracked unit, by its IMEI or serial. */
  unit: z.object({ id: z.number().int(), identifier: z.string() }).nullable(),
  /** The purchase order an ordered part came, or comes, on. */
  purchase: z.object({ id: z.number().int(), key: z.string() }).nullable(),
  created_at: z.string(),
})
export type RepairPart = z.infer<typeof repairPartSchema>

export const repairPartAddedSchema = z.object({ message: z.string(), part: repairPartSchema })
export type RepairPartAdded = z.infer<typeof repairPartAddedSchema>

/** GET /repair-part-stock/{productId}: where a product may be reserved from, for the Parts panel. */
export const repairPartStockSchema = z.object({
  product: named.extend({ sku: z.string(), serialTracked: z.boolean(), price: z.number() }),
  /** Each warehouse holding it (or its basic qty, warehouse null): on hand, held for repairs, available. */
  places: z.array(
    z.object({
      warehouse: named.nullable(),
      onHand: z.number().int(),
      reserved: z.number().int(),
      available: z.number().int(),
      /** Where the terminal sells it from: reserved from here when no warehouse is chosen. */
      sellsFrom: z.boolean(),
    }),
  ),
  /** A serial-tracked product's units in stock, which a part may name. */
  units: z.array(z.object({ id: z.number().int(), identifier: z.string(), warehouseId: z.number().int().nullable() })),
})
export type RepairPartStock = z.infer<typeof repairPartStockSchema>
