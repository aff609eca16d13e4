import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { warehousesQueryKey } from '../../../lib/queries/warehouses.ts'

export function deleteWarehouse(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/warehouse/${id}`)
}

export const useDeleteWarehouse = invalidatingMutation(deleteWarehouse, [warehousesQueryKey])
