import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ReportChartResponse, ReportRequest } from '@counterpart/domain/schemas/reports'
import { api } from '../../../lib/api.ts'
import type { OrdersReportKind } from './report-csv.ts'

/** POST /{kind}-report/chart: the generated report's orders per hour, day, week or month. */
export function postReportChart(kind: OrdersReportKind, request: ReportRequest): Promise<ReportChartResponse> {
  // Drawn under the report's heading with its own placeholder: no full-screen overlay.
  return api.post<ReportChartResponse>(`/${kind}-report/chart`, request, { overlay: false })
}

export function reportChartQuery(kind: OrdersReportKind, request: ReportRequest) {
  return queryOptions({
    queryKey: [`/${kind}-report/chart`, request] as const,
    queryFn: () => postReportChart(kind, request),
  })
}

/** The chart of a report once it is generated (the same request, so the same orders). */
export function useReportChart(kind: OrdersReportKind, request: ReportRequest) {
  return useQuery(reportChartQuery(kind, request))
}
