import { useMutation } from '@tanstack/react-query'
import type { PurchaseReportResponse, ReportRequestInput } from '@counterpart/domain/schemas/reports'
import { api } from '../../../lib/api.ts'

export function postPurchaseReport(request: ReportRequestInput): Promise<PurchaseReportResponse> {
  return api.post<PurchaseReportResponse>('/purchase-report', request, { skipGlobalHandler: [422] })
}

export function usePurchaseReport() {
  return useMutation({ mutationFn: postPurchaseReport })
}
