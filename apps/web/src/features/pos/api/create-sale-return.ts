import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { SaleCreatedResponse, SaleReturnInput } from '@counterpart/domain/schemas/pos'
import { api } from '../../../lib/api.ts'
import { tillHeaders } from '../../../lib/till.ts'
import { POS_PRODUCTS_PATH } from './get-pos-products.ts'

/** POST /sale-return, naming this device's till when one is chosen; its refusals (more than sold, changed totals) are shown by the refund screen. */
export function createSaleReturn(input: SaleReturnInput): Promise<SaleCreatedResponse> {
  return api.post<SaleCreatedResponse>('/sale-return', input, { skipGlobalHandler: [409, 422], headers: tillHeaders() })
}

export const useCreateSaleReturn = invalidatingMutation(createSaleReturn, [[POS_PRODUCTS_PATH], ['/order']])
