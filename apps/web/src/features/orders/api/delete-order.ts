import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { ORDER_PATH } from '../../../lib/queries/order.ts'
import { STOCK_LIST_PATH } from '../../../lib/queries/stock-list.ts'
import { WAREHOUSE_LIST_PATH } from '../../../lib/queries/warehouses.ts'

/**
 * DELETE /order/{id}: the sale or refund leaves Transactions; a sale's units go back on the shelf, a
 * refund's returned units back out (issue 28, item 9), so the stock lists are stale too.
 */
export function deleteOrder(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`${ORDER_PATH}/${id}`)
}

export const useDeleteOrder = invalidatingMutation(deleteOrder, [
  [ORDER_PATH],
  [STOCK_LIST_PATH],
  [WAREHOUSE_LIST_PATH],
  ['/products'],
])
