import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { ORDER_PATH } from '../../../lib/queries/order.ts'

/** POST /order-shipped/{id}: the shipping of a sale is sent. */
export function markOrderShipped(id: number): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/order-shipped/${id}`)
}

export function useMarkOrderShipped() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markOrderShipped,
    onSuccess: (_answer, id) => queryClient.invalidateQueries({ queryKey: [ORDER_PATH, id] }),
  })
}
