import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { WarehouseInput } from '@counterpart/domain/schemas/inventory'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { warehousesQueryKey } from '../../../lib/queries/warehouses.ts'

export function updateWarehouse({ id, input }: { id: number; input: WarehouseInput }): Promise<MessageResponse> {
  return api.patch<MessageResponse>(`/warehouse/${id}`, input)
}

export function useUpdateWarehouse() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateWarehouse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehousesQueryKey }),
  })
}
