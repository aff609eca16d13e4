import { recordQuery } from '../../../lib/query-hooks.ts'
import type { RepairDetail } from '@counterpart/domain/schemas/repairs'
import { api } from '../../../lib/api.ts'
import { REPAIR_LIST_PATH } from './get-repairs.ts'

export function getRepair(id: number): Promise<RepairDetail> {
  return api.get<RepairDetail>(`/repair/${id}`)
}

/** One repair job with its QR code; idle while `id` is null (a new job). */
export const { options: repairQuery, useRecord: useRepair } = recordQuery(
  (id) => [REPAIR_LIST_PATH, id] as const,
  getRepair,
)
