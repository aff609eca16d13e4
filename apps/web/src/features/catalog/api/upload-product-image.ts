import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { productsQueryKey } from './get-products.ts'

export function uploadProductImage({
  id,
  file,
}: {
  id: number
  file: File
}): Promise<MessageResponse & { image: string }> {
  const form = new FormData()
  form.append('image', file)
  return api.post<MessageResponse & { image: string }>(`/product-image/${id}`, form)
}

export function useUploadProductImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadProductImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  })
}
