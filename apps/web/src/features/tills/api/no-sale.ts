import { api, type MessageResponse } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { TILL_SESSIONS_PATH } from '../../../lib/queries/tills.ts'
import { xReportKey } from './x-report.ts'

/** POST /till-sessions/{id}/no-sale: the drawer opened without a sale (counted on the X and Z). */
export function recordNoSale({ sessionId, reason }: { sessionId: number; reason: string }) {
  return api.post<MessageResponse>(
    `${TILL_SESSIONS_PATH}/${sessionId}/no-sale`,
    { reason },
    { skipGlobalHandler: [422] },
  )
}

export const useRecordNoSale = invalidatingMutation(recordNoSale, ({ sessionId }) => [xReportKey(sessionId)])
