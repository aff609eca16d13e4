import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { RepairInput } from '@counterpart/domain/schemas/repairs'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { tillHeaders } from '../../../lib/till.ts'
import { repairsQueryKey } from './get-repairs.ts'

export interface UpdateRepairVariables {
  id: number
  input: RepairInput
}

export function updateRepair({ id, input }: UpdateRepairVariables): Promise<MessageResponse> {
  // A deposit raised or paid back is money at this device's till (issue 31).
  return api.patch<MessageResponse>(`/repair/${id}`, input, { headers: tillHeaders() })
}

export const useUpdateRepair = invalidatingMutation(updateRepair, [repairsQueryKey])
