import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProductResponse } from '@counterpart/domain/schemas/catalog'
import { api } from '../../../lib/api.ts'
import { PRODUCT_LIST_PATH } from './get-products.ts'

export function getProduct(id: number): Promise<ProductResponse> {
  return api.get<ProductResponse>(`/product/${id}`)
}

export function productQuery(id: number) {
  return queryOptions({ queryKey: [PRODUCT_LIST_PATH, 'detail', id] as const, queryFn: () => getProduct(id) })
}

export function useProduct(id: number | null) {
  return useQuery({ ...productQuery(id ?? 0), enabled: id !== null })
}
