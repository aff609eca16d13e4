import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CustomProductRecord } from '@counterpart/domain/schemas/buyback'
import { api } from '../../../lib/api.ts'
import { CUSTOM_PRODUCT_LIST_PATH } from './get-custom-products.ts'

export async function getCustomProduct(id: number): Promise<CustomProductRecord> {
  return (await api.get<{ item: CustomProductRecord }>(`/custom-product/${id}`)).item
}

export function customProductQuery(id: number) {
  return queryOptions({ queryKey: [CUSTOM_PRODUCT_LIST_PATH, id] as const, queryFn: () => getCustomProduct(id) })
}

export function useCustomProduct(id: number | null) {
  return useQuery({ ...customProductQuery(id ?? 0), enabled: id !== null })
}
