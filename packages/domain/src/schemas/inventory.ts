import { z } from 'zod'
import './zod-messages.ts'
import { MAX_QTY } from './catalog.ts'
import { pagingQuerySchema } from './paging.ts'
import { optionalEmail, optionalText, requiredText } from './repairs.ts'

/** Warehouses, stocks, stock alerts and SKU tracking (spec 002 §2.4, §2.5, §3, §7, §9). */

/** Spec 002 §9: the low-quantity alert threshold starts at 20, the out-of-stock filter at 200. */
export const LOW_QUANTITY_THRESHOLD = 20
export const OUT_OF_STOCK_THRESHOLD = 200
/** The out-of-stock quantity input hints this maximum (spec 002 §5, §9). */
export const OUT_OF_STOCK_INPUT_MAX = 750

export const INVENTORY_MESSAGES = {
  warehouseAdded: 'Warehouse has been added.',
  warehouseUpdated: 'Warehouse has been updated.',
  warehouseRemoved: 'Warehouse has been removed.',
  confirmRemoveWarehouse: 'Are you sure to remove Warehouse?',
  warehouseHoldsStock: 'This warehouse holds stock or stock history and cannot be removed.',
  warehouseSellsProducts: 'Products sell from this warehouse; choose another warehouse for them first.',
  defaultWarehouse: 'The main warehouse (id 1) cannot be removed: products sell from it by default.',
  nothingOutOfStock: 'There is nothing out of stock ! ',
  unknownSku: 'No product has this SKU.',
  notEnoughStock: (name: string, available: number) => `Not enough stock of ${name}: ${available} left.`,
} as const

const maxVolume = z.coerce
  .number({ error: 'The maxVolume must be a number.' })
  .int('The maxVolume must be an integer.')
  .min(0, 'The maxVolume must be at least 0.')
  .max(MAX_QTY, `The maxVolume may not be greater than ${MAX_QTY}.`)

const warehouseFields = {
  name: requiredText('name', 191),
  email: optionalEmail('email'),
  phone: optionalText('phone', 64),
  location: optionalText('location', 500),
}

export const warehouseInputSchema = z.object({ ...warehouseFields, maxVolume: maxVolume.default(0) })
export type WarehouseInput = z.input<typeof warehouseInputSchema>
export type WarehousePayload = z.output<typeof warehouseInputSchema>
/** PATCH changes only the fields it is sent (no defaults fill the others in). */
export const warehouseEditSchema = z.object({ ...warehouseFields, maxVolume }).partial()

/** An optional record id from a picker: empty, null or 0 means "any". */
const anyId = (field: string) =>
  z
    .union([z.number(), z.string()], { error: `The selected ${field} is invalid.` })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '' || value === 0 || value === '0') return null
      const number = Number(value)
      if (!Number.isInteger(number) || number < 1 || number > 2_147_483_647) {
        ctx.addIssue({ code: 'custom', message: `The selected ${field} is invalid.` })
        return z.NEVER
      }
      return number
    })

const threshold = z.coerce
  .number({ error: 'The threshHold must be a number.' })
  .int('The threshHold must be an integer.')
  .min(0, 'The threshHold must be at least 0.')
  .max(MAX_QTY, `The threshHold may not be greater than ${MAX_QTY}.`)

/** POST /out-of-stock: stock rows whose quantity is below the threshold, optionally of one product or warehouse. */
export const outOfStockSchema = z.object({
  product: anyId('product'),
  warehouse: anyId('warehouse'),
  threshHold: threshold.default(OUT_OF_STOCK_THRESHOLD),
  page: pagingQuerySchema.shape.page,
  itemsPerPage: pagingQuerySchema.shape.itemsPerPage,
})
export type OutOfStockInput = z.input<typeof outOfStockSchema>
export type OutOfStockQuery = z.output<typeof outOfStockSchema>

export const trackStockSchema = z.object({ key: requiredText('key', 64) })
export type TrackStockInput = z.input<typeof trackStockSchema>

export const stockListQuerySchema = pagingQuerySchema.extend({ warehouse_id: anyId('warehouse_id') })
export type StockListQuery = z.output<typeof stockListQuerySchema>

// ---- Answers -----------------------------------------------------------------------------------------

export interface WarehouseRecord {
  id: number
  name: string
  email: string
  phone: string
  location: string
  maxVolume: number
  created_at: string
  updated_at: string
}

/** A stock row (spec 002 §3 Stock); cost and price are decimals. */
export interface StockRecord {
  id: number
  created_at: string
  product_id: number
  product: { id: number; name: string; sku: string }
  warehouse_id: number
  warehouse: { id: number; name: string }
  quantity: number
  sold: number
  returned: number
  cost: number
  price: number
  rackNumber: string
}

export interface WarehouseDetailResponse {
  warehouse: WarehouseRecord & { stocks: StockRecord[] }
}

/** An out-of-stock row: a warehouse stock, or a product selling on its basic qty (warehouse null). */
export interface OutOfStockRow {
  id: string
  product_id: number
  product: { id: number; name: string; sku: string }
  warehouse_id: number | null
  warehouse: { id: number; name: string } | null
  quantity: number
  sold: number
  rackNumber: string
}

export interface OutOfStockResponse {
  list: OutOfStockRow[]
  total: number
}

export interface TrackStockResponse {
  info: {
    item: {
      id: number
      name: string
      sku: string
      barcode: string
      qty: number
      cost: number
      price: number
      warehouseSaleFrom: number
    }
    /** Items left in every warehouse. */
    totalRemaining: number
    /** Items sold from every warehouse. */
    totalSold: number
    /** Items ever put into stock: what is left plus what was sold, less what came back. */
    totalStocks: number
    stocks: StockRecord[]
  }
}
