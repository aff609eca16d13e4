import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Category } from '@counterpart/domain/schemas/catalog'
import { api } from '../../../lib/api.ts'
import { CATEGORY_LIST_PATH } from './get-categories.ts'

export function getCategory(id: number): Promise<{ category: Category }> {
  return api.get<{ category: Category }>(`/category/${id}`)
}

export function categoryQuery(id: number) {
  return queryOptions({ queryKey: [CATEGORY_LIST_PATH, 'detail', id] as const, queryFn: () => getCategory(id) })
}

export function useCategory(id: number | null) {
  return useQuery({ ...categoryQuery(id ?? 0), enabled: id !== null })
}
