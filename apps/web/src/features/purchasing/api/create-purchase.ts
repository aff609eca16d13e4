import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { PurchaseCreatedResponse, PurchaseInput } from '@counterpart/domain/schemas/purchasing'
import { api } from '../../../lib/api.ts'
import { ORDER_PATH } from '../../../lib/queries/order.ts'
import { PAYMENT_LIST_PATH } from '../../../lib/queries/payment-list.ts'

export function createPurchase(input: PurchaseInput): Promise<PurchaseCreatedResponse> {
  return api.post<PurchaseCreatedResponse>('/purchase', input)
}

export const useCreatePurchase = invalidatingMutation(createPurchase, [[ORDER_PATH], [PAYMENT_LIST_PATH]])
