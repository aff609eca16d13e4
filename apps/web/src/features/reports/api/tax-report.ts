import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TaxReportResponse } from '@counterpart/domain/schemas/reports'
import { api } from '../../../lib/api.ts'

export function getTaxReport(): Promise<TaxReportResponse> {
  return api.get<TaxReportResponse>('/tax-report')
}

export const taxReportQuery = queryOptions({ queryKey: ['/tax-report'], queryFn: getTaxReport })

export function useTaxReport() {
  return useQuery(taxReportQuery)
}
