import { useQuery } from '@tanstack/react-query'
import type { TillReport } from '@counterpart/domain/schemas/tills'
import { api, apiUrl } from '../../../lib/api.ts'
import { TILL_SESSIONS_PATH } from '../../../lib/queries/tills.ts'

/** The query key of a session's X report; cash movements make it stale. */
export const xReportKey = (sessionId: number) => [TILL_SESSIONS_PATH, sessionId, 'x-report'] as const

/** GET /till-sessions/{id}/x-report: the open session's live figures (a closed session answers its Z). */
export function getXReport(sessionId: number): Promise<TillReport> {
  return api.get<TillReport>(`${TILL_SESSIONS_PATH}/${sessionId}/x-report`, { overlay: false })
}

export function useXReport(sessionId: number | null) {
  return useQuery({
    queryKey: xReportKey(sessionId ?? 0),
    queryFn: () => getXReport(sessionId ?? 0),
    enabled: sessionId !== null,
    // Live figures: sales taken at the terminal since the last look count, so every visit asks again.
    refetchOnMount: 'always',
  })
}

/** The X report as CSV (a closed session's: its Z), a plain download link. */
export const xReportCsvUrl = (sessionId: number) => apiUrl(`${TILL_SESSIONS_PATH}/${sessionId}/x-report/csv`)
