import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProductPayload } from '@counterpart/domain/schemas/catalog'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { productsQueryKey } from './get-products.ts'

export function createProduct(input: ProductPayload): Promise<MessageResponse & { id: number }> {
  return api.post<MessageResponse & { id: number }>('/product', input)
}

export function useCreateProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  })
}
