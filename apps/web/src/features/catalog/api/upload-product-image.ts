import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageResponse } from '../../../lib/api.ts'
import { postImage, type ImageUpload } from '../../../lib/post-image.ts'
import { productsQueryKey } from './get-products.ts'

export function uploadProductImage({ id, file }: ImageUpload): Promise<MessageResponse & { image: string }> {
  return postImage<MessageResponse & { image: string }>(`/product-image/${id}`, file)
}

export function useUploadProductImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadProductImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  })
}
