import type { CountInput, CountLinesInput, StockCountDetail } from '@counterpart/domain/schemas/stock-documents'
import { api } from '../../../lib/api.ts'
import { invalidatingMutation, recordQuery } from '../../../lib/query-hooks.ts'
import { listQueryKey } from '../../../components/list-query-key.ts'
import { STOCK_CHANGED_KEYS } from './stock-keys.ts'

/** GET /api/stock-counts: the Counts tab of Inventory. */
export const STOCK_COUNT_LIST_PATH = '/stock-counts'
export const stockCountsQueryKey = listQueryKey(STOCK_COUNT_LIST_PATH)

export const { useRecord: useStockCount } = recordQuery(
  (id) => [STOCK_COUNT_LIST_PATH, id] as const,
  (id) => api.get<StockCountDetail>(`${STOCK_COUNT_LIST_PATH}/${id}`),
)

export const useStartCount = invalidatingMutation(
  (input: CountInput) => api.post<{ message: string; id: number }>(STOCK_COUNT_LIST_PATH, input),
  [stockCountsQueryKey],
)

export const useSaveCount = invalidatingMutation(
  ({ id, lines }: { id: number } & CountLinesInput) =>
    api.patch<{ message: string }>(`${STOCK_COUNT_LIST_PATH}/${id}`, { lines }),
  [stockCountsQueryKey],
)

export const usePostCount = invalidatingMutation(
  ({ id, lines }: { id: number } & CountLinesInput) =>
    api.post<{ message: string }>(`${STOCK_COUNT_LIST_PATH}/${id}/post`, { lines }),
  [stockCountsQueryKey, ...STOCK_CHANGED_KEYS],
)
