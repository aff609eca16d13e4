import type { sessionDetailSchema } from '@counterpart/domain/schemas/tills'
import type { z } from 'zod'
import { api } from '../../../lib/api.ts'
import { recordQuery } from '../../../lib/query-hooks.ts'
import { TILL_SESSIONS_PATH } from '../../../lib/queries/tills.ts'

export type SessionDetail = z.output<typeof sessionDetailSchema>

/** GET /till-sessions/{id} (reports): a session with its cash movements. */
export function getSessionDetail(id: number): Promise<SessionDetail> {
  return api.get<SessionDetail>(`${TILL_SESSIONS_PATH}/${id}`)
}

export const { useRecord: useSessionDetail } = recordQuery((id) => [TILL_SESSIONS_PATH, id] as const, getSessionDetail)
