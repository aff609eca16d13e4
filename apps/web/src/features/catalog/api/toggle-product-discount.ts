import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { productsQueryKey } from './get-products.ts'

/** Sends the row's new value, so a repeated click cannot flip it back. */
export function toggleProductDiscount({ id, discounted }: { id: number; discounted: 0 | 1 }): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/toggle-product-discount/${id}`, { id, discounted })
}

export function useToggleProductDiscount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: toggleProductDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  })
}
