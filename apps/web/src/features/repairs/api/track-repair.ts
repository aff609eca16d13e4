import { useMutation } from '@tanstack/react-query'
import type { TrackRepairPublicAnswer } from '@counterpart/domain/schemas/public-pages'
import { api } from '../../../lib/api.ts'

/** Public: an unknown key (404), a bad key (422) and the rate limit (429) are shown on the page itself. */
export function trackRepair(key: string): Promise<TrackRepairPublicAnswer> {
  return api.post<TrackRepairPublicAnswer>('/track-repair', { key }, { skipGlobalHandler: [404, 422, 429] })
}

export function useTrackRepair() {
  return useMutation({ mutationFn: trackRepair })
}
