import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { billsQueryKey } from './get-bills.ts'

export function deleteBill(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/bill/${id}`)
}

export function useDeleteBill() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteBill,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billsQueryKey }),
  })
}
