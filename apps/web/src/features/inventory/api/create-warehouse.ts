import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { WarehouseInput } from '@counterpart/domain/schemas/inventory'
import { api } from '../../../lib/api.ts'
import { warehousesQueryKey } from '../../../lib/queries/warehouses.ts'

export function createWarehouse(input: WarehouseInput): Promise<{ message: string; id: number }> {
  return api.post('/warehouse', input)
}

export function useCreateWarehouse() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createWarehouse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehousesQueryKey }),
  })
}
