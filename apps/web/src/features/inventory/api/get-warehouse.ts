import { recordQuery } from '../../../lib/query-hooks.ts'
import type { WarehouseDetailResponse } from '@counterpart/domain/schemas/inventory'
import { api } from '../../../lib/api.ts'
import { WAREHOUSE_LIST_PATH } from '../../../lib/queries/warehouses.ts'

export function getWarehouse(id: number): Promise<WarehouseDetailResponse> {
  return api.get<WarehouseDetailResponse>(`/warehouse/${id}`)
}

export const { options: warehouseQuery, useRecord: useWarehouse } = recordQuery(
  (id) => [WAREHOUSE_LIST_PATH, id] as const,
  getWarehouse,
)
