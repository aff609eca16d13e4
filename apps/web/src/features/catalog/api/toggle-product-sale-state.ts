import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { productsQueryKey } from './get-products.ts'

/** Sends the row's new value, so a repeated click cannot flip it back. */
export function toggleProductSaleState({ id, state }: { id: number; state: 0 | 1 }): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/toggle-product-sale-state/${id}`, { id, state })
}

export const useToggleProductSaleState = invalidatingMutation(toggleProductSaleState, [productsQueryKey])
