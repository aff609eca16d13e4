import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import type { BillInput } from '@counterpart/domain/schemas/bills'
import { api } from '../../../lib/api.ts'
import { billsQueryKey } from './get-bills.ts'

export interface CreateBillResponse {
  message: string
  id: number
}

export function createBill(input: BillInput): Promise<CreateBillResponse> {
  return api.post<CreateBillResponse>('/bill', input)
}

export const useCreateBill = invalidatingMutation(createBill, [billsQueryKey])
