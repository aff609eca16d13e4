import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PrintFooterResponse } from '@counterpart/domain/schemas/pos'
import { api } from './api.ts'

export function getPrintFooter(): Promise<PrintFooterResponse> {
  return api.get<PrintFooterResponse>('/print-footer', { overlay: false })
}

export const printFooterQuery = queryOptions({
  queryKey: ['/print-footer'] as const,
  queryFn: getPrintFooter,
  staleTime: 60_000,
})

/**
 * Whether printed pages carry the vendor credit, and its text. The one rule for every print view: the
 * server checks the owner licence (ownnerInfo); the browser never decides from the settings itself.
 */
export function usePrintFooter() {
  return useQuery(printFooterQuery)
}
