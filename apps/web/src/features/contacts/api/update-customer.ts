import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CustomerInput } from '@counterpart/domain/schemas/contacts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { customersQueryKey } from '../../../lib/queries/customer-list.ts'

export function updateCustomer({ id, input }: { id: number; input: CustomerInput }): Promise<MessageResponse> {
  return api.patch<MessageResponse>(`/customer/${id}`, input)
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  })
}
