import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { customersQueryKey } from '../../../lib/queries/customer-list.ts'

export function deleteCustomer(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/customer/${id}`)
}

export const useDeleteCustomer = invalidatingMutation(deleteCustomer, [customersQueryKey])
