import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { customersQueryKey } from '../../../lib/queries/customer-list.ts'

export function deleteCustomer(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/customer/${id}`)
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  })
}
