import type { OpenSessionInput, SessionSummary } from '@counterpart/domain/schemas/registers'
import { api } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { REGISTERS_PATH, TILL_SESSIONS_PATH } from '../../../lib/queries/registers.ts'

export interface SessionAnswer {
  message: string
  session: SessionSummary
}

/** POST /registers/{id}/open: a session with its counted opening float (409 when one is already open). */
export function openSession({ registerId, input }: { registerId: number; input: OpenSessionInput }) {
  return api.post<SessionAnswer>(`${REGISTERS_PATH}/${registerId}/open`, input, { skipGlobalHandler: [422] })
}

export const useOpenSession = invalidatingMutation(openSession, [[REGISTERS_PATH], [TILL_SESSIONS_PATH]])
