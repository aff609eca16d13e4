import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OrderPaymentsResponse } from '@counterpart/domain/schemas/payments'
import { api } from '../api.ts'
import { PAYMENT_LIST_PATH } from './payment-list.ts'

export function getOrderPayments(orderId: number): Promise<OrderPaymentsResponse> {
  return api.get<OrderPaymentsResponse>(`/order-payments/${orderId}`, { overlay: false })
}

/** Kept under the payment list key, so every payment write reloads the panel. */
export function orderPaymentsQuery(orderId: number) {
  return queryOptions({
    queryKey: [PAYMENT_LIST_PATH, 'order', orderId] as const,
    queryFn: () => getOrderPayments(orderId),
  })
}

export function useOrderPayments(orderId: number) {
  return useQuery(orderPaymentsQuery(orderId))
}
