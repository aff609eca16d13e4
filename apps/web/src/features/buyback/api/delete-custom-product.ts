import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { customProductsQueryKey } from './get-custom-products.ts'

export function deleteCustomProduct(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/custom-product/${id}`)
}

export function useDeleteCustomProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCustomProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customProductsQueryKey }),
  })
}
