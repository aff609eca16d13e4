import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PosCategory } from '@counterpart/domain/schemas/pos'
import { api } from '../../../lib/api.ts'

export function getPosCategories(): Promise<{ categories: PosCategory[] }> {
  return api.get<{ categories: PosCategory[] }>('/categories-for-pos', { overlay: false })
}

export const posCategoriesQuery = queryOptions({
  queryKey: ['/categories-for-pos'] as const,
  queryFn: getPosCategories,
  select: (data) => data.categories,
})

export function usePosCategories() {
  return useQuery(posCategoriesQuery)
}
