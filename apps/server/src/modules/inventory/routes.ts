import {
  INVENTORY_MESSAGES,
  outOfStockSchema,
  stockListQuerySchema,
  trackStockSchema,
  warehouseEditSchema,
  warehouseInputSchema,
  outOfStockResponseSchema,
  stockListSchema,
  trackStockResponseSchema,
  warehouseAddedSchema,
  warehouseDetailResponseSchema,
  warehouseListSchema,
} from '@counterpart/domain/schemas/inventory'
import {
  OFFLINE_MESSAGES,
  clearStockConflictSchema,
  stockConflictPageSchema,
  stockConflictsQuerySchema,
} from '@counterpart/domain/schemas/offline'
import { pagingQuerySchema } from '@counterpart/domain/schemas/paging'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import { idParams, route, addedWith, doneWith, pageWith, signedInOn } from '../../platform/routes.ts'
import type { InventoryService } from './service.ts'
import type { StockConflictService } from './stock-conflict-service.ts'
import {
  basicAlertRow,
  stockAlertRow,
  toStockConflict,
  toStockRecord,
  toTrackedStock,
  toWarehouseRecord,
} from './wire.ts'

export function inventoryRoutes(inventory: InventoryService, conflicts: StockConflictService) {
  return [
    route({
      method: 'GET',
      url: '/warehouse',
      // The purchase and stock update forms pick warehouses too: any signed-in staff may list them.
      gate: 'signedIn',
      summary: 'Paged warehouses, searched over name, email, phone and location',
      query: pagingQuerySchema,
      response: warehouseListSchema,
      handler: ({ query }) => pageWith(inventory.listWarehouses(query), toWarehouseRecord),
    }),
    route({
      method: 'GET',
      url: '/warehouse/:id',
      gate: 'warehouseDetials',
      summary: 'A warehouse with its stocks',
      params: idParams,
      response: warehouseDetailResponseSchema,
      handler: async ({ params }) => {
        const warehouse = await inventory.warehouse(params.id)
        return { warehouse: { ...toWarehouseRecord(warehouse), stocks: warehouse.stocks.map(toStockRecord) } }
      },
    }),
    route({
      method: 'POST',
      url: '/warehouse',
      gate: 'warehouseCreate',
      summary: 'Adds a warehouse',
      body: warehouseInputSchema,
      response: warehouseAddedSchema,
      status: 201,
      handler: ({ body }) => addedWith(inventory.createWarehouse(body), INVENTORY_MESSAGES.warehouseAdded),
    }),
    route({
      method: 'PATCH',
      url: '/warehouse/:id',
      gate: 'warehouseEdit',
      summary: 'Edits a warehouse (only the fields sent)',
      params: idParams,
      body: warehouseEditSchema,
      response: messageResponseSchema,
      handler: ({ params, body }) =>
        doneWith(inventory.updateWarehouse(params.id, body), INVENTORY_MESSAGES.warehouseUpdated),
    }),
    route({
      method: 'DELETE',
      url: '/warehouse/:id',
      gate: 'warehouseRemove',
      summary: 'Removes a warehouse that holds no stock and no history (else 409)',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params }) => doneWith(inventory.removeWarehouse(params.id), INVENTORY_MESSAGES.warehouseRemoved),
    }),
    route({
      method: 'GET',
      url: '/stock',
      gate: 'warehouseDetials',
      summary: 'Paged stock rows (product, warehouse, quantity, sold, returned, cost, price, rack)',
      query: stockListQuerySchema,
      response: stockListSchema,
      handler: ({ query }) => pageWith(inventory.listStocks(query), toStockRecord),
    }),
    route({
      method: 'POST',
      url: '/out-of-stock',
      readOnly: true,
      gate: 'outOfstock',
      summary: 'Stock below a threshold (threshHold, default 200), of one product and/or warehouse',
      body: outOfStockSchema,
      response: outOfStockResponseSchema,
      handler: async ({ body }) => {
        const result = await inventory.outOfStock(body)
        return { list: [...result.stocks.map(stockAlertRow), ...result.basic.map(basicAlertRow)], total: result.total }
      },
    }),
    route({
      method: 'POST',
      url: '/track-stock',
      readOnly: true,
      gate: 'stockTracking',
      summary: 'The stock of one SKU: item, totalRemaining, totalSold, totalStocks and its stock rows',
      body: trackStockSchema,
      response: trackStockResponseSchema,
      handler: async ({ body }) => toTrackedStock(await inventory.track(body.key)),
    }),
    route({
      method: 'GET',
      url: '/stock-conflicts',
      // Shown on the Stock alerts page, with the low quantity alerts.
      gate: 'outOfstock',
      summary: 'Stock conflicts left by offline sales (status=open|cleared), newest first, paged',
      query: stockConflictsQuerySchema,
      response: stockConflictPageSchema,
      handler: ({ query }) => pageWith(conflicts.list(query), toStockConflict),
    }),
    route({
      method: 'POST',
      url: '/stock-conflicts/:id/clear',
      gate: 'outOfstock',
      summary:
        'Clears a stock conflict: received or moved stock (409 while the stock there is below zero), or written off (a movement brings it to zero)',
      params: idParams,
      body: clearStockConflictSchema,
      response: messageResponseSchema,
      handler: ({ params, body, auth }) =>
        doneWith(
          conflicts.clear(signedInOn('inventory routes', auth), params.id, body.resolution),
          OFFLINE_MESSAGES.conflictCleared,
        ),
    }),
  ]
}
