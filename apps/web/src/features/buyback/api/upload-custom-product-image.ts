import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { MessageResponse } from '../../../lib/api.ts'
import { postImage, type ImageUpload } from '../../../lib/post-image.ts'
import { customProductsQueryKey } from './get-custom-products.ts'

export function uploadCustomProductImage({ id, file }: ImageUpload): Promise<MessageResponse> {
  return postImage<MessageResponse>(`/custom-product-image/${id}`, file)
}

export const useUploadCustomProductImage = invalidatingMutation(uploadCustomProductImage, [customProductsQueryKey])
