import { invalidatingMutation } from '../query-hooks.ts'
import type { PaymentInput } from '@counterpart/domain/schemas/payments'
import { api } from '../api.ts'
import { PAYMENT_WRITE_KEYS } from './invalidate-payments.ts'

export function makePayment({
  orderId,
  input,
}: {
  orderId: number
  input: PaymentInput
}): Promise<{ message: string; id: number }> {
  return api.post(`/make-payment/${orderId}`, { ...input, order_id: orderId })
}

export const useMakePayment = invalidatingMutation(makePayment, PAYMENT_WRITE_KEYS)
