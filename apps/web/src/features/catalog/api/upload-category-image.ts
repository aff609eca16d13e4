import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { categoriesQueryKey } from './get-categories.ts'

export function uploadCategoryImage({
  id,
  file,
}: {
  id: number
  file: File
}): Promise<MessageResponse & { image: string }> {
  const form = new FormData()
  form.append('image', file)
  return api.post<MessageResponse & { image: string }>(`/category-image/${id}`, form)
}

export function useUploadCategoryImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadCategoryImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
  })
}
