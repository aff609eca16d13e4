import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { CustomerInput } from '@counterpart/domain/schemas/contacts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { customersQueryKey } from '../../../lib/queries/customer-list.ts'

export function updateCustomer({ id, input }: { id: number; input: CustomerInput }): Promise<MessageResponse> {
  return api.patch<MessageResponse>(`/customer/${id}`, input)
}

export const useUpdateCustomer = invalidatingMutation(updateCustomer, [customersQueryKey])
