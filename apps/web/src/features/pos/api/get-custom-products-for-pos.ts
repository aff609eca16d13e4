import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PosCustomProduct } from '@counterpart/domain/schemas/pos'
import { api } from '../../../lib/api.ts'

export const POS_CUSTOM_PRODUCTS_PATH = '/custom-products-for-pos'

export function getCustomProductsForPos(): Promise<{ items: PosCustomProduct[] }> {
  return api.get<{ items: PosCustomProduct[] }>(POS_CUSTOM_PRODUCTS_PATH, { overlay: false })
}

export const customProductsForPosQuery = queryOptions({
  queryKey: [POS_CUSTOM_PRODUCTS_PATH] as const,
  queryFn: getCustomProductsForPos,
  select: (data) => data.items,
})

/** Unsold items bought from customers, loaded when the Custom chip is chosen. */
export function useCustomProductsForPos(enabled: boolean) {
  return useQuery({ ...customProductsForPosQuery, enabled })
}
