import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { productsQueryKey } from './get-products.ts'

export function setForSale({ id, warehouseId }: { id: number; warehouseId: number }): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/set-for-sale/${id}`, { warehouse_id: warehouseId })
}

export function useSetForSale() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setForSale,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  })
}
