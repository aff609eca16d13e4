import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { LabelSymbology, PrintLabelResponse } from '@counterpart/domain/schemas/catalog'
import { api } from '../../../lib/api.ts'

/** The rendered barcode of a product label; the same answer for the same symbology, so it is cached. */
export function printLabel(id: number, symbology: LabelSymbology): Promise<PrintLabelResponse> {
  return api.post<PrintLabelResponse>(`/print-label/${id}`, { symbology }, { skipGlobalHandler: [422] })
}

export function printLabelQuery(id: number, symbology: LabelSymbology) {
  return queryOptions({
    queryKey: ['/print-label', id, symbology] as const,
    queryFn: () => printLabel(id, symbology),
    staleTime: 60_000,
    retry: false,
  })
}

export function usePrintLabel(id: number, symbology: LabelSymbology) {
  return useQuery({ ...printLabelQuery(id, symbology), placeholderData: keepPreviousData })
}
