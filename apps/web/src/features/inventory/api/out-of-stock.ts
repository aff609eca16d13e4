import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { OutOfStockInput, OutOfStockResponse } from '@counterpart/domain/schemas/inventory'
import { api } from '../../../lib/api.ts'
import { STOCK_LIST_PATH } from '../../../lib/queries/stock-list.ts'

export function getOutOfStock(input: OutOfStockInput): Promise<OutOfStockResponse> {
  return api.post<OutOfStockResponse>('/out-of-stock', input, { overlay: false })
}

/** Stock below a threshold. Kept under the stock list key, so a receipt refreshes the alerts too. */
export function useOutOfStock(input: OutOfStockInput, enabled = true) {
  return useQuery({
    queryKey: [STOCK_LIST_PATH, 'out-of-stock', input],
    queryFn: () => getOutOfStock(input),
    placeholderData: keepPreviousData,
    enabled,
  })
}
