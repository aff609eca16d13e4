import { recordQuery } from '../../../lib/query-hooks.ts'
import type { Category } from '@counterpart/domain/schemas/catalog'
import { api } from '../../../lib/api.ts'
import { CATEGORY_LIST_PATH } from './get-categories.ts'

export function getCategory(id: number): Promise<{ category: Category }> {
  return api.get<{ category: Category }>(`/category/${id}`)
}

export const { options: categoryQuery, useRecord: useCategory } = recordQuery(
  (id) => [CATEGORY_LIST_PATH, 'detail', id] as const,
  getCategory,
)
