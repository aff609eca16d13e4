import { holdsGate } from '@counterpart/domain/permissions'
import type { DocumentContext, DocumentLoader } from './loaders.ts'
import { tillReportDocument } from './till-report.ts'

async function shopOf({ settings }: DocumentContext) {
  const { general } = await settings.get()
  return { name: general.site_name, currency: general }
}

/** The X report of a session through the tills service: live while it is open, its Z once it is closed. */
export const xReportLoader: DocumentLoader = async (context, sessionId) => {
  const report = await context.readers.tills.xReport(sessionId)
  return {
    document: tillReportDocument(report, await shopOf(context)),
    label: report.tillName,
    // As GET /till-sessions/{id}/x-report: the cashier's own switch.
    readable: (actions) => holdsGate(actions, 'saleCreate'),
  }
}

/** The Z as stored at the close (404 while the session is open). */
export const zReportLoader: DocumentLoader = async (context, sessionId) => {
  const report = await context.readers.tills.zReport(sessionId)
  return {
    document: tillReportDocument(report, await shopOf(context)),
    label: `${report.tillName}${report.number === null ? '' : ` no. ${report.number}`}`,
    readable: (actions) => holdsGate(actions, 'reports'),
  }
}
