import { queryOptions, useQuery } from '@tanstack/react-query'
import type { StockOverallResponse } from '@counterpart/domain/schemas/reports'
import { api } from '../../../lib/api.ts'

export function getStockOverall(): Promise<StockOverallResponse> {
  return api.get<StockOverallResponse>('/stock-overall')
}

export const stockOverallQuery = queryOptions({ queryKey: ['/stock-overall'], queryFn: getStockOverall })

export function useStockOverall() {
  return useQuery(stockOverallQuery)
}
