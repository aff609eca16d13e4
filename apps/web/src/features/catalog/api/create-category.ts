import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { CategoryPayload } from '@counterpart/domain/schemas/catalog'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { categoriesQueryKey } from './get-categories.ts'

export function createCategory(input: CategoryPayload): Promise<MessageResponse & { id: number }> {
  return api.post<MessageResponse & { id: number }>('/category', input)
}

export const useCreateCategory = invalidatingMutation(createCategory, [categoriesQueryKey, ['/product-form-data']])
