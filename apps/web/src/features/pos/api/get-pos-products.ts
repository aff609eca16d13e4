import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { api } from '../../../lib/api.ts'

export const POS_PRODUCTS_PATH = '/products-for-pos'

export function getPosProducts(categoryId: number | null): Promise<{ products: PosProduct[] }> {
  return api.get<{ products: PosProduct[] }>(POS_PRODUCTS_PATH, { query: { category_id: categoryId }, overlay: false })
}

export function posProductsQuery(categoryId: number | null) {
  return queryOptions({
    queryKey: [POS_PRODUCTS_PATH, categoryId] as const,
    queryFn: () => getPosProducts(categoryId),
    select: (data) => data.products,
  })
}

/** The tiles of the terminal (at most posProductsLimit); idle until `enabled` (posAutoLoadProducts). */
export function usePosProducts(categoryId: number | null, enabled: boolean) {
  return useQuery({ ...posProductsQuery(categoryId), enabled })
}
