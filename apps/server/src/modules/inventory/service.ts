import type { Kysely, Selectable } from 'kysely'
import { DEFAULT_WAREHOUSE_ID } from '@counterpart/domain/constants'
import {
  INVENTORY_MESSAGES,
  type OutOfStockQuery,
  type StockListQuery,
  type WarehousePayload,
} from '@counterpart/domain/schemas/inventory'
import type { PagingQuery } from '@counterpart/domain/schemas/paging'
import { STOCK_PRICE_MESSAGES } from '@counterpart/domain/schemas/stock-documents'
import type { DialectName } from '../../db/connection.ts'
import type { Database, WarehouseTable } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { isForeignKeyViolation } from '../../platform/db-errors.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import { nowIso } from '../../platform/time.ts'
import * as repo from './repository.ts'
import { priceText } from './wire.ts'

/** Warehouse detail lists at most this many stock rows; the stocks list pages through the rest. */
export const WAREHOUSE_DETAIL_STOCKS = 500

/** A warehouse in its audit event: its own fields, without the id the event names and the timestamps. */
function audited({ id: _id, created_at: _created, updated_at: _updated, ...fields }: Selectable<WarehouseTable>) {
  return fields
}

/** The product's history shows each change of a warehouse's selling price, money as the API shows it. */
function recordPriceAudit(trx: Kysely<Database>, row: repo.StockJoinedRow, price: number) {
  return recordAudit(trx, {
    entity: 'product',
    entityId: row.product_id,
    action: 'price changed',
    before: { warehouse: row.warehouse_name, price: priceText(row.price) },
    after: { warehouse: row.warehouse_name, price: priceText(price) },
  })
}

export function createInventoryService({ db, dialect }: { db: Kysely<Database>; dialect: DialectName }) {
  async function requireWarehouse(id: number) {
    const warehouse = await repo.findWarehouse(db, id)
    if (!warehouse) throw new NotFoundError()
    return warehouse
  }

  return {
    listWarehouses(paging: PagingQuery) {
      return repo.listWarehouses(db, dialect, paging)
    },

    async warehouse(id: number) {
      const warehouse = await requireWarehouse(id)
      const stocks = await repo.stocksOfWarehouse(db, id, WAREHOUSE_DETAIL_STOCKS)
      return { ...warehouse, stocks }
    },

    async createWarehouse(input: WarehousePayload): Promise<number> {
      const now = nowIso()
      return db.transaction().execute(async (trx) => {
        const id = await repo.insertWarehouse(trx, { ...input, created_at: now, updated_at: now })
        await recordAudit(trx, { entity: 'warehouse', entityId: id, action: 'created', after: { ...input } })
        return id
      })
    },

    async updateWarehouse(id: number, input: Partial<WarehousePayload>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await repo.findWarehouse(trx, id)
        if (!before) throw new NotFoundError()
        const changed = await repo.updateWarehouse(trx, id, { ...input, updated_at: nowIso() })
        if (!changed) throw new NotFoundError()
        const after = { ...audited(before), ...input }
        await recordAudit(trx, { entity: 'warehouse', entityId: id, action: 'updated', before: audited(before), after })
      })
    },

    /** A warehouse with stock or history, or that products sell from, stays (docs/decisions.md, Inventory). */
    async removeWarehouse(id: number): Promise<void> {
      const warehouse = await requireWarehouse(id)
      if (id === DEFAULT_WAREHOUSE_ID) throw new ConflictError(INVENTORY_MESSAGES.defaultWarehouse)
      const usage = await repo.warehouseUsage(db, id)
      if (usage.history) throw new ConflictError(INVENTORY_MESSAGES.warehouseHoldsStock)
      if (usage.sellingProducts) throw new ConflictError(INVENTORY_MESSAGES.warehouseSellsProducts)
      try {
        await db.transaction().execute(async (trx) => {
          await repo.deleteWarehouse(trx, id)
          await recordAudit(trx, { entity: 'warehouse', entityId: id, action: 'removed', before: audited(warehouse) })
        })
      } catch (error) {
        // Someone received stock into it a moment ago.
        if (isForeignKeyViolation(error)) throw new ConflictError(INVENTORY_MESSAGES.warehouseHoldsStock)
        throw error
      }
    },

    async warehouseExists(id: number): Promise<boolean> {
      return (await repo.findWarehouse(db, id)) !== undefined
    },

    existingWarehouseIds(ids: number[]) {
      return repo.existingWarehouseIds(db, ids)
    },

    listStocks(query: StockListQuery) {
      return repo.listStocks(db, dialect, query)
    },

    stocksOfProduct(productId: number) {
      return repo.stocksOfProduct(db, productId)
    },

    stockPrices(productIds: number[]) {
      return repo.stockPricesOf(db, productIds)
    },

    /**
     * The owner changes the selling price of a product's stock in one warehouse (issue 28, item 8): every
     * unit of that row sells at it from now on. Audited on the product, so its history shows the change.
     */
    async changeStockPrice(input: { product_id: number; warehouse_id: number; price: number }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await repo.stockRowForPrice(trx, input.product_id, input.warehouse_id)
        if (!row) throw ValidationError.field('warehouse_id', STOCK_PRICE_MESSAGES.noStockRow)
        await repo.setStockPrice(trx, row.id, input.price, nowIso())
        await recordPriceAudit(trx, row, input.price)
      })
    },

    /**
     * Stock below the threshold: warehouse rows first (lowest quantity first, paged in SQL), then, when
     * no warehouse is chosen, products that sell on their basic qty.
     */
    async outOfStock(query: OutOfStockQuery) {
      const stocks = await repo.lowStocks(db, query)
      if (query.warehouse) return { stocks: stocks.items, basic: [], total: stocks.total }
      const skip = Math.max(0, (query.page - 1) * query.itemsPerPage - stocks.total)
      const room = query.itemsPerPage - stocks.items.length
      const basic = await repo.lowBasicProducts(db, {
        product: query.product,
        threshHold: query.threshHold,
        limit: room + skip,
      })
      return {
        stocks: stocks.items,
        basic: basic.rows.slice(skip, skip + Math.max(0, room)),
        total: stocks.total + basic.total,
      }
    },

    /**
     * SKU tracking: the product, its stock rows, and what is left, sold and was ever stocked. The key is
     * the product's SKU or barcode, in any case (a scanner or a typed code; the schema trims it).
     */
    async track(key: string) {
      const item = await repo.productsByCode(db, dialect, key).limit(1).executeTakeFirst()
      if (!item) throw ValidationError.field('key', INVENTORY_MESSAGES.unknownSku)
      const stocks = await repo.stocksOfProduct(db, item.id)
      const totalRemaining = stocks.reduce((sum, stock) => sum + stock.quantity, 0)
      const totalSold = stocks.reduce((sum, stock) => sum + stock.sold, 0)
      const totalReturned = stocks.reduce((sum, stock) => sum + stock.returned, 0)
      return { item, stocks, totalRemaining, totalSold, totalStocks: totalRemaining + totalSold - totalReturned }
    },
  }
}

export type InventoryService = ReturnType<typeof createInventoryService>
