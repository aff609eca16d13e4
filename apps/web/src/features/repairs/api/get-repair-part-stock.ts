import type { RepairPartStock } from '@counterpart/domain/schemas/repair-parts'
import { api } from '../../../lib/api.ts'
import { recordQuery } from '../../../lib/query-hooks.ts'

export const REPAIR_PART_STOCK_PATH = '/repair-part-stock'

/** GET /api/repair-part-stock/{productId}: where a product may be reserved from, and its units in stock. */
export function getRepairPartStock(productId: number): Promise<RepairPartStock> {
  return api.get<RepairPartStock>(`${REPAIR_PART_STOCK_PATH}/${productId}`, { overlay: false })
}

/** Idle until a product is picked. */
export const { useRecord: useRepairPartStock } = recordQuery(
  (productId) => [REPAIR_PART_STOCK_PATH, productId] as const,
  getRepairPartStock,
)
