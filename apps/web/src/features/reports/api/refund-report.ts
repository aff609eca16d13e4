import { useMutation } from '@tanstack/react-query'
import type { RefundReportResponse, ReportRequestInput } from '@counterpart/domain/schemas/reports'
import { api } from '../../../lib/api.ts'

export function postRefundReport(request: ReportRequestInput): Promise<RefundReportResponse> {
  return api.post<RefundReportResponse>('/refund-report', request, { skipGlobalHandler: [422] })
}

export function useRefundReport() {
  return useMutation({ mutationFn: postRefundReport })
}
