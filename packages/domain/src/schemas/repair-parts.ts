import { z } from 'zod'
import './zod-messages.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { recordId, wholeNumber } from './fields.ts'

/** Parts of a repair (issue 30, item 4): reserved from stock, consumed at completion, or ordered. */

export const REPAIR_PART_STATES = ['reserved', 'consumed', 'released', 'ordered'] as const
export type RepairPartState = (typeof REPAIR_PART_STATES)[number]

/** A part's state in words, as its chip on the repair page reads. */
export const REPAIR_PART_STATE_LABELS: Record<RepairPartState, string> = {
  reserved: 'Reserved',
  consumed: 'Used',
  released: 'Released',
  ordered: 'Ordered',
}

export const REPAIR_PART_LABELS = {
  productId: 'Product',
  warehouseId: 'Warehouse',
  qty: 'Quantity',
  unitId: 'Unit',
  order: 'Order it',
} as const

/** The most units of one part a ticket takes in one line. */
export const MAX_REPAIR_PART_QTY = 999

export const REPAIR_PART_MESSAGES = {
  reserved: (name: string) => `${name} has been reserved for this repair.`,
  ordered: (name: string, purchase: string) => `${name} has been ordered on purchase ${purchase}.`,
  released: 'The part has been released.',
  unknownProduct: `The selected ${REPAIR_PART_LABELS.productId} is invalid.`,
  unknownWarehouse: `The selected ${REPAIR_PART_LABELS.warehouseId} is invalid.`,
  unitRequired: (name: string) =>
    `${name} is tracked by serial number: choose the ${REPAIR_PART_LABELS.unitId} to reserve.`,
  unknownUnit: `The selected ${REPAIR_PART_LABELS.unitId} is not a unit of this product in stock.`,
  serialQty: 'A serial-tracked part is reserved one unit at a time.',
  notReleasable: 'Only a reserved or ordered part can be released.',
  closedTicket: 'This repair is finished: its parts can no longer change.',
  noSupplier: (name: string) => `${name} has no supplier to order it from: add one on the product first.`,
  reservedForRepair: (repair: string) => `Reserved for ${repair}.`,
  purchaseNote: (repair: string) => `Ordered for ${repair}.`,
  partsArrived: 'The parts ordered for it have arrived.',
  /** The history's line of a part. */
  eventReserved: (qty: number, name: string) => `Reserved ${qty} × ${name}`,
  eventReleased: (qty: number, name: string) => `Released ${qty} × ${name}`,
  eventConsumed: (qty: number, name: string) => `Used ${qty} × ${name}`,
  eventOrdered: (qty: number, name: string, purchase: string) => `Ordered ${qty} × ${name} (purchase ${purchase})`,
  eventReceived: (qty: number, name: string, purchase: string) =>
    `Received ${qty} × ${name} (purchase ${purchase}), reserved`,
} as const

/** POST /repair/{id}/parts: a product from stock (a warehouse's, or its basic qty), or ordered when `order`. */
export const repairPartInputSchema = z.object({
  productId: recordId(REPAIR_PART_LABELS.productId),
  warehouseId: recordId(REPAIR_PART_LABELS.warehouseId).nullish(),
  qty: wholeNumber(REPAIR_PART_LABELS.qty, { min: 1, max: MAX_REPAIR_PART_QTY }),
  unitId: recordId(REPAIR_PART_LABELS.unitId).nullish(),
  order: z.boolean({ error: FIELD_MESSAGES.trueOrFalse(REPAIR_PART_LABELS.order) }).default(false),
})
export type RepairPartInput = z.output<typeof repairPartInputSchema>
/** What the Parts panel sends. */
export type RepairPartRequest = z.input<typeof repairPartInputSchema>

export const repairPartParamsSchema = z.object({
  id: recordId('Repair'),
  partId: recordId('Part'),
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
