import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { productsQueryKey } from './get-products.ts'

/** Sends the row's new value, so a repeated click cannot flip it back. */
export function toggleProductDiscount({ id, discounted }: { id: number; discounted: 0 | 1 }): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/toggle-product-discount/${id}`, { id, discounted })
}

export const useToggleProductDiscount = invalidatingMutation(toggleProductDiscount, [productsQueryKey])
