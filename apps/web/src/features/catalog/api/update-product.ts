import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { ProductPayload } from '@counterpart/domain/schemas/catalog'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { productsQueryKey } from './get-products.ts'

export function updateProduct({ id, input }: { id: number; input: ProductPayload }): Promise<MessageResponse> {
  return api.patch<MessageResponse>(`/product/${id}`, input)
}

export const useUpdateProduct = invalidatingMutation(updateProduct, [productsQueryKey])
