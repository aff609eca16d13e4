import { queryOptions, useQuery } from '@tanstack/react-query'
import type { RepairDetail } from '@counterpart/domain/schemas/repairs'
import { api } from '../../../lib/api.ts'
import { REPAIR_LIST_PATH } from './get-repairs.ts'

export function getRepair(id: number): Promise<RepairDetail> {
  return api.get<RepairDetail>(`/repair/${id}`)
}

export function repairQuery(id: number) {
  return queryOptions({ queryKey: [REPAIR_LIST_PATH, id] as const, queryFn: () => getRepair(id) })
}

/** One repair job with its QR code; idle while `id` is null (a new job). */
export function useRepair(id: number | null) {
  return useQuery({ ...repairQuery(id ?? 0), enabled: id !== null })
}
