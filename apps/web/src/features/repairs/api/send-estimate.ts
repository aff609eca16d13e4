import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { repairsQueryKey } from './get-repairs.ts'

/** POST /api/repair/{id}/estimates/{estimateId}/send: mails the customer and the ticket waits for them. */
export function sendEstimate({ repairId, estimateId }: { repairId: number; estimateId: number }) {
  return api.post<MessageResponse>(`/repair/${repairId}/estimates/${estimateId}/send`, {})
}

export const useSendEstimate = invalidatingMutation(sendEstimate, [repairsQueryKey])
