import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { PeriodRequest, RepairChartResponse, RepairReportResponse } from '@counterpart/domain/schemas/reports'
import { api, apiUrl } from '../../../lib/api.ts'

export function postRepairReport(request: PeriodRequest): Promise<RepairReportResponse> {
  // Field errors (422) are shown under the form's fields by the page.
  return api.post<RepairReportResponse>('/repair-report', request, { skipGlobalHandler: [422] })
}

export function useRepairReport() {
  return useMutation({ mutationFn: postRepairReport })
}

export function repairChartQuery(request: PeriodRequest) {
  return queryOptions({
    queryKey: ['/repair-report/chart', request] as const,
    // Drawn under the report's heading with its own placeholder: no full-screen overlay.
    queryFn: () => api.post<RepairChartResponse>('/repair-report/chart', request, { overlay: false }),
  })
}

export function useRepairChart(request: PeriodRequest) {
  return useQuery(repairChartQuery(request))
}

/** GET /repair-report/csv: every repair of the duration, streamed by the server. */
export function repairCsvUrl(request: PeriodRequest): string {
  return apiUrl('/repair-report/csv', {
    duration: request.duration,
    fromDate: request.duration === 'period' ? request.fromDate : undefined,
    endDate: request.duration === 'period' ? request.endDate : undefined,
  })
}
