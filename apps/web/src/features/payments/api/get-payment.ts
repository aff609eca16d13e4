import { recordQuery } from '../../../lib/query-hooks.ts'
import type { PaymentDetailResponse } from '@counterpart/domain/schemas/payments'
import { api } from '../../../lib/api.ts'
import { PAYMENT_LIST_PATH } from '../../../lib/queries/payment-list.ts'

export function getPayment(id: number): Promise<PaymentDetailResponse> {
  return api.get<PaymentDetailResponse>(`/payment/${id}`)
}

export const { options: paymentQuery, useRecord: usePayment } = recordQuery(
  (id) => [PAYMENT_LIST_PATH, id] as const,
  getPayment,
)
