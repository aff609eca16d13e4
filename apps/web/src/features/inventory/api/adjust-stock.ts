import type { AdjustmentInput } from '@counterpart/domain/schemas/stock-documents'
import { api } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { STOCK_CHANGED_KEYS } from './stock-keys.ts'

/** POST /api/stock-adjustments: one product in one warehouse, by hand, with a reason. */
export function adjustStock(input: AdjustmentInput): Promise<{ message: string; id: number }> {
  return api.post('/stock-adjustments', input)
}

export const useAdjustStock = invalidatingMutation(adjustStock, STOCK_CHANGED_KEYS)
