import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { customProductsQueryKey } from './get-custom-products.ts'

export function deleteCustomProduct(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/custom-product/${id}`)
}

export const useDeleteCustomProduct = invalidatingMutation(deleteCustomProduct, [customProductsQueryKey])
