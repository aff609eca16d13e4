import { queryOptions, useQuery } from '@tanstack/react-query'
import type { StockByWarehouseResponse } from '@counterpart/domain/schemas/reports'
import { api } from '../../../lib/api.ts'

export function getStockByWarehouse(): Promise<StockByWarehouseResponse> {
  return api.get<StockByWarehouseResponse>('/stock-overall/warehouses', { overlay: false })
}

export const stockByWarehouseQuery = queryOptions({
  queryKey: ['/stock-overall/warehouses'],
  queryFn: getStockByWarehouse,
})

export function useStockByWarehouse() {
  return useQuery(stockByWarehouseQuery)
}
