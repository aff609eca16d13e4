import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { repairsQueryKey } from './get-repairs.ts'

export function deleteRepair(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/repair/${id}`)
}

export const useDeleteRepair = invalidatingMutation(deleteRepair, [repairsQueryKey])
