import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { StockReceiptInput } from '@counterpart/domain/schemas/purchasing'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { STOCK_LIST_PATH } from '../../../lib/queries/stock-list.ts'
import { WAREHOUSE_LIST_PATH } from '../../../lib/queries/warehouses.ts'
import { ORDER_PATH } from '../../../lib/queries/order.ts'

/** POST /api/stock: every product of a purchase into its warehouse, once. */
export function receiveStock(input: StockReceiptInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/stock', input)
}

export const useReceiveStock = invalidatingMutation(receiveStock, [
  [ORDER_PATH],
  [STOCK_LIST_PATH],
  [WAREHOUSE_LIST_PATH],
  ['/products'],
  ['/purchase-receiving'],
])
