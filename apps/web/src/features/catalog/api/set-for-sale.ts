import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { productsQueryKey } from './get-products.ts'

export function setForSale({ id, warehouseId }: { id: number; warehouseId: number }): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/set-for-sale/${id}`, { warehouse_id: warehouseId })
}

export const useSetForSale = invalidatingMutation(setForSale, [productsQueryKey])
