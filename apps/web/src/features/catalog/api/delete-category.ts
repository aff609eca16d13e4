import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { categoriesQueryKey } from './get-categories.ts'
import { productsQueryKey } from './get-products.ts'

export function deleteCategory(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/category/${id}`)
}

export function useDeleteCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: categoriesQueryKey })
      // Its products are now uncategorised.
      await queryClient.invalidateQueries({ queryKey: productsQueryKey })
      await queryClient.invalidateQueries({ queryKey: ['/product-form-data'] })
    },
  })
}
