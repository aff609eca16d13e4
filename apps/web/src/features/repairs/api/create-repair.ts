import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { RepairInput } from '@counterpart/domain/schemas/repairs'
import { api } from '../../../lib/api.ts'
import { tillHeaders } from '../../../lib/till.ts'
import { repairsQueryKey } from './get-repairs.ts'

export interface CreateRepairResponse {
  message: string
  id: number
}

export function createRepair(input: RepairInput): Promise<CreateRepairResponse> {
  // A deposit taken with the job is money at this device's till (issue 31): its session and drawer.
  return api.post<CreateRepairResponse>('/repair', input, { headers: tillHeaders() })
}

export const useCreateRepair = invalidatingMutation(createRepair, [repairsQueryKey])
