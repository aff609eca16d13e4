import { useQuery } from '@tanstack/react-query'
import type { MessageResponse } from '../../../lib/api.ts'
import type { Printer, PrinterList, PrinterSaveInput, TillPrinterInput } from '@counterpart/domain/schemas/printing'
import { api } from '../../../lib/api.ts'
import { PRINT_JOBS_PATH, type PrintJobAnswer } from '../../../lib/queries/print-jobs.ts'
import { TILLS_PATH } from '../../../lib/queries/tills.ts'
import { invalidatingMutation } from '../../../lib/query-hooks.ts'

/** GET /api/printers and its writes (issue 33, Settings › Printers, gate printerManage). */
export const PRINTERS_PATH = '/printers'

export function usePrinters() {
  return useQuery({ queryKey: [PRINTERS_PATH], queryFn: () => api.get<PrinterList>(PRINTERS_PATH) })
}

function savePrinter({ id, input }: { id: number | null; input: PrinterSaveInput }) {
  const options = { skipGlobalHandler: [422] } as const
  return id === null
    ? api.post<{ message: string; printer: Printer }>(PRINTERS_PATH, input, options)
    : api.patch<{ message: string; printer: Printer }>(`${PRINTERS_PATH}/${id}`, input, options)
}

// A printer's name shows in the tills' list and the jobs'.
export const useSavePrinter = invalidatingMutation(savePrinter, [[PRINTERS_PATH], [TILLS_PATH], [PRINT_JOBS_PATH]])

export const useRemovePrinter = invalidatingMutation(
  (id: number) => api.delete<MessageResponse>(`${PRINTERS_PATH}/${id}`),
  [[PRINTERS_PATH]],
)

export const usePrintTestPage = invalidatingMutation(
  (id: number) => api.post<PrintJobAnswer>(`${PRINTERS_PATH}/${id}/test-page`),
  [[PRINT_JOBS_PATH]],
)

function saveTillPrinter({ tillId, input }: { tillId: number; input: TillPrinterInput }) {
  return api.patch<MessageResponse>(`${TILLS_PATH}/${tillId}/printer`, input, { overlay: false })
}

// The printers list names the tills printing on each.
export const useSaveTillPrinter = invalidatingMutation(saveTillPrinter, [[TILLS_PATH], [PRINTERS_PATH]])
