import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { productsQueryKey } from './get-products.ts'

export function deleteProduct(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/product/${id}`)
}

export function useDeleteProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  })
}
