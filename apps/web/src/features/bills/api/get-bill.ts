import { recordQuery } from '../../../lib/query-hooks.ts'
import type { BillRecord } from '@counterpart/domain/schemas/bills'
import { api } from '../../../lib/api.ts'
import { BILL_LIST_PATH } from './get-bills.ts'

export function getBill(id: number): Promise<BillRecord> {
  return api.get<BillRecord>(`/bill/${id}`)
}

export const { options: billQuery, useRecord: useBill } = recordQuery((id) => [BILL_LIST_PATH, id] as const, getBill)
