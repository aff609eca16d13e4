import { invalidatingMutation } from '../query-hooks.ts'
import { api, type MessageResponse } from '../api.ts'
import { PAYMENT_WRITE_KEYS } from './invalidate-payments.ts'

export function deletePayment(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/payment/${id}`)
}

export const useDeletePayment = invalidatingMutation(deletePayment, PAYMENT_WRITE_KEYS)
