import { useMutation } from '@tanstack/react-query'
import type { ConfirmSaleResponse } from '@counterpart/domain/schemas/pos'
import { api } from '../../../lib/api.ts'

/** POST /confirm-sale. An unknown number is a 404 whose message the refund screen shows under the field. */
export function confirmSale(trx: string): Promise<ConfirmSaleResponse> {
  return api.post<ConfirmSaleResponse>('/confirm-sale', { trx }, { skipGlobalHandler: [404, 422] })
}

export function useConfirmSale() {
  return useMutation({ mutationFn: confirmSale })
}
