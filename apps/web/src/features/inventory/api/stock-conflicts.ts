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
  from_warehouse_id = null,
}: {
  id: number
  resolution: StockConflictResolution
  /** "Stock moved here" from this warehouse: the server transfers what the place is short. */
  from_warehouse_id?: number | null
}): Promise<MessageResponse> {
  return api.post<MessageResponse>(`${STOCK_CONFLICTS_PATH}/${id}/clear`, { resolution, from_warehouse_id })
}

/** A write-off or a transfer moves stock, so the stock lists, transfers and alerts are stale too. */
export const useClearStockConflict = invalidatingMutation(clearStockConflict, [
  listQueryKey(STOCK_CONFLICTS_PATH),
  listQueryKey('/stock-transfers'),
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
