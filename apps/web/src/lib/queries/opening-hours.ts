import { useQuery } from '@tanstack/react-query'
import type { OpeningHoursInput, OpeningHoursResponse } from '@counterpart/domain/schemas/repair-board'
import { api, type MessageResponse } from '../api.ts'
import { invalidatingMutation } from '../query-hooks.ts'

/** GET /api/opening-hours: the shop's week, which repair time limits count in. */
const OPENING_HOURS_KEY = ['/opening-hours'] as const
/** Time in status and overdue flags on the repair list, page and board change with the hours. */
const REPAIRS_KEY = ['/repair'] as const

export function useOpeningHours() {
  return useQuery({
    queryKey: OPENING_HOURS_KEY,
    queryFn: () => api.get<OpeningHoursResponse>('/opening-hours', { overlay: false }),
  })
}

export const useSaveOpeningHours = invalidatingMutation(
  (input: OpeningHoursInput) => api.post<MessageResponse>('/opening-hours', input),
  [OPENING_HOURS_KEY, REPAIRS_KEY],
)
