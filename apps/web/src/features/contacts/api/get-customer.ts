import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CustomerDetailResponse } from '@counterpart/domain/schemas/contacts'
import { api } from '../../../lib/api.ts'
import { CUSTOMER_LIST_PATH } from '../../../lib/queries/customer-list.ts'

export function getCustomer(id: number): Promise<CustomerDetailResponse> {
  return api.get<CustomerDetailResponse>(`/customer/${id}`)
}

export function customerQuery(id: number) {
  return queryOptions({ queryKey: [CUSTOMER_LIST_PATH, id] as const, queryFn: () => getCustomer(id) })
}

export function useCustomer(id: number | null) {
  return useQuery({ ...customerQuery(id ?? 0), enabled: id !== null })
}
