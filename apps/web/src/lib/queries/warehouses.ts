import { useQuery } from '@tanstack/react-query'
import type { WarehouseRecord } from '@counterpart/domain/schemas/inventory'
import type { Page } from '@counterpart/domain/schemas/paging'
import { listQueryKey } from '../../components/list-query-key.ts'
import { api } from '../api.ts'

/** GET /api/warehouse, read by the WarehousesList table and the warehouse pickers. */
export const WAREHOUSE_LIST_PATH = '/warehouse'

export const warehousesQueryKey = listQueryKey(WAREHOUSE_LIST_PATH)

/** The first 100 warehouses for a picker (shops have a handful). */
export function useWarehouseOptions() {
  return useQuery({
    queryKey: [...warehousesQueryKey, 'options'],
    queryFn: () =>
      api.get<Page<WarehouseRecord>>(WAREHOUSE_LIST_PATH, {
        query: { itemsPerPage: 100, sortBy: 'name' },
        overlay: false,
      }),
    select: (page) => page.items,
  })
}
