import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { BillInput } from '@counterpart/domain/schemas/bills'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { billsQueryKey } from './get-bills.ts'

export function updateBill({ id, input }: { id: number; input: BillInput }): Promise<MessageResponse> {
  return api.patch<MessageResponse>(`/bill/${id}`, input)
}

export const useUpdateBill = invalidatingMutation(updateBill, [billsQueryKey])
