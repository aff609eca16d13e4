import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { RepairStatus } from '@counterpart/domain/schemas/repairs'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { repairsQueryKey } from './get-repairs.ts'

export interface ToggleRepairStatusVariables {
  id: number
  status: RepairStatus
}

export function toggleRepairStatus({ id, status }: ToggleRepairStatusVariables): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/toggle-repair-status/${id}`, { status }, { overlay: false })
}

export const useToggleRepairStatus = invalidatingMutation(toggleRepairStatus, [repairsQueryKey])
