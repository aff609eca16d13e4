import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PrintFooterResponse } from '@counterpart/domain/schemas/pos'
import { api } from '../../../lib/api.ts'

export function getPrintFooter(): Promise<PrintFooterResponse> {
  return api.get<PrintFooterResponse>('/print-footer', { overlay: false })
}

export const printFooterQuery = queryOptions({
  queryKey: ['/print-footer'] as const,
  queryFn: getPrintFooter,
  staleTime: 60_000,
})

/** Whether printed bills carry the vendor credit: the server checks the owner licence. */
export function usePrintFooter() {
  return useQuery(printFooterQuery)
}
