import { useQuery } from '@tanstack/react-query'
import type { CloseShortInput, PartialReceiptInput, PurchaseReceiving } from '@counterpart/domain/schemas/purchasing'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { ORDER_PATH } from '../../../lib/queries/order.ts'
import { STOCK_LIST_PATH } from '../../../lib/queries/stock-list.ts'
import { WAREHOUSE_LIST_PATH } from '../../../lib/queries/warehouses.ts'

/** GET /api/purchase-receiving/:id: each line ordered, received and left (issue 28, item 11). */
export const RECEIVING_PATH = '/purchase-receiving'

export function usePurchaseReceiving(purchaseId: number) {
  return useQuery({
    queryKey: [RECEIVING_PATH, purchaseId],
    queryFn: () => api.get<PurchaseReceiving>(`${RECEIVING_PATH}/${purchaseId}`, { overlay: false }),
  })
}

const STALE = [
  [ORDER_PATH],
  [RECEIVING_PATH],
  ['/purchase-stock-products'],
  [STOCK_LIST_PATH],
  [WAREHOUSE_LIST_PATH],
  ['/products'],
]

/** POST /api/purchase-receipts: part of a purchase arrived. */
export const useReceiveDelivery = invalidatingMutation(
  (input: PartialReceiptInput) => api.post<MessageResponse>('/purchase-receipts', input),
  STALE,
)

/** POST /api/purchase/:id/close-short: no more deliveries. */
export const useCloseShort = invalidatingMutation(
  ({ id, reason }: { id: number } & CloseShortInput) =>
    api.post<MessageResponse>(`/purchase/${id}/close-short`, { reason }),
  STALE,
)
