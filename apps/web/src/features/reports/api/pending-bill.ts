import { useMutation } from '@tanstack/react-query'
import type { PendingBillRequestInput, PendingBillResponse } from '@counterpart/domain/schemas/reports'
import { api } from '../../../lib/api.ts'

export function postPendingBill(request: PendingBillRequestInput): Promise<PendingBillResponse> {
  return api.post<PendingBillResponse>('/pending-bill', request, { skipGlobalHandler: [422] })
}

export function usePendingBill() {
  return useMutation({ mutationFn: postPendingBill })
}
