import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { RepairInput } from '@counterpart/domain/schemas/repairs'
import { api } from '../../../lib/api.ts'
import { repairsQueryKey } from './get-repairs.ts'

export interface CreateRepairResponse {
  message: string
  id: number
}

export function createRepair(input: RepairInput): Promise<CreateRepairResponse> {
  return api.post<CreateRepairResponse>('/repair', input)
}

export const useCreateRepair = invalidatingMutation(createRepair, [repairsQueryKey])
