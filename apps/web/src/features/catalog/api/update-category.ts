import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CategoryPayload } from '@counterpart/domain/schemas/catalog'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { categoriesQueryKey } from './get-categories.ts'

export function updateCategory({ id, input }: { id: number; input: CategoryPayload }): Promise<MessageResponse> {
  return api.patch<MessageResponse>(`/category/${id}`, input)
}

export function useUpdateCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: categoriesQueryKey })
      await queryClient.invalidateQueries({ queryKey: ['/product-form-data'] })
    },
  })
}
