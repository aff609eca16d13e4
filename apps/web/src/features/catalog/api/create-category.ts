import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CategoryPayload } from '@counterpart/domain/schemas/catalog'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { categoriesQueryKey } from './get-categories.ts'

export function createCategory(input: CategoryPayload): Promise<MessageResponse & { id: number }> {
  return api.post<MessageResponse & { id: number }>('/category', input)
}

export function useCreateCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCategory,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: categoriesQueryKey })
      await queryClient.invalidateQueries({ queryKey: ['/product-form-data'] })
    },
  })
}
