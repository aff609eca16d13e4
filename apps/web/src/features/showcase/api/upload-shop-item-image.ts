import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { MessageResponse } from '../../../lib/api.ts'
import { postImage, type ImageUpload } from '../../../lib/post-image.ts'
import { shopListQueryKey } from './get-shop-list.ts'
import { publicShopItemsQuery } from './get-public-shop-items.ts'

export function uploadShopItemImage({ id, file }: ImageUpload): Promise<MessageResponse> {
  return postImage<MessageResponse>(`/shop-item-image/${id}`, file)
}

export const useUploadShopItemImage = invalidatingMutation(uploadShopItemImage, [
  shopListQueryKey,
  publicShopItemsQuery.queryKey,
])
