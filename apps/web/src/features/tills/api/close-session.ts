import type { CloseSessionInput } from '@counterpart/domain/schemas/tills'
import { api } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { TILLS_PATH, TILL_SESSIONS_PATH } from '../../../lib/queries/tills.ts'
import type { SessionAnswer } from './open-session.ts'

/** POST /till-sessions/{id}/close: the counted drawer; writes the numbered Z in the same transaction. */
export function closeSession({ sessionId, input }: { sessionId: number; input: CloseSessionInput }) {
  return api.post<SessionAnswer>(`${TILL_SESSIONS_PATH}/${sessionId}/close`, input, { skipGlobalHandler: [422] })
}

export const useCloseSession = invalidatingMutation(closeSession, [[TILLS_PATH], [TILL_SESSIONS_PATH]])
