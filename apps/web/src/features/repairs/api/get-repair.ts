import { recordQuery } from '../../../lib/query-hooks.ts'
import type { RepairDetailAnswer } from '@counterpart/domain/schemas/repair-estimates'
import { api } from '../../../lib/api.ts'
import { REPAIR_LIST_PATH } from './get-repairs.ts'

export function getRepair(id: number): Promise<RepairDetailAnswer> {
  return api.get<RepairDetailAnswer>(`/repair/${id}`)
}

/** One repair job with its QR code; idle while `id` is null (a new job). */
export const { options: repairQuery, useRecord: useRepair } = recordQuery(
  (id) => [REPAIR_LIST_PATH, id] as const,
  getRepair,
)
