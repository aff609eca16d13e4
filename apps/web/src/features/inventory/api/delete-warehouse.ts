import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { warehousesQueryKey } from '../../../lib/queries/warehouses.ts'

export function deleteWarehouse(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/warehouse/${id}`)
}

export function useDeleteWarehouse() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteWarehouse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehousesQueryKey }),
  })
}
