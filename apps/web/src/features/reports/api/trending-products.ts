import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TrendingProductsResponse } from '@counterpart/domain/schemas/reports'
import { api } from '../../../lib/api.ts'

export function getTrendingProducts(): Promise<TrendingProductsResponse> {
  return api.get<TrendingProductsResponse>('/trending-products')
}

export const trendingProductsQuery = queryOptions({ queryKey: ['/trending-products'], queryFn: getTrendingProducts })

export function useTrendingProducts() {
  return useQuery(trendingProductsQuery)
}
