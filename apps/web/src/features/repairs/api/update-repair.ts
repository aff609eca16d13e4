import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { RepairInput } from '@counterpart/domain/schemas/repairs'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { repairsQueryKey } from './get-repairs.ts'

export interface UpdateRepairVariables {
  id: number
  input: RepairInput
}

export function updateRepair({ id, input }: UpdateRepairVariables): Promise<MessageResponse> {
  return api.patch<MessageResponse>(`/repair/${id}`, input)
}

export const useUpdateRepair = invalidatingMutation(updateRepair, [repairsQueryKey])
