import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { WarehouseInput } from '@counterpart/domain/schemas/inventory'
import { api } from '../../../lib/api.ts'
import { warehousesQueryKey } from '../../../lib/queries/warehouses.ts'

export function createWarehouse(input: WarehouseInput): Promise<{ message: string; id: number }> {
  return api.post('/warehouse', input)
}

export const useCreateWarehouse = invalidatingMutation(createWarehouse, [warehousesQueryKey])
