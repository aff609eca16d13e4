import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { suppliersQueryKey } from './get-suppliers.ts'

export function deleteSupplier(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/supplier/${id}`)
}

export function useDeleteSupplier() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQueryKey }),
  })
}
