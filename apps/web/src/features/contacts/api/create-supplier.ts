import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SupplierInput } from '@counterpart/domain/schemas/contacts'
import { api } from '../../../lib/api.ts'
import { suppliersQueryKey } from './get-suppliers.ts'

export function createSupplier(input: SupplierInput): Promise<{ message: string; id: number }> {
  return api.post('/supplier', input)
}

export function useCreateSupplier() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliersQueryKey }),
  })
}
