import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { WarehouseInput } from '@counterpart/domain/schemas/inventory'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { warehousesQueryKey } from '../../../lib/queries/warehouses.ts'

export function updateWarehouse({ id, input }: { id: number; input: WarehouseInput }): Promise<MessageResponse> {
  return api.patch<MessageResponse>(`/warehouse/${id}`, input)
}

export const useUpdateWarehouse = invalidatingMutation(updateWarehouse, [warehousesQueryKey])
