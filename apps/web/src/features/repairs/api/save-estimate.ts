import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { EstimateInput } from '@counterpart/domain/schemas/repair-estimates'
import { api } from '../../../lib/api.ts'
import { repairsQueryKey } from './get-repairs.ts'

export interface SaveEstimateVariables {
  repairId: number
  /** The version edited; none for a new one. */
  estimateId?: number
  input: EstimateInput
}

export interface SavedEstimate {
  message: string
  id: number
}

/**
 * POST /api/repair/{id}/estimates drafts the next version; PATCH …/estimates/{estimateId} edits a draft, or
 * makes the next version from a sent one. 422s are shown in the editor itself.
 */
export function saveEstimate({ repairId, estimateId, input }: SaveEstimateVariables): Promise<SavedEstimate> {
  return estimateId === undefined
    ? api.post<SavedEstimate>(`/repair/${repairId}/estimates`, input, { skipGlobalHandler: [422] })
    : api.patch<SavedEstimate>(`/repair/${repairId}/estimates/${estimateId}`, input, { skipGlobalHandler: [422] })
}

export const useSaveEstimate = invalidatingMutation(saveEstimate, [repairsQueryKey])
