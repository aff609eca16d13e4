import { invalidatingMutation } from '../query-hooks.ts'
import type { PaymentInput } from '@counterpart/domain/schemas/payments'
import { api } from '../api.ts'
import { tillHeaders } from '../till.ts'
import { PAYMENT_WRITE_KEYS } from './invalidate-payments.ts'

/** POST /make-payment/{order}; a payment taken at a till belongs to its open session, so it names the till. */
export function makePayment({
  orderId,
  input,
}: {
  orderId: number
  input: PaymentInput
}): Promise<{ message: string; id: number }> {
  return api.post(`/make-payment/${orderId}`, { ...input, order_id: orderId }, { headers: tillHeaders() })
}

export const useMakePayment = invalidatingMutation(makePayment, PAYMENT_WRITE_KEYS)
