import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CustomerInput } from '@counterpart/domain/schemas/contacts'
import { api } from '../api.ts'
import { customersQueryKey } from './customer-list.ts'

export function createCustomer(input: CustomerInput): Promise<{ message: string; id: number }> {
  return api.post('/customer', input)
}

export function useCreateCustomer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  })
}
