import { fromCents, toCents } from '@counterpart/domain/money'
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
import {
  STOCK_DOCUMENT_KINDS,
  STOCK_MOVEMENT_REASONS,
  stockReasonText,
  type StockCount,
  type StockCountLine,
  type StockHistoryRow as StockHistoryWire,
  type StockMovementReason,
  type StockPricePayload,
  type StockTransfer,
  type StockTransferLine,
} from '@counterpart/domain/schemas/stock-documents'
import type { DocumentLineRow, DocumentRow, StockHistoryRow } from './stock-document-service.ts'
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
    reserved: Number(row.reserved),
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

// ---- counts, transfers, adjustments and the stock history (issue 28, item 9) ------------------------------

/** A person or place by id and name; null when the row names none. */
function named(id: number | null, name: string | null) {
  return id === null ? null : { id, name: name ?? '' }
}

function documentHeader(row: DocumentRow) {
  return {
    id: row.id,
    warehouse: { id: row.warehouse_id, name: row.warehouse_name },
    note: row.note,
    user: named(row.user_id, row.user_name),
    closedBy: named(row.closed_by, row.closed_by_name),
    closed_at: row.closed_at,
    created_at: row.created_at,
  }
}

export function toStockCount(row: DocumentRow): StockCount {
  const posted = row.status === 'posted'
  return {
    ...documentHeader(row),
    status: posted ? 'posted' : 'draft',
    category: named(row.category_id, row.category_name),
    blind: row.blind === 1,
    countedBy: named(row.counted_by, row.counted_by_name),
    counted_at: row.counted_at,
    lineCount: Number(row.counted_lines ?? 0),
    // The differences are news only once posted: a blind count's draft shows no expected figure either.
    difference: posted ? Number(row.difference_total ?? 0) : null,
  }
}

/** A count's line: a blind draft hides what was expected; a posted count shows the difference. */
export function toStockCountLine(count: DocumentRow, line: DocumentLineRow): StockCountLine {
  const posted = count.status === 'posted'
  return {
    product_id: line.product_id,
    product: { id: line.product_id, name: line.product_name, sku: line.product_sku },
    expected: count.blind === 1 && !posted ? null : line.expected,
    counted: line.counted,
    difference: posted && line.counted !== null ? line.counted - line.expected : null,
  }
}

export function toStockTransfer(row: DocumentRow): StockTransfer {
  const received = row.status === 'received'
  return {
    ...documentHeader(row),
    status: received ? 'received' : 'sent',
    toWarehouse: { id: row.to_warehouse_id ?? 0, name: row.to_warehouse_name ?? '' },
    sent: Number(row.expected_total ?? 0),
    received: received ? Number(row.counted_total ?? 0) : null,
  }
}

export function toStockTransferLine(line: DocumentLineRow): StockTransferLine {
  return {
    product_id: line.product_id,
    product: { id: line.product_id, name: line.product_name, sku: line.product_sku },
    sent: line.expected,
    received: line.counted,
    lost: line.counted === null ? null : line.expected - line.counted,
    cost: fromCents(line.cost),
    price: fromCents(line.price),
  }
}

function historyReason(reason: string): StockMovementReason {
  return STOCK_MOVEMENT_REASONS.find((known) => known === reason) ?? 'adjustment'
}

function historyOrderKind(row: StockHistoryRow): 'salling' | 'refunding' | 'purchasing' {
  if (row.refunding === 1) return 'refunding'
  if (row.purchasing === 1) return 'purchasing'
  return 'salling'
}

/** A movement in words: the reason, "Lost in transit" for a transfer's shortfall. */
export function toStockHistoryRow(row: StockHistoryRow): StockHistoryWire {
  const reason = historyReason(row.reason)
  const kind = STOCK_DOCUMENT_KINDS.find((known) => known === row.document_kind)
  return {
    id: row.id,
    created_at: row.created_at,
    warehouse: named(row.warehouse_id, row.warehouse_name),
    delta: row.delta,
    reason,
    reasonText: stockReasonText(reason, kind),
    order:
      row.order_id === null || row.order_key === null
        ? null
        : { id: row.order_id, key: row.order_key, kind: historyOrderKind(row) },
    document:
      row.document_id === null || !kind
        ? null
        : { id: row.document_id, kind, reason: row.document_reason ?? '', note: row.document_note ?? '' },
    user: named(row.user_id, row.user_name),
    balance: Number(row.balance),
  }
}

/** A price in cents as the audit log shows money: a decimal. */
export function priceText(cents: number): number {
  return fromCents(cents)
}

/** PATCH /stock-price's body with the price in cents. */
export function stockPriceInCents(payload: StockPricePayload) {
  return { ...payload, price: toCents(payload.price) }
}
