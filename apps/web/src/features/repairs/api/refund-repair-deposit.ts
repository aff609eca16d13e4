import type { RefundDepositInput } from '@counterpart/domain/schemas/repair-deposits'
import { api, type MessageResponse } from '../../../lib/api.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'
import { tillHeaders } from '../../../lib/till.ts'
import { repairsQueryKey } from './get-repairs.ts'

/** POST /api/repairs/{id}/refund-deposit: pays back a cancelled repair's deposit (issue 31, item 5). */
export function refundRepairDeposit({ repairId, input }: { repairId: number; input: RefundDepositInput }) {
  return api.post<MessageResponse>(`/repairs/${repairId}/refund-deposit`, input, {
    headers: tillHeaders(),
    skipGlobalHandler: [409, 422],
  })
}

export const useRefundRepairDeposit = invalidatingMutation(refundRepairDeposit, [repairsQueryKey])
