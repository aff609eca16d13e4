import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { RepairStatusChangeInput } from '@counterpart/domain/schemas/repair-workflow'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { repairStatusesQueryKey } from '../../../lib/queries/repair-statuses.ts'
import { repairsQueryKey } from './get-repairs.ts'

export interface ChangeRepairStatusVariables {
  id: number
  input: RepairStatusChangeInput
}

/** POST /api/repair/{id}/status: moves a ticket to one of the shop's statuses. */
export function changeRepairStatus({ id, input }: ChangeRepairStatusVariables): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/repair/${id}/status`, input, { overlay: false })
}

export const useChangeRepairStatus = invalidatingMutation(changeRepairStatus, [repairsQueryKey, repairStatusesQueryKey])
