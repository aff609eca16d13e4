import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { repairsQueryKey } from './get-repairs.ts'

export function deleteRepair(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/repair/${id}`)
}

export function useDeleteRepair() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteRepair,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: repairsQueryKey }),
  })
}
