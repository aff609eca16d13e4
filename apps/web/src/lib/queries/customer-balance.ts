import type { CustomerBalanceResponse } from '@counterpart/domain/schemas/payments'
import { api } from '../api.ts'
import { recordQuery } from '../query-hooks.ts'

/** GET /api/customer-balance/{id}; a payment write invalidates every key that starts with it. */
export const CUSTOMER_BALANCE_PATH = '/customer-balance'

export function getCustomerBalance(id: number): Promise<CustomerBalanceResponse> {
  return api.get<CustomerBalanceResponse>(`${CUSTOMER_BALANCE_PATH}/${id}`, { overlay: false })
}

/** What a customer owes on their sales, each sale and the sum (the terminal's customer chip). */
export const { useRecord: useCustomerBalance } = recordQuery(
  (id) => [CUSTOMER_BALANCE_PATH, id] as const,
  getCustomerBalance,
)
