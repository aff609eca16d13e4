import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { ORDER_PATH } from '../../../lib/queries/order.ts'

/** POST /order-shipped/{id}: the shipping of a sale is sent. */
export function markOrderShipped(id: number): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/order-shipped/${id}`)
}

export const useMarkOrderShipped = invalidatingMutation(markOrderShipped, (id) => [[ORDER_PATH, id]])
