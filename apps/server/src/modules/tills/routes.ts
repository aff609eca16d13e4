import type { Gate } from '@counterpart/domain/permissions'
import {
  TILL_MESSAGES,
  cashMovementInputSchema,
  closeSessionSchema,
  noSaleInputSchema,
  openSessionSchema,
  tillInputSchema,
  tillListSchema,
  sessionDetailSchema,
  sessionListQuerySchema,
  sessionPageSchema,
  sessionResponseSchema,
  tillReportSchema,
  type TillReport,
} from '@counterpart/domain/schemas/tills'
import { createdResponseSchema, messageResponseSchema } from '@counterpart/domain/schemas/responses'
import type { FastifyReply } from 'fastify'
import { addedWith, doneWith, idParams, pageWith, route, signedInOn } from '../../platform/routes.ts'
import type { Auth } from '../../platform/sessions.ts'
import { tillReportCsv } from './report-csv.ts'
import type { TillsService } from './service.ts'
import { cashMovementInCents, closeInCents, openingFloatInCents, toMovementRecord, toSessionSummary } from './wire.ts'

// Every route here is gated, so the guard has put the signed-in user on the request before the handler.
const signedIn = (auth: Auth | null) => signedInOn('tills routes', auth)

function sendCsv(reply: FastifyReply, filename: string, report: TillReport) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(tillReportCsv(report))
}

const reportFilename = (report: TillReport) =>
  report.kind === 'Z'
    ? `z-report-${report.number ?? 0}-session-${report.session_id}.csv`
    : `x-report-session-${report.session_id}.csv`

/** A session's report as JSON and, at the same path plus /csv, as a CSV file: the X and the Z report alike. */
function reportRoutes(spec: {
  path: 'x-report' | 'z-report'
  gate: Gate
  summary: string
  csvSummary: string
  load: (sessionId: number) => Promise<TillReport>
}) {
  const url = `/till-sessions/:id/${spec.path}`
  return [
    route({
      method: 'GET',
      url,
      gate: spec.gate,
      summary: spec.summary,
      params: idParams,
      response: tillReportSchema,
      handler: ({ params }) => spec.load(params.id),
    }),
    route({
      method: 'GET',
      url: `${url}/csv`,
      gate: spec.gate,
      summary: spec.csvSummary,
      params: idParams,
      response: { file: ['text/csv'] },
      handler: async ({ params, reply }) => {
        const report = await spec.load(params.id)
        return sendCsv(reply, reportFilename(report), report)
      },
    }),
  ]
}

/** Tills, their sessions and the X and Z reports (issue 19; beyond the spec). */
export function tillsRoutes(tills: TillsService) {
  return [
    route({
      method: 'GET',
      url: '/tills',
      gate: 'saleCreate',
      summary: 'The tills with their open session, and whether the POS requires an open session to sell',
      response: tillListSchema,
      handler: async () => {
        const { tills: list, sessionRequired } = await tills.list()
        return {
          tills: list.map((till) => ({
            ...till,
            openSession: till.openSession ? toSessionSummary(till.openSession) : null,
          })),
          sessionRequired,
        }
      },
    }),
    route({
      method: 'POST',
      url: '/tills',
      gate: 'generalSetting',
      summary: 'Adds a till; its name is unique',
      body: tillInputSchema,
      status: 201,
      response: createdResponseSchema,
      handler: ({ body }) => addedWith(tills.add(body.name), TILL_MESSAGES.added),
    }),
    route({
      method: 'PATCH',
      url: '/tills/:id',
      gate: 'generalSetting',
      summary: 'Renames a till',
      params: idParams,
      body: tillInputSchema,
      response: messageResponseSchema,
      handler: ({ params, body }) => doneWith(tills.rename(params.id, body.name), TILL_MESSAGES.updated),
    }),
    route({
      method: 'POST',
      url: '/tills/:id/open',
      gate: 'saleCreate',
      summary: 'Opens a session on a till with its counted float; a till has at most one open session (409)',
      params: idParams,
      body: openSessionSchema,
      status: 201,
      response: sessionResponseSchema,
      handler: async ({ params, body, auth }) => {
        const session = await tills.open(signedIn(auth), params.id, openingFloatInCents(body))
        return { message: TILL_MESSAGES.opened, session: toSessionSummary(session) }
      },
    }),
    route({
      method: 'POST',
      url: '/till-sessions/:id/cash',
      gate: 'saleCreate',
      summary: 'Cash in or out of an open session, with a reason; cash out never takes more than the drawer holds',
      params: idParams,
      body: cashMovementInputSchema,
      response: messageResponseSchema,
      handler: ({ params, body, auth }) =>
        doneWith(tills.cash(signedIn(auth), params.id, cashMovementInCents(body)), TILL_MESSAGES.cashRecorded),
    }),
    route({
      method: 'POST',
      url: '/till-sessions/:id/no-sale',
      gate: 'saleCreate',
      summary: 'Records a drawer opened without a sale',
      params: idParams,
      body: noSaleInputSchema,
      response: messageResponseSchema,
      handler: ({ params, body, auth }) =>
        doneWith(tills.noSale(signedIn(auth), params.id, body.reason), TILL_MESSAGES.noSaleRecorded),
    }),
    ...reportRoutes({
      path: 'x-report',
      gate: 'saleCreate',
      summary: 'The X report: live figures of an open session (a closed one answers its Z)',
      csvSummary: 'The X report as CSV (a closed session: its Z)',
      load: (id) => tills.xReport(id),
    }),
    route({
      method: 'POST',
      url: '/till-sessions/:id/close',
      gate: 'saleCreate',
      summary:
        'Closes a session: counts the drawer (a total or notes and coins) and writes the numbered Z, in one transaction',
      params: idParams,
      body: closeSessionSchema,
      response: sessionResponseSchema,
      handler: async ({ params, body, auth }) => {
        const session = await tills.close(signedIn(auth), params.id, closeInCents(body))
        return { message: TILL_MESSAGES.closed, session: toSessionSummary(session) }
      },
    }),
    route({
      method: 'GET',
      url: '/till-sessions',
      gate: 'reports',
      summary: 'Paged sessions, newest first, of one till or all, with their differences',
      query: sessionListQuerySchema,
      response: sessionPageSchema,
      handler: ({ query }) => pageWith(tills.sessions(query, query.till_id ?? null), toSessionSummary),
    }),
    route({
      method: 'GET',
      url: '/till-sessions/:id',
      gate: 'reports',
      summary: 'A session with its cash movements',
      params: idParams,
      response: sessionDetailSchema,
      handler: async ({ params }) => {
        const { session, movements } = await tills.detail(params.id)
        return { session: toSessionSummary(session), movements: movements.map(toMovementRecord) }
      },
    }),
    ...reportRoutes({
      path: 'z-report',
      gate: 'reports',
      summary: 'The Z report of a closed session, exactly as stored at the close',
      csvSummary: 'The Z report as CSV, made from the stored document only',
      load: (id) => tills.zReport(id),
    }),
    route({
      method: 'PATCH',
      url: '/till-sessions/:id/z-report',
      gate: 'reports',
      summary: 'Refused: a Z report is final (409)',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params }) => tills.refuseZChange(params.id),
    }),
    route({
      method: 'DELETE',
      url: '/till-sessions/:id/z-report',
      gate: 'reports',
      summary: 'Refused: a Z report is final (409)',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params }) => tills.refuseZChange(params.id),
    }),
  ]
}
