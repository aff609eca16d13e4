import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { ProductPayload } from '@counterpart/domain/schemas/catalog'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { productsQueryKey } from './get-products.ts'

export function createProduct(input: ProductPayload): Promise<MessageResponse & { id: number }> {
  return api.post<MessageResponse & { id: number }>('/product', input)
}

export const useCreateProduct = invalidatingMutation(createProduct, [productsQueryKey])
