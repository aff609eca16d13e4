import { invalidatingMutation } from '../query-hooks.ts'
import type { CustomerInput } from '@counterpart/domain/schemas/contacts'
import { api } from '../api.ts'
import { customersQueryKey } from './customer-list.ts'

export function createCustomer(input: CustomerInput): Promise<{ message: string; id: number }> {
  return api.post('/customer', input)
}

export const useCreateCustomer = invalidatingMutation(createCustomer, [customersQueryKey])
