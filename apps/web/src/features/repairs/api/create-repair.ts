import { useMutation, useQueryClient } from '@tanstack/react-query'
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

export function useCreateRepair() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createRepair,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: repairsQueryKey }),
  })
}
