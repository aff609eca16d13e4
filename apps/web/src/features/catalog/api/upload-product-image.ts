import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { MessageResponse } from '../../../lib/api.ts'
import { postImage, type ImageUpload } from '../../../lib/post-image.ts'
import { productsQueryKey } from './get-products.ts'

export function uploadProductImage({ id, file }: ImageUpload): Promise<MessageResponse & { image: string }> {
  return postImage<MessageResponse & { image: string }>(`/product-image/${id}`, file)
}

export const useUploadProductImage = invalidatingMutation(uploadProductImage, [productsQueryKey])
