import type { MessageResponse } from '../../../lib/api.ts'
import { api } from '../../../lib/api.ts'
import { listQueryKey } from '../../../components/list-query-key.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'

/** GET /api/offline-reviews (?status=open|cleared, paged): what offline sales ask the owner to look at (issue 34). */
export const OFFLINE_REVIEWS_PATH = '/offline-reviews'

export function clearOfflineReview({ id, note }: { id: number; note: string }): Promise<MessageResponse> {
  return api.post<MessageResponse>(`${OFFLINE_REVIEWS_PATH}/${id}/clear`, { note })
}

export const useClearOfflineReview = invalidatingMutation(clearOfflineReview, [listQueryKey(OFFLINE_REVIEWS_PATH)])
