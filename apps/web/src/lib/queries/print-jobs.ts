import { useQuery } from '@tanstack/react-query'
import type { PrintJob, PrintJobList, PrintJobState } from '@counterpart/domain/schemas/printing'
import type { ReprintKind } from '@counterpart/domain/schemas/printing-terminal'
import { api } from '../api.ts'
import { invalidatingMutation } from '../query-hooks.ts'
import { chosenTillId, tillHeaders } from '../till.ts'

/**
 * GET /api/print-jobs and its actions (issue 33): shared by the Printers screen, the terminal's notice and the
 * reprint buttons. Every request names this device's till (TILL_HEADER): a cashier sees and handles only the
 * jobs of the till they stand at; the server ignores it for someone who manages printers.
 */
export const PRINT_JOBS_PATH = '/print-jobs'

/** How often the terminal and the Printers screen read the jobs again: a job changes by itself. */
export const PRINT_JOBS_POLL_MS = 4000

export interface PrintJobAnswer {
  message: string
  job: PrintJob
}

/**
 * The newest failed jobs of this device's till; idle (no polling) while `enabled` is false. The till is named in
 * the query too: someone who manages printers would otherwise be shown every till's.
 */
export function useFailedJobsOfTill(enabled: boolean) {
  const till = chosenTillId()
  const query = { state: 'failed' satisfies PrintJobState, till_id: till ?? undefined, itemsPerPage: 5 }
  return useQuery({
    queryKey: [PRINT_JOBS_PATH, 'till', query],
    queryFn: ({ signal }) =>
      api.get<PrintJobList>(PRINT_JOBS_PATH, {
        query,
        signal,
        overlay: false,
        headers: tillHeaders(),
        // A hiccup of the poll is not worth an error box over the sale: the next round tries again.
        skipGlobalHandler: true,
      }),
    enabled: enabled && till !== null,
    refetchInterval: PRINT_JOBS_POLL_MS,
  })
}

const act = (action: 'retry' | 'cancel') => (id: number) =>
  api.post<PrintJobAnswer>(`${PRINT_JOBS_PATH}/${id}/${action}`, undefined, {
    headers: tillHeaders(),
    overlay: false,
    skipGlobalHandler: [409],
  })

export const useRetryPrintJob = invalidatingMutation(act('retry'), [[PRINT_JOBS_PATH]])
export const useCancelPrintJob = invalidatingMutation(act('cancel'), [[PRINT_JOBS_PATH]])

/** POST /api/print-jobs: prints a document (again) on the receipt printer of this device's till; 409 without one. */
export function printOnTill(input: { kind: ReprintKind; document_id: number }): Promise<PrintJobAnswer> {
  return api.post<PrintJobAnswer>(PRINT_JOBS_PATH, input, { headers: tillHeaders(), skipGlobalHandler: [409] })
}

export const usePrintOnTill = invalidatingMutation(printOnTill, [[PRINT_JOBS_PATH]])
