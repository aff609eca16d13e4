import type { RepairPartAdded, RepairPartRequest } from '@counterpart/domain/schemas/repair-parts'
import { api } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { REPAIR_PART_STOCK_PATH } from './get-repair-part-stock.ts'
import { repairsQueryKey } from './get-repairs.ts'

export interface AddRepairPartVariables {
  repairId: number
  input: RepairPartRequest
}

/** POST /api/repair/{id}/parts: reserves a part from stock, or orders it (`order: true`). */
export function addRepairPart({ repairId, input }: AddRepairPartVariables): Promise<RepairPartAdded> {
  return api.post<RepairPartAdded>(`/repair/${repairId}/parts`, input, { overlay: false })
}

export const useAddRepairPart = invalidatingMutation(addRepairPart, [repairsQueryKey, [REPAIR_PART_STOCK_PATH]])
