import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PaymentInput } from '@counterpart/domain/schemas/payments'
import { api } from '../api.ts'
import { invalidatePayments } from './invalidate-payments.ts'

export function makePayment({
  orderId,
  input,
}: {
  orderId: number
  input: PaymentInput
}): Promise<{ message: string; id: number }> {
  return api.post(`/make-payment/${orderId}`, { ...input, order_id: orderId })
}

export function useMakePayment() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: makePayment, onSuccess: () => invalidatePayments(queryClient) })
}
