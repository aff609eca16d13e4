import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { StaffEstimateDecisionInput } from '@counterpart/domain/schemas/repair-estimates'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { repairsQueryKey } from './get-repairs.ts'

export interface RecordEstimateDecisionVariables {
  repairId: number
  estimateId: number
  input: StaffEstimateDecisionInput
}

/** POST /api/repair/{id}/estimates/{estimateId}/decision: an answer given at the counter or by phone. */
export function recordEstimateDecision({ repairId, estimateId, input }: RecordEstimateDecisionVariables) {
  return api.post<MessageResponse>(`/repair/${repairId}/estimates/${estimateId}/decision`, input, {
    skipGlobalHandler: [422],
  })
}

export const useRecordEstimateDecision = invalidatingMutation(recordEstimateDecision, [repairsQueryKey])
