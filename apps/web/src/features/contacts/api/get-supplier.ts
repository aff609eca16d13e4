import { recordQuery } from '../../../lib/query-hooks.ts'
import type { SupplierDetailResponse } from '@counterpart/domain/schemas/contacts'
import { api } from '../../../lib/api.ts'
import { SUPPLIER_LIST_PATH } from './get-suppliers.ts'

export function getSupplier(id: number): Promise<SupplierDetailResponse> {
  return api.get<SupplierDetailResponse>(`/supplier/${id}`)
}

export const { options: supplierQuery, useRecord: useSupplier } = recordQuery(
  (id) => [SUPPLIER_LIST_PATH, id] as const,
  getSupplier,
)
