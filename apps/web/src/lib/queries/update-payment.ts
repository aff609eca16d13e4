import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PaymentInput } from '@counterpart/domain/schemas/payments'
import { api, type MessageResponse } from '../api.ts'
import { invalidatePayments } from './invalidate-payments.ts'

export function updatePayment({ id, input }: { id: number; input: PaymentInput }): Promise<MessageResponse> {
  return api.patch<MessageResponse>(`/payment/${id}`, input)
}

export function useUpdatePayment() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updatePayment, onSuccess: () => invalidatePayments(queryClient) })
}
