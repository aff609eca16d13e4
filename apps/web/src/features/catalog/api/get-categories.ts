import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CategoryTreeNode } from '@counterpart/domain/schemas/catalog'
import { api } from '../../../lib/api.ts'

/** GET /api/categories-list; every category query key starts with it. */
export const CATEGORY_LIST_PATH = '/categories-list'
export const categoriesQueryKey = [CATEGORY_LIST_PATH] as const

export function getCategories(): Promise<CategoryTreeNode[]> {
  return api.get<CategoryTreeNode[]>(CATEGORY_LIST_PATH)
}

export const categoriesQuery = queryOptions({ queryKey: categoriesQueryKey, queryFn: getCategories })

export function useCategories() {
  return useQuery(categoriesQuery)
}
