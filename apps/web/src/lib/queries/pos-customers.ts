import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PosCustomer } from '@counterpart/domain/schemas/contacts'
import { api } from '../api.ts'

export const POS_CUSTOMERS_PATH = '/customers-for-pos'

export function getPosCustomers(): Promise<{ customers: PosCustomer[] }> {
  return api.get<{ customers: PosCustomer[] }>(POS_CUSTOMERS_PATH, { overlay: false })
}

export const posCustomersQuery = queryOptions({
  queryKey: [POS_CUSTOMERS_PATH] as const,
  queryFn: getPosCustomers,
  select: (data) => data.customers,
})

export function usePosCustomers() {
  return useQuery(posCustomersQuery)
}
