import { useMutation } from '@tanstack/react-query'
import type { PeriodRequest, TaxReportResponse } from '@counterpart/domain/schemas/reports'
import { api } from '../../../lib/api.ts'

/** GET /tax-report of a duration (without one the server answers all time, as the spec's call). */
export function getTaxReport(request: PeriodRequest): Promise<TaxReportResponse> {
  return api.get<TaxReportResponse>('/tax-report', {
    query: {
      duration: request.duration,
      fromDate: request.duration === 'period' ? request.fromDate : undefined,
      endDate: request.duration === 'period' ? request.endDate : undefined,
    },
    skipGlobalHandler: [422],
  })
}

export function useTaxReport() {
  return useMutation({ mutationFn: getTaxReport })
}
