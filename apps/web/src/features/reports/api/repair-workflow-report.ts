import { useMutation } from '@tanstack/react-query'
import type { RepairWorkflowReportResponse } from '@counterpart/domain/schemas/repair-board'
import type { PeriodRequest } from '@counterpart/domain/schemas/reports'
import { api } from '../../../lib/api.ts'

export function useRepairWorkflowReport() {
  return useMutation({
    // Field errors (422) are shown under the form's fields by the page.
    mutationFn: (request: PeriodRequest) =>
      api.post<RepairWorkflowReportResponse>('/repair-report/workflow', request, { skipGlobalHandler: [422] }),
  })
}
