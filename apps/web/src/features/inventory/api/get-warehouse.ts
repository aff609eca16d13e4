import { queryOptions, useQuery } from '@tanstack/react-query'
import type { WarehouseDetailResponse } from '@counterpart/domain/schemas/inventory'
import { api } from '../../../lib/api.ts'
import { WAREHOUSE_LIST_PATH } from '../../../lib/queries/warehouses.ts'

export function getWarehouse(id: number): Promise<WarehouseDetailResponse> {
  return api.get<WarehouseDetailResponse>(`/warehouse/${id}`)
}

export function warehouseQuery(id: number) {
  return queryOptions({ queryKey: [WAREHOUSE_LIST_PATH, id] as const, queryFn: () => getWarehouse(id) })
}

export function useWarehouse(id: number | null) {
  return useQuery({ ...warehouseQuery(id ?? 0), enabled: id !== null })
}
