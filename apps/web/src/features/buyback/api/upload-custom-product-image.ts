import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageResponse } from '../../../lib/api.ts'
import { postImage, type ImageUpload } from '../../../lib/post-image.ts'
import { customProductsQueryKey } from './get-custom-products.ts'

export function uploadCustomProductImage({ id, file }: ImageUpload): Promise<MessageResponse> {
  return postImage<MessageResponse>(`/custom-product-image/${id}`, file)
}

export function useUploadCustomProductImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadCustomProductImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customProductsQueryKey }),
  })
}
