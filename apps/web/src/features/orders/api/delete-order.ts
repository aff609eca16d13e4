import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { ORDER_PATH } from '../../../lib/queries/order.ts'

/** DELETE /order/{id}: the sale or refund leaves Transactions; what it sold or returned is not reversed. */
export function deleteOrder(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`${ORDER_PATH}/${id}`)
}

export const useDeleteOrder = invalidatingMutation(deleteOrder, [[ORDER_PATH]])
