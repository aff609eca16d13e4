import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PurchaseCreatedResponse, PurchaseInput } from '@counterpart/domain/schemas/purchasing'
import { api } from '../../../lib/api.ts'
import { ORDER_PATH } from '../../../lib/queries/order.ts'
import { PAYMENT_LIST_PATH } from '../../../lib/queries/payment-list.ts'

export function createPurchase(input: PurchaseInput): Promise<PurchaseCreatedResponse> {
  return api.post<PurchaseCreatedResponse>('/purchase', input)
}

export function useCreatePurchase() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPurchase,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ORDER_PATH] }),
        queryClient.invalidateQueries({ queryKey: [PAYMENT_LIST_PATH] }),
      ]),
  })
}
