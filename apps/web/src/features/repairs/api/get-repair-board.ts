import { useQuery } from '@tanstack/react-query'
import type { RepairBoard } from '@counterpart/domain/schemas/repair-board'
import { api } from '../../../lib/api.ts'
import { repairsQueryKey } from './get-repairs.ts'

/** GET /api/repair-board: under the repair list's key, so every change to a ticket refreshes the board too. */
export function useRepairBoard(technician: string) {
  return useQuery({
    queryKey: [...repairsQueryKey, 'board', technician],
    queryFn: () => api.get<RepairBoard>('/repair-board', { overlay: false, query: technician ? { technician } : {} }),
    // The clocks on the cards move: a board left open on the bench's screen refreshes itself.
    refetchInterval: 60_000,
  })
}
