import type { PrintJob } from '@counterpart/domain/schemas/printing'
import { pathOf } from '../../lib/paths.ts'

/** The failed job the terminal's notice shows, and how many more failed behind it. */
export interface PrintNotice {
  job: PrintJob
  more: number
}

/**
 * What the terminal's "did not print" notice shows: the newest failed job of the till that the cashier has not
 * just handled (retried, dismissed or printed in the browser: `handled`), and how many others wait.
 */
export function noticeOf(failed: readonly PrintJob[], handled: ReadonlySet<number>): PrintNotice | null {
  const open = failed.filter((job) => !handled.has(job.id)).sort((a, b) => b.id - a.id)
  const [job] = open
  return job ? { job, more: open.length - 1 } : null
}

/**
 * The jobs the cashier handled that are still listed failed. A handled job leaves the failed list (retried,
 * it waits again; dismissed, it is cancelled) and is forgotten: when a retried job fails again it shows again.
 */
export function stillHandled(handled: ReadonlySet<number>, failed: readonly PrintJob[]): ReadonlySet<number> {
  const listed = new Set(failed.map((job) => job.id))
  const kept = [...handled].filter((id) => listed.has(id))
  return kept.length === handled.size ? handled : new Set(kept)
}

/** The browser's print view of a job's document (the fallback), or null for a job that has none. */
export function browserPrintPath(job: Pick<PrintJob, 'kind' | 'document_id'>): string | null {
  const id = job.document_id
  if (id === null) return null
  switch (job.kind) {
    case 'receipt':
      return pathOf('PrintSale', { id })
    case 'refund':
      return pathOf('PrintRefund', { id })
    case 'x_report':
      return pathOf('TillReportPrint', { id })
    case 'z_report':
      return pathOf('ZReportPrint', { id })
    case 'repair_ticket':
      return pathOf('RepiarPrint', { id })
    case 'gift_card':
      return pathOf('PrintGiftCards', { id })
    case 'buyback':
      return pathOf('CustomPurchasePrint', { id })
    default:
      return null
  }
}
