import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PaymentsOverallResponse } from '@counterpart/domain/schemas/reports'
import { api } from '../../../lib/api.ts'

export function getPaymentsOverall(): Promise<PaymentsOverallResponse> {
  return api.get<PaymentsOverallResponse>('/payments-overall')
}

export const paymentsOverallQuery = queryOptions({ queryKey: ['/payments-overall'], queryFn: getPaymentsOverall })

export function usePaymentsOverall() {
  return useQuery(paymentsOverallQuery)
}
