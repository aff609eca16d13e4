import { useMutation } from '@tanstack/react-query'
import type { JournalFormat, JournalResponse } from '@counterpart/domain/schemas/journal'
import { api, apiUrl } from '../../../lib/api.ts'

/** What the Journal tab asks for: the shop's days from and to, or the Z of one till session. */
export type JournalRequest = { from: string; to: string } | { session: number }

function pathOf(request: JournalRequest): string {
  return 'session' in request ? `/reports/journal/z/${request.session}` : '/reports/journal'
}

function queryOf(request: JournalRequest) {
  return 'session' in request ? {} : { from: request.from, to: request.to }
}

/** GET /reports/journal (or its per-Z twin) as JSON, for the lines on screen. */
export function getJournal(request: JournalRequest): Promise<JournalResponse> {
  return api.get<JournalResponse>(pathOf(request), { query: queryOf(request), skipGlobalHandler: [409, 422] })
}

export function useJournal() {
  return useMutation({ mutationFn: getJournal })
}

/** The address of the journal as a file: a plain download link serves it. */
export function journalFileUrl(request: JournalRequest, format: Exclude<JournalFormat, 'json'>): string {
  return apiUrl(pathOf(request), { ...queryOf(request), format })
}
