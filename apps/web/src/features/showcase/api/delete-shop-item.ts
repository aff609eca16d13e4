import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { shopListQueryKey } from './get-shop-list.ts'
import { publicShopItemsQuery } from './get-public-shop-items.ts'

export function deleteShopItem(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/shop-list/${id}`)
}

export const useDeleteShopItem = invalidatingMutation(deleteShopItem, [shopListQueryKey, publicShopItemsQuery.queryKey])
