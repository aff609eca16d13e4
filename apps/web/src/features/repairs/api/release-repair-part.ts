import { api, type MessageResponse } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { REPAIR_PART_STOCK_PATH } from './get-repair-part-stock.ts'
import { repairsQueryKey } from './get-repairs.ts'

/** DELETE /api/repair/{id}/parts/{partId}: lets a reserved or ordered part go. */
export function releaseRepairPart({ repairId, partId }: { repairId: number; partId: number }) {
  return api.delete<MessageResponse>(`/repair/${repairId}/parts/${partId}`, { overlay: false })
}

export const useReleaseRepairPart = invalidatingMutation(releaseRepairPart, [repairsQueryKey, [REPAIR_PART_STOCK_PATH]])
