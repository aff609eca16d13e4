import { useQuery } from '@tanstack/react-query'
import type { TillReport } from '@counterpart/domain/schemas/tills'
import { api, apiUrl } from '../../../lib/api.ts'
import { TILL_SESSIONS_PATH } from '../../../lib/queries/tills.ts'

/** GET /till-sessions/{id}/z-report (reports): the Z exactly as stored when the session closed. */
export function getZReport(sessionId: number): Promise<TillReport> {
  return api.get<TillReport>(`${TILL_SESSIONS_PATH}/${sessionId}/z-report`)
}

export function useZReport(sessionId: number | null) {
  return useQuery({
    queryKey: [TILL_SESSIONS_PATH, sessionId ?? 0, 'z-report'],
    queryFn: () => getZReport(sessionId ?? 0),
    enabled: sessionId !== null,
  })
}

export const zReportCsvUrl = (sessionId: number) => apiUrl(`${TILL_SESSIONS_PATH}/${sessionId}/z-report/csv`)
