import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageResponse } from '../../../lib/api.ts'
import { postImage, type ImageUpload } from '../../../lib/post-image.ts'
import { categoriesQueryKey } from './get-categories.ts'

export function uploadCategoryImage({ id, file }: ImageUpload): Promise<MessageResponse & { image: string }> {
  return postImage<MessageResponse & { image: string }>(`/category-image/${id}`, file)
}

export function useUploadCategoryImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadCategoryImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
  })
}
