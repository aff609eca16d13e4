import { recordQuery } from '../../../lib/query-hooks.ts'
import type { CustomerDetailResponse } from '@counterpart/domain/schemas/contacts'
import { api } from '../../../lib/api.ts'
import { CUSTOMER_LIST_PATH } from '../../../lib/queries/customer-list.ts'

export function getCustomer(id: number): Promise<CustomerDetailResponse> {
  return api.get<CustomerDetailResponse>(`/customer/${id}`)
}

export const { options: customerQuery, useRecord: useCustomer } = recordQuery(
  (id) => [CUSTOMER_LIST_PATH, id] as const,
  getCustomer,
)
