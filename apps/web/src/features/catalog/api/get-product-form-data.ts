import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProductFormData } from '@counterpart/domain/schemas/catalog'
import { api } from '../../../lib/api.ts'

export function getProductFormData(): Promise<ProductFormData> {
  return api.get<ProductFormData>('/product-form-data')
}

export const productFormDataQuery = queryOptions({
  queryKey: ['/product-form-data'] as const,
  queryFn: getProductFormData,
})

export function useProductFormData() {
  return useQuery(productFormDataQuery)
}
