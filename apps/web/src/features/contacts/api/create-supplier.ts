import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { SupplierInput } from '@counterpart/domain/schemas/contacts'
import { api } from '../../../lib/api.ts'
import { suppliersQueryKey } from './get-suppliers.ts'

export function createSupplier(input: SupplierInput): Promise<{ message: string; id: number }> {
  return api.post('/supplier', input)
}

export const useCreateSupplier = invalidatingMutation(createSupplier, [suppliersQueryKey])
