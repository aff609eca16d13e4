import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { shopListQueryKey } from './get-shop-list.ts'
import { publicShopItemsQuery } from './get-public-shop-items.ts'

export function deleteShopItem(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/shop-list/${id}`)
}

export function useDeleteShopItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteShopItem,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shopListQueryKey }),
        queryClient.invalidateQueries({ queryKey: publicShopItemsQuery.queryKey }),
      ]),
  })
}
