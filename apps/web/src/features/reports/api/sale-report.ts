import { useMutation } from '@tanstack/react-query'
import type { ReportRequestInput, SaleReportResponse } from '@counterpart/domain/schemas/reports'
import { api } from '../../../lib/api.ts'

export function postSaleReport(request: ReportRequestInput): Promise<SaleReportResponse> {
  // Field errors (422) are shown under the form's fields by the page.
  return api.post<SaleReportResponse>('/sale-report', request, { skipGlobalHandler: [422] })
}

export function useSaleReport() {
  return useMutation({ mutationFn: postSaleReport })
}
