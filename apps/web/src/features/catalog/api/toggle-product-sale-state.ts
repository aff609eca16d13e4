import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { productsQueryKey } from './get-products.ts'

/** Sends the row's new value, so a repeated click cannot flip it back. */
export function toggleProductSaleState({ id, state }: { id: number; state: 0 | 1 }): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/toggle-product-sale-state/${id}`, { id, state })
}

export function useToggleProductSaleState() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: toggleProductSaleState,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  })
}
