import type { OpenSessionInput, SessionSummary } from '@counterpart/domain/schemas/tills'
import { api } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { TILLS_PATH, TILL_SESSIONS_PATH } from '../../../lib/queries/tills.ts'

export interface SessionAnswer {
  message: string
  session: SessionSummary
}

/** POST /tills/{id}/open: a session with its counted opening float (409 when one is already open). */
export function openSession({ tillId, input }: { tillId: number; input: OpenSessionInput }) {
  return api.post<SessionAnswer>(`${TILLS_PATH}/${tillId}/open`, input, { skipGlobalHandler: [422] })
}

export const useOpenSession = invalidatingMutation(openSession, [[TILLS_PATH], [TILL_SESSIONS_PATH]])
