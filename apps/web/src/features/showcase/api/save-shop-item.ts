import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { ShopItemInput } from '@counterpart/domain/schemas/showcase'
import { api } from '../../../lib/api.ts'
import { shopListQueryKey } from './get-shop-list.ts'
import { publicShopItemsQuery } from './get-public-shop-items.ts'

export interface SaveShopItemVariables {
  /** null adds a new item (POST /shop-list); an id edits it (PATCH /shop-list/{id}). */
  id: number | null
  input: ShopItemInput
}

export function saveShopItem({ id, input }: SaveShopItemVariables): Promise<{ message: string; id?: number }> {
  return id === null ? api.post('/shop-list', input) : api.patch(`/shop-list/${id}`, input)
}

export const useSaveShopItem = invalidatingMutation(saveShopItem, [shopListQueryKey, publicShopItemsQuery.queryKey])
