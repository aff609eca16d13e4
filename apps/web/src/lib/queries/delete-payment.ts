import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type MessageResponse } from '../api.ts'
import { invalidatePayments } from './invalidate-payments.ts'

export function deletePayment(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/payment/${id}`)
}

export function useDeletePayment() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deletePayment, onSuccess: () => invalidatePayments(queryClient) })
}
