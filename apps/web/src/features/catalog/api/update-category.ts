import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { CategoryPayload } from '@counterpart/domain/schemas/catalog'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { categoriesQueryKey } from './get-categories.ts'

export function updateCategory({ id, input }: { id: number; input: CategoryPayload }): Promise<MessageResponse> {
  return api.patch<MessageResponse>(`/category/${id}`, input)
}

export const useUpdateCategory = invalidatingMutation(updateCategory, [categoriesQueryKey, ['/product-form-data']])
