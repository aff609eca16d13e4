import type { ReportRequestInput } from '@counterpart/domain/schemas/reports'
import { apiUrl } from '../../../lib/api.ts'

export type OrdersReportKind = 'sale' | 'refund' | 'purchase'

/**
 * The address of a report's CSV export (GET /{kind}-report/csv with the report's fields): every row of
 * the duration, streamed by the server, so a plain download link serves it.
 */
export function reportCsvUrl(kind: OrdersReportKind, request: ReportRequestInput): string {
  return apiUrl(`/${kind}-report/csv`, {
    way: String(request.way),
    duration: request.duration,
    fromDate: request.duration === 'period' ? request.fromDate : undefined,
    endDate: request.duration === 'period' ? request.endDate : undefined,
  })
}
