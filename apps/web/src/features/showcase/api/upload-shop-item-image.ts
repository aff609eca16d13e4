import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageResponse } from '../../../lib/api.ts'
import { postImage, type ImageUpload } from '../../../lib/post-image.ts'
import { shopListQueryKey } from './get-shop-list.ts'
import { publicShopItemsQuery } from './get-public-shop-items.ts'

export function uploadShopItemImage({ id, file }: ImageUpload): Promise<MessageResponse> {
  return postImage<MessageResponse>(`/shop-item-image/${id}`, file)
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
