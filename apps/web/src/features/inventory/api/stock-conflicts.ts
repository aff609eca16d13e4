import { useQuery } from '@tanstack/react-query'
import type { StockConflictPage, StockConflictResolution } from '@counterpart/domain/schemas/offline'
import { listQueryKey } from '../../../components/list-query-key.ts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { stocksQueryKey } from '../../../lib/queries/stock-list.ts'

/** GET /api/stock-conflicts (?status=open|cleared, paged): what offline sales took below zero (issue 18). */
export const STOCK_CONFLICTS_PATH = '/stock-conflicts'

export function clearStockConflict({
  id,
  resolution,
}: {
  id: number
  resolution: StockConflictResolution
}): Promise<MessageResponse> {
  return api.post<MessageResponse>(`${STOCK_CONFLICTS_PATH}/${id}/clear`, { resolution })
}

/** A write-off moves stock, so the stock lists and alerts are stale too. */
export const useClearStockConflict = invalidatingMutation(clearStockConflict, [
  listQueryKey(STOCK_CONFLICTS_PATH),
  stocksQueryKey,
])

/** How many conflicts are open: the Stock alerts page raises them on every tab. */
export function useOpenStockConflicts(enabled: boolean) {
  const query = { status: 'open', page: 1, itemsPerPage: 1 } as const
  return useQuery({
    queryKey: [...listQueryKey(STOCK_CONFLICTS_PATH), 'count', query],
    queryFn: ({ signal }) => api.get<StockConflictPage>(STOCK_CONFLICTS_PATH, { query, signal, overlay: false }),
    select: (page) => page.total,
    enabled,
  })
}
