import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { suppliersQueryKey } from './get-suppliers.ts'

export function deleteSupplier(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/supplier/${id}`)
}

export const useDeleteSupplier = invalidatingMutation(deleteSupplier, [suppliersQueryKey])
