import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SupplierDetailResponse } from '@counterpart/domain/schemas/contacts'
import { api } from '../../../lib/api.ts'
import { SUPPLIER_LIST_PATH } from './get-suppliers.ts'

export function getSupplier(id: number): Promise<SupplierDetailResponse> {
  return api.get<SupplierDetailResponse>(`/supplier/${id}`)
}

export function supplierQuery(id: number) {
  return queryOptions({ queryKey: [SUPPLIER_LIST_PATH, id] as const, queryFn: () => getSupplier(id) })
}

export function useSupplier(id: number | null) {
  return useQuery({ ...supplierQuery(id ?? 0), enabled: id !== null })
}
