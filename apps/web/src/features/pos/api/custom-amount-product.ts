import { useMutation } from '@tanstack/react-query'
import type { PosProduct } from '@counterpart/domain/schemas/pos'
import { api } from '../../../lib/api.ts'

/** POST /custom-amount-product: the shop's open-price service a custom amount is a line of (made once). */
export function getCustomAmountProduct(): Promise<{ message: string; product: PosProduct }> {
  return api.post<{ message: string; product: PosProduct }>('/custom-amount-product', {}, { overlay: false })
}

export function useCustomAmountProduct() {
  return useMutation({ mutationFn: getCustomAmountProduct })
}
