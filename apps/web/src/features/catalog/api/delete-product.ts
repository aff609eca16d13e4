import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { productsQueryKey } from './get-products.ts'

export function deleteProduct(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/product/${id}`)
}

export const useDeleteProduct = invalidatingMutation(deleteProduct, [productsQueryKey])
