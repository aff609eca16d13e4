import { invalidatingMutation } from '../query-hooks.ts'
import type { PaymentInput } from '@counterpart/domain/schemas/payments'
import { api, type MessageResponse } from '../api.ts'
import { PAYMENT_WRITE_KEYS } from './invalidate-payments.ts'

export function updatePayment({ id, input }: { id: number; input: PaymentInput }): Promise<MessageResponse> {
  return api.patch<MessageResponse>(`/payment/${id}`, input)
}

export const useUpdatePayment = invalidatingMutation(updatePayment, PAYMENT_WRITE_KEYS)
