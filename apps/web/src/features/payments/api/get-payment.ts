import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PaymentDetailResponse } from '@counterpart/domain/schemas/payments'
import { api } from '../../../lib/api.ts'
import { PAYMENT_LIST_PATH } from '../../../lib/queries/payment-list.ts'

export function getPayment(id: number): Promise<PaymentDetailResponse> {
  return api.get<PaymentDetailResponse>(`/payment/${id}`)
}

export function paymentQuery(id: number) {
  return queryOptions({ queryKey: [PAYMENT_LIST_PATH, id] as const, queryFn: () => getPayment(id) })
}

export function usePayment(id: number | null) {
  return useQuery({ ...paymentQuery(id ?? 0), enabled: id !== null })
}
