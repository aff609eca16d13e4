import type { CashMovementInput } from '@counterpart/domain/schemas/tills'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { TILL_SESSIONS_PATH } from '../../../lib/queries/tills.ts'
import { xReportKey } from './x-report.ts'

/** POST /till-sessions/{id}/cash: cash put in or taken out of the drawer, with a reason. */
export function recordCash({ sessionId, input }: { sessionId: number; input: CashMovementInput }) {
  return api.post<MessageResponse>(`${TILL_SESSIONS_PATH}/${sessionId}/cash`, input, { skipGlobalHandler: [422] })
}

export const useRecordCash = invalidatingMutation(recordCash, ({ sessionId }) => [xReportKey(sessionId)])
