import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicShopItem } from '@counterpart/domain/schemas/showcase'
import { api } from '../../../lib/api.ts'

export const publicShopItemsQuery = queryOptions({
  queryKey: ['/get-shop-items'] as const,
  queryFn: async () => (await api.get<{ items: PublicShopItem[] }>('/get-shop-items')).items,
})

/** GET /api/get-shop-items: the shop listing for visitors. */
export function usePublicShopItems() {
  return useQuery(publicShopItemsQuery)
}
