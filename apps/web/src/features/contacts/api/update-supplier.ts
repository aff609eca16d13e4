import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { SupplierInput } from '@counterpart/domain/schemas/contacts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { suppliersQueryKey } from './get-suppliers.ts'

export function updateSupplier({ id, input }: { id: number; input: SupplierInput }): Promise<MessageResponse> {
  return api.patch<MessageResponse>(`/supplier/${id}`, input)
}

export const useUpdateSupplier = invalidatingMutation(updateSupplier, [suppliersQueryKey])
