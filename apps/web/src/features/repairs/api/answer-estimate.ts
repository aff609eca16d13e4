import { useMutation } from '@tanstack/react-query'
import type { PublicEstimateDecisionInput } from '@counterpart/domain/schemas/repair-estimates'
import { api, type MessageResponse } from '../../../lib/api.ts'

/** Public: the customer's answer on the tracking page; every refusal is shown on the page itself. */
export function answerEstimate({ key, input }: { key: string; input: PublicEstimateDecisionInput }) {
  return api.post<MessageResponse>(`/track-repair/${encodeURIComponent(key)}/estimate`, input, {
    skipGlobalHandler: [404, 409, 422, 429],
  })
}

export function useAnswerEstimate() {
  return useMutation({ mutationFn: answerEstimate })
}
