import { useQuery } from '@tanstack/react-query'
import type { OrderDetailResponse } from '@counterpart/domain/schemas/orders'
import { api } from '../../../lib/api.ts'
import { ORDER_PATH } from '../../../lib/queries/order.ts'

/**
 * The sale a refund returns, for its transaction number. Quietly absent when the user may read the
 * refund but not the sale (the refund still prints).
 */
export function useParentSale(parentId: number | null) {
  return useQuery({
    queryKey: [ORDER_PATH, parentId, 'parent'] as const,
    queryFn: () =>
      api.get<OrderDetailResponse>(`${ORDER_PATH}/${parentId}`, { skipGlobalHandler: true, overlay: false }),
    enabled: parentId !== null,
    retry: false,
    select: (data) => data.order.key,
  })
}
