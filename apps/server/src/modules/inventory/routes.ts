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
import type { StockDocumentService } from './stock-document-service.ts'
import {
  STOCK_DOCUMENT_MESSAGES,
  adjustmentInputSchema,
  countInputSchema,
  countLinesSchema,
  stockCountDetailSchema,
  stockCountListSchema,
  stockDocumentCreatedSchema,
  stockDocumentListQuerySchema,
  STOCK_PRICE_MESSAGES,
  stockHistoryQuerySchema,
  stockPriceInputSchema,
  stockHistorySchema,
  stockTransferDetailSchema,
  stockTransferListSchema,
  transferInputSchema,
  transferReceiptSchema,
} from '@counterpart/domain/schemas/stock-documents'
import {
  basicAlertRow,
  stockAlertRow,
  toStockConflict,
  toStockCount,
  toStockCountLine,
  toStockHistoryRow,
  toStockRecord,
  toStockTransfer,
  toStockTransferLine,
  toTrackedStock,
  stockPriceInCents,
  toWarehouseRecord,
} from './wire.ts'

const signedIn = (auth: Parameters<typeof signedInOn>[1]) => signedInOn('inventory routes', auth)

export function inventoryRoutes(
  inventory: InventoryService,
  conflicts: StockConflictService,
  documents: StockDocumentService,
) {
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
          conflicts.clear(signedIn(auth), params.id, body.resolution, body.from_warehouse_id),
          OFFLINE_MESSAGES.conflictCleared,
        ),
    }),
    route({
      method: 'PATCH',
      url: '/stock-price',
      gate: 'productEdit',
      summary:
        "Changes the selling price of a product's stock in one warehouse (every unit there), audited on the product",
      body: stockPriceInputSchema,
      response: messageResponseSchema,
      handler: ({ body }) =>
        doneWith(inventory.changeStockPrice(stockPriceInCents(body)), STOCK_PRICE_MESSAGES.changed),
    }),
    // ---- counts, adjustments, transfers and the stock history (issue 28, item 9) ----
    route({
      method: 'POST',
      url: '/stock-adjustments',
      gate: 'warehouseEdit',
      summary:
        'Adjusts one product in one warehouse by a signed qty with a reason (count, damaged, lost, theft, found); 409 below zero unless overselling is allowed',
      body: adjustmentInputSchema,
      response: stockDocumentCreatedSchema,
      status: 201,
      handler: ({ body, auth }) => addedWith(documents.adjust(signedIn(auth), body), STOCK_DOCUMENT_MESSAGES.adjusted),
    }),
    route({
      method: 'GET',
      url: '/stock-counts',
      gate: 'warehouseDetials',
      summary: 'Stock counts, newest first, paged (status=draft|posted)',
      query: stockDocumentListQuerySchema,
      response: stockCountListSchema,
      handler: ({ query }) => pageWith(documents.listCounts(query), toStockCount),
    }),
    route({
      method: 'POST',
      url: '/stock-counts',
      gate: 'warehouseEdit',
      summary: 'Starts a count of a warehouse (or one category in it), blind or with expected figures',
      body: countInputSchema,
      response: stockDocumentCreatedSchema,
      status: 201,
      handler: ({ body, auth }) =>
        addedWith(documents.startCount(signedIn(auth), body), STOCK_DOCUMENT_MESSAGES.countStarted),
    }),
    route({
      method: 'GET',
      url: '/stock-counts/:id',
      gate: 'warehouseDetials',
      summary: 'A count with its lines (a blind draft shows no expected figures; a posted one its differences)',
      params: idParams,
      response: stockCountDetailSchema,
      handler: async ({ params }) => {
        const { count, lines } = await documents.count(params.id)
        return { count: toStockCount(count), lines: lines.map((line) => toStockCountLine(count, line)) }
      },
    }),
    route({
      method: 'PATCH',
      url: '/stock-counts/:id',
      gate: 'warehouseEdit',
      summary: 'Saves the counted figures of a draft count',
      params: idParams,
      body: countLinesSchema,
      response: messageResponseSchema,
      handler: ({ params, body, auth }) =>
        doneWith(documents.saveCount(signedIn(auth), params.id, body), STOCK_DOCUMENT_MESSAGES.countSaved),
    }),
    route({
      method: 'POST',
      url: '/stock-counts/:id/post',
      gate: 'warehouseEdit',
      summary: 'Posts a count: each difference (counted − expected at the start) moves stock with reason count',
      params: idParams,
      body: countLinesSchema,
      response: messageResponseSchema,
      handler: ({ params, body, auth }) =>
        doneWith(documents.postCount(signedIn(auth), params.id, body), STOCK_DOCUMENT_MESSAGES.countPosted),
    }),
    route({
      method: 'GET',
      url: '/stock-transfers',
      gate: 'warehouseDetials',
      summary: 'Transfers between warehouses, newest first, paged (status=sent|received)',
      query: stockDocumentListQuerySchema,
      response: stockTransferListSchema,
      handler: ({ query }) => pageWith(documents.listTransfers(query), toStockTransfer),
    }),
    route({
      method: 'POST',
      url: '/stock-transfers',
      gate: 'warehouseEdit',
      summary: 'Sends stock to another warehouse: it leaves the source at once (transfer out)',
      body: transferInputSchema,
      response: stockDocumentCreatedSchema,
      status: 201,
      handler: ({ body, auth }) =>
        addedWith(documents.sendTransfer(signedIn(auth), body), STOCK_DOCUMENT_MESSAGES.transferSent),
    }),
    route({
      method: 'GET',
      url: '/stock-transfers/:id',
      gate: 'warehouseDetials',
      summary: 'A transfer with its lines: sent, arrived and lost in transit',
      params: idParams,
      response: stockTransferDetailSchema,
      handler: async ({ params }) => {
        const { transfer, lines } = await documents.transfer(params.id)
        return { transfer: toStockTransfer(transfer), lines: lines.map(toStockTransferLine) }
      },
    }),
    route({
      method: 'POST',
      url: '/stock-transfers/:id/receive',
      gate: 'warehouseEdit',
      summary: 'Receives a transfer with what arrived of each line; a shortfall is posted as lost in transit',
      params: idParams,
      body: transferReceiptSchema,
      response: messageResponseSchema,
      handler: ({ params, body, auth }) =>
        doneWith(documents.receiveTransfer(signedIn(auth), params.id, body), STOCK_DOCUMENT_MESSAGES.transferReceived),
    }),
    route({
      method: 'GET',
      url: '/products/:id/stock-history',
      gate: 'stockTracking',
      summary: "A product's stock movements, newest first, paged, with the balance of each place after each",
      params: idParams,
      query: stockHistoryQuerySchema,
      response: stockHistorySchema,
      handler: async ({ params, query }) => {
        const history = await documents.history(params.id, query)
        return { product: history.product, items: history.items.map(toStockHistoryRow), total: history.total }
      },
    }),
  ]
}
