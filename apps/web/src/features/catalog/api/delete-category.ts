import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { categoriesQueryKey } from './get-categories.ts'
import { productsQueryKey } from './get-products.ts'

export function deleteCategory(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/category/${id}`)
}

// Its products are now uncategorised.
export const useDeleteCategory = invalidatingMutation(deleteCategory, [
  categoriesQueryKey,
  productsQueryKey,
  ['/product-form-data'],
])
