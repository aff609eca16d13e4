import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { billsQueryKey } from './get-bills.ts'

export function deleteBill(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/bill/${id}`)
}

export const useDeleteBill = invalidatingMutation(deleteBill, [billsQueryKey])
