import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BillRecord } from '@counterpart/domain/schemas/bills'
import { api } from '../../../lib/api.ts'
import { BILL_LIST_PATH } from './get-bills.ts'

export function getBill(id: number): Promise<BillRecord> {
  return api.get<BillRecord>(`/bill/${id}`)
}

export function billQuery(id: number) {
  return queryOptions({ queryKey: [BILL_LIST_PATH, id] as const, queryFn: () => getBill(id) })
}

export function useBill(id: number | null) {
  return useQuery({ ...billQuery(id ?? 0), enabled: id !== null })
}
