import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { customProductsQueryKey } from './get-custom-products.ts'

export function uploadCustomProductImage({ id, file }: { id: number; file: File }): Promise<MessageResponse> {
  const form = new FormData()
  form.append('image', file)
  return api.post<MessageResponse>(`/custom-product-image/${id}`, form)
}

export function useUploadCustomProductImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadCustomProductImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customProductsQueryKey }),
  })
}
