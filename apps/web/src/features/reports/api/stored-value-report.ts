import { useMutation } from '@tanstack/react-query'
import type { PeriodRequest } from '@counterpart/domain/schemas/reports'
import type { StoredValueReportResponse } from '@counterpart/domain/schemas/stored-value-report'
import { api } from '../../../lib/api.ts'

export function useStoredValueReport() {
  return useMutation({
    // Field errors (422) are shown under the form's fields by the page.
    mutationFn: (request: PeriodRequest) =>
      api.post<StoredValueReportResponse>('/stored-value-report', request, { skipGlobalHandler: [422] }),
  })
}
