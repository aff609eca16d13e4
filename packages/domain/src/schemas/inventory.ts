import { z } from 'zod'
import './zod-messages.ts'
import { MAX_QTY, stockFigures, warehouseSummarySchema } from './catalog.ts'
import { FIELD_MESSAGES } from './field-messages.ts'
import { MAX_RECORD_ID, optionalEmail, optionalText, requiredText, wholeNumber } from './fields.ts'
import { PAGING_LABELS, pagingQuerySchema } from './paging.ts'
import { createdResponseSchema, pageSchema, timestampFields } from './responses.ts'
import { tr } from '../i18n/translate.ts'
import { extendLabels } from './label-maps.ts'

/** Warehouses, stocks, stock alerts and SKU tracking (spec 002 §2.4, §2.5, §3, §7, §9). */

/** Spec 002 §9: the low-quantity alert threshold starts at 20, the out-of-stock filter at 200. */
export const LOW_QUANTITY_THRESHOLD = 20
export const OUT_OF_STOCK_THRESHOLD = 200
/** The out-of-stock quantity input hints this maximum (spec 002 §5, §9). */
export const OUT_OF_STOCK_INPUT_MAX = 750

export const INVENTORY_MESSAGES = {
  get warehouseAdded() {
    return tr('messages:inventory.inventory.warehouseAdded')
  },
  get warehouseUpdated() {
    return tr('messages:inventory.inventory.warehouseUpdated')
  },
  get warehouseRemoved() {
    return tr('messages:inventory.inventory.warehouseRemoved')
  },
  get confirmRemoveWarehouse() {
    return tr('messages:inventory.inventory.confirmRemoveWarehouse')
  },
  get warehouseHoldsStock() {
    return tr('messages:inventory.inventory.warehouseHoldsStock')
  },
  get warehouseSellsProducts() {
    return tr('messages:inventory.inventory.warehouseSellsProducts')
  },
  get defaultWarehouse() {
    return tr('messages:inventory.inventory.defaultWarehouse')
  },
  get nothingOutOfStock() {
    return tr('messages:inventory.inventory.nothingOutOfStock')
  },
  get unknownSku() {
    return tr('messages:inventory.inventory.unknownSku')
  },
  notEnoughStock: (name: string, available: number) =>
    tr('messages:inventory.inventory.notEnoughStock', { name, available }),
  /** A sale or a stock move refused because the units left are held for repairs (issue 30, item 4). */
  reservedForRepairs: (name: string, available: number, reserved: number) =>
    tr('messages:inventory.inventory.reservedForRepairs', { name, available, count: Number(reserved) }),
  /** A reservation of more than may be sold. */
  onlyAvailable: (name: string, available: number) =>
    tr('messages:inventory.inventory.onlyAvailable', { available, name }),
}

/** The warehouse form's labels (Add Warehouse, Edit Warehouse). */
export const WAREHOUSE_LABELS = {
  get name() {
    return tr('fields:inventory.warehouse.name')
  },
  get email() {
    return tr('fields:inventory.warehouse.email')
  },
  get phone() {
    return tr('fields:inventory.warehouse.phone')
  },
  get location() {
    return tr('fields:inventory.warehouse.location')
  },
  get maxVolume() {
    return tr('fields:inventory.warehouse.maxVolume')
  },
}

/** The Out Of Stock Items filters. */
export const OUT_OF_STOCK_LABELS = {
  get product() {
    return tr('fields:inventory.outOfStock.product')
  },
  get warehouse() {
    return tr('fields:inventory.outOfStock.warehouse')
  },
  get threshHold() {
    return tr('fields:inventory.outOfStock.threshHold')
  },
  get page() {
    return PAGING_LABELS.page
  },
  get itemsPerPage() {
    return PAGING_LABELS.itemsPerPage
  },
}

/** Stock Tracking: its one field is labelled SKU; a product's barcode finds it too. */
export const TRACK_STOCK_LABELS = {
  get key() {
    return tr('fields:inventory.trackStock.key')
  },
}

/** The Stocks list filters: the paged list's, and a warehouse. */
export const STOCK_LIST_LABELS = extendLabels(PAGING_LABELS, {
  get warehouse_id() {
    return tr('fields:inventory.stockList.warehouse_id')
  },
})

const maxVolume = wholeNumber(WAREHOUSE_LABELS.maxVolume, { min: 0, max: MAX_QTY })

const warehouseFields = {
  name: requiredText(WAREHOUSE_LABELS.name, 191),
  email: optionalEmail(WAREHOUSE_LABELS.email),
  phone: optionalText(WAREHOUSE_LABELS.phone, 64),
  location: optionalText(WAREHOUSE_LABELS.location, 500),
}

export const warehouseInputSchema = z.object({ ...warehouseFields, maxVolume: maxVolume.default(0) })
export type WarehouseInput = z.input<typeof warehouseInputSchema>
export type WarehousePayload = z.output<typeof warehouseInputSchema>
/** PATCH changes only the fields it is sent (no defaults fill the others in). */
export const warehouseEditSchema = z.object({ ...warehouseFields, maxVolume }).partial()

/** An optional record id from a picker: empty, null or 0 means "any". */
const anyId = (label: string) =>
  z
    .union([z.number(), z.string()], { error: () => FIELD_MESSAGES.selected(label) })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '' || value === 0 || value === '0') return null
      const number = Number(value)
      if (!Number.isInteger(number) || number < 1 || number > MAX_RECORD_ID) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.selected(label) })
        return z.NEVER
      }
      return number
    })

/** POST /out-of-stock: stock rows whose quantity is below the threshold, optionally of one product or warehouse. */
export const outOfStockSchema = z.object({
  product: anyId(OUT_OF_STOCK_LABELS.product),
  warehouse: anyId(OUT_OF_STOCK_LABELS.warehouse),
  threshHold: wholeNumber(OUT_OF_STOCK_LABELS.threshHold, { min: 0, max: MAX_QTY }).default(OUT_OF_STOCK_THRESHOLD),
  page: pagingQuerySchema.shape.page,
  itemsPerPage: pagingQuerySchema.shape.itemsPerPage,
})
export type OutOfStockInput = z.input<typeof outOfStockSchema>
export type OutOfStockQuery = z.output<typeof outOfStockSchema>

export const trackStockSchema = z.object({ key: requiredText(TRACK_STOCK_LABELS.key, 64) })
export type TrackStockInput = z.input<typeof trackStockSchema>

export const stockListQuerySchema = pagingQuerySchema.extend({ warehouse_id: anyId(STOCK_LIST_LABELS.warehouse_id) })
export type StockListQuery = z.output<typeof stockListQuerySchema>

// ---- Answers -----------------------------------------------------------------------------------------

const productRef = z.object({ id: z.number().int(), name: z.string(), sku: z.string() })

export const warehouseRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  maxVolume: z.number().int(),
  ...timestampFields,
})
export type WarehouseRecord = z.infer<typeof warehouseRecordSchema>
export const warehouseListSchema = pageSchema(warehouseRecordSchema)

/** A stock row (spec 002 §3 Stock); cost and price are decimals. */
export const stockRecordSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  product_id: z.number().int(),
  product: productRef,
  warehouse_id: z.number().int(),
  warehouse: warehouseSummarySchema,
  ...stockFigures,
})
export type StockRecord = z.infer<typeof stockRecordSchema>
export const stockListSchema = pageSchema(stockRecordSchema)

export const warehouseDetailResponseSchema = z.object({
  warehouse: warehouseRecordSchema.extend({ stocks: z.array(stockRecordSchema) }),
})
export type WarehouseDetailResponse = z.infer<typeof warehouseDetailResponseSchema>

export const warehouseAddedSchema = createdResponseSchema

/** An out-of-stock row: a warehouse stock, or a product selling on its basic qty (warehouse null). */
export const outOfStockRowSchema = z.object({
  id: z.string(),
  product_id: z.number().int(),
  product: productRef,
  warehouse_id: z.number().int().nullable(),
  warehouse: warehouseSummarySchema.nullable(),
  quantity: z.number().int(),
  sold: z.number().int(),
  rackNumber: z.string(),
})
export type OutOfStockRow = z.infer<typeof outOfStockRowSchema>

export const outOfStockResponseSchema = z.object({ list: z.array(outOfStockRowSchema), total: z.number().int() })
export type OutOfStockResponse = z.infer<typeof outOfStockResponseSchema>

export const trackStockResponseSchema = z.object({
  info: z.object({
    item: z.object({
      id: z.number().int(),
      name: z.string(),
      sku: z.string(),
      barcode: z.string(),
      qty: z.number().int(),
      cost: z.number(),
      price: z.number(),
      warehouseSaleFrom: z.number().int(),
    }),
    /** Items left in every warehouse. */
    totalRemaining: z.number().int(),
    /** Items sold from every warehouse. */
    totalSold: z.number().int(),
    /** Items ever put into stock: what is left plus what was sold, less what came back. */
    totalStocks: z.number().int(),
    stocks: z.array(stockRecordSchema),
  }),
})
export type TrackStockResponse = z.infer<typeof trackStockResponseSchema>
