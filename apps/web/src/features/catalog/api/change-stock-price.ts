import type { StockPriceInput } from '@counterpart/domain/schemas/stock-documents'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { stocksQueryKey } from '../../../lib/queries/stock-list.ts'
import { warehousesQueryKey } from '../../../lib/queries/warehouses.ts'
import { productsQueryKey } from './get-products.ts'

/** PATCH /api/stock-price: the selling price of a product's stock in one warehouse (issue 28, item 8). */
export function changeStockPrice(input: StockPriceInput): Promise<MessageResponse> {
  return api.patch<MessageResponse>('/stock-price', input)
}

export const useChangeStockPrice = invalidatingMutation(changeStockPrice, [
  productsQueryKey,
  stocksQueryKey,
  warehousesQueryKey,
])
