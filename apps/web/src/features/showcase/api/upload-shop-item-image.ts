import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { shopListQueryKey } from './get-shop-list.ts'
import { publicShopItemsQuery } from './get-public-shop-items.ts'

export function uploadShopItemImage({ id, file }: { id: number; file: File }): Promise<MessageResponse> {
  const form = new FormData()
  form.append('image', file)
  return api.post<MessageResponse>(`/shop-item-image/${id}`, form)
}

export function useUploadShopItemImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadShopItemImage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shopListQueryKey }),
        queryClient.invalidateQueries({ queryKey: publicShopItemsQuery.queryKey }),
      ]),
  })
}
