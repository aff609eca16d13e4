import { useMutation } from '@tanstack/react-query'
import type { TrackRepairAnswer } from '@counterpart/domain/schemas/repair-estimates'
import { api } from '../../../lib/api.ts'

/** Public: an unknown key (404), a bad key (422) and the rate limit (429) are shown on the page itself. */
export function trackRepair(key: string): Promise<TrackRepairAnswer> {
  return api.post<TrackRepairAnswer>('/track-repair', { key }, { skipGlobalHandler: [404, 422, 429] })
}

export function useTrackRepair() {
  return useMutation({ mutationFn: trackRepair })
}
