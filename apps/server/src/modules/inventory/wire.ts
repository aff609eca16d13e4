import { fromCents } from '@counterpart/domain/money'
import type {
  OutOfStockRow,
  StockRecord,
  TrackStockResponse,
  WarehouseRecord,
} from '@counterpart/domain/schemas/inventory'
import type { WarehouseTable } from '../../db/schema.ts'
import type { Selectable } from 'kysely'
import { STOCK_CONFLICT_RESOLUTIONS, type StockConflict } from '@counterpart/domain/schemas/offline'
import type { StockJoinedRow } from './repository.ts'
import type { StockConflictRow } from './stock-conflict-repository.ts'
import type { InventoryService } from './service.ts'

/** Which product a stock row holds and in which warehouse, each named. */
function stockPlace(row: StockJoinedRow) {
  return {
    product_id: row.product_id,
    product: { id: row.product_id, name: row.product_name, sku: row.product_sku },
    warehouse_id: row.warehouse_id,
    warehouse: { id: row.warehouse_id, name: row.warehouse_name },
  }
}

/** Rows as the API shows them: money as decimals, the product and warehouse named. */
export function toStockRecord(row: StockJoinedRow): StockRecord {
  return {
    id: row.id,
    created_at: row.created_at,
    ...stockPlace(row),
    quantity: row.quantity,
    sold: row.sold,
    returned: row.returned,
    cost: fromCents(row.cost),
    price: fromCents(row.price),
    rackNumber: row.rackNumber,
  }
}

/** One SKU tracked: the product's cost and price and each stock row's, as decimals. */
export function toTrackedStock(tracked: Awaited<ReturnType<InventoryService['track']>>): TrackStockResponse {
  return {
    info: {
      item: { ...tracked.item, cost: fromCents(tracked.item.cost), price: fromCents(tracked.item.price) },
      totalRemaining: tracked.totalRemaining,
      totalSold: tracked.totalSold,
      totalStocks: tracked.totalStocks,
      stocks: tracked.stocks.map(toStockRecord),
    },
  }
}

export function toWarehouseRecord(row: Selectable<WarehouseTable>): WarehouseRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    location: row.location,
    maxVolume: row.maxVolume,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

export function stockAlertRow(row: StockJoinedRow): OutOfStockRow {
  return {
    id: `stock-${row.id}`,
    ...stockPlace(row),
    quantity: row.quantity,
    sold: row.sold,
    rackNumber: row.rackNumber,
  }
}

export function basicAlertRow(row: { id: number; name: string; sku: string; qty: number }): OutOfStockRow {
  return {
    id: `product-${row.id}`,
    product_id: row.id,
    product: { id: row.id, name: row.name, sku: row.sku },
    warehouse_id: null,
    warehouse: null,
    quantity: row.qty,
    sold: 0,
    rackNumber: '',
  }
}

/** A stock conflict as Stock alerts lists it: the till, sale, product and place named, the stock there now. */
export function toStockConflict(row: StockConflictRow): StockConflict {
  return {
    id: row.id,
    order_id: row.order_id,
    orderKey: row.orderKey,
    till_id: row.till_id,
    till: row.till,
    product_id: row.product_id,
    product: row.product,
    warehouse_id: row.warehouse_id,
    warehouse: row.warehouse ?? '',
    qtyShort: row.qty_short,
    stockNow: Number(row.stockNow),
    soldAt: row.soldAt,
    created_at: row.created_at,
    cleared_at: row.cleared_at,
    resolution: STOCK_CONFLICT_RESOLUTIONS.find((resolution) => resolution === row.resolution) ?? null,
  }
}
