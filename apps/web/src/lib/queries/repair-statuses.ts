import { useQuery } from '@tanstack/react-query'
import type {
  RepairStatusCreateInput,
  RepairStatusItem,
  RepairStatusUpdateInput,
} from '@counterpart/domain/schemas/repair-workflow'
import type { RepairGroup } from '@counterpart/domain/repair-workflow'
import { listQueryKey } from '../../components/list-query-key.ts'
import { api, type MessageResponse } from '../api.ts'
import { invalidatingMutation } from '../query-hooks.ts'

/** GET /api/repair-statuses: the shop's statuses, read by Settings › Repair statuses and the repair pages. */
export const REPAIR_STATUS_PATH = '/repair-statuses'
export const repairStatusesQueryKey = listQueryKey(REPAIR_STATUS_PATH)
/** The repair list shows each status's name and colour: a change to a status changes it too. */
const repairListKey = listQueryKey('/repair')

export function useRepairStatuses() {
  return useQuery({
    queryKey: repairStatusesQueryKey,
    queryFn: () => api.get<{ items: RepairStatusItem[] }>(REPAIR_STATUS_PATH, { overlay: false }),
    select: (answer) => answer.items,
  })
}

/** The staff a ticket may be given to (GET /api/repair-technicians). */
export function useRepairTechnicians(enabled = true) {
  return useQuery({
    queryKey: ['/repair-technicians'],
    queryFn: () => api.get<{ items: { id: number; name: string }[] }>('/repair-technicians', { overlay: false }),
    select: (answer) => answer.items,
    enabled,
  })
}

export const useCreateRepairStatus = invalidatingMutation(
  (input: RepairStatusCreateInput) => api.post<MessageResponse & { id: number }>(REPAIR_STATUS_PATH, input),
  [repairStatusesQueryKey],
)

export const useUpdateRepairStatus = invalidatingMutation(
  ({ id, input }: { id: number; input: RepairStatusUpdateInput }) =>
    api.patch<MessageResponse>(`${REPAIR_STATUS_PATH}/${id}`, input),
  [repairStatusesQueryKey, repairListKey],
)

export const useDeleteRepairStatus = invalidatingMutation(
  (id: number) => api.delete<MessageResponse>(`${REPAIR_STATUS_PATH}/${id}`),
  [repairStatusesQueryKey],
)

export const useReorderRepairStatuses = invalidatingMutation(
  ({ group, ids }: { group: RepairGroup; ids: number[] }) =>
    api.post<MessageResponse>(`${REPAIR_STATUS_PATH}/reorder`, { group, ids }, { overlay: false }),
  [repairStatusesQueryKey],
)
