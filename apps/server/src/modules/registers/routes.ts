// eslint-disable-next-line no-restricted-imports -- tills helper moves this to wire.ts
import { toCents } from '@counterpart/domain/money'
import type { Gate } from '@counterpart/domain/permissions'
import {
  REGISTER_MESSAGES,
  cashMovementInputSchema,
  closeSessionSchema,
  noSaleInputSchema,
  openSessionSchema,
  registerInputSchema,
  registerListSchema,
  sessionDetailSchema,
  sessionListQuerySchema,
  sessionPageSchema,
  sessionResponseSchema,
  tillReportSchema,
  type TillReport,
} from '@counterpart/domain/schemas/registers'
import { createdResponseSchema, messageResponseSchema } from '@counterpart/domain/schemas/responses'
import type { FastifyReply } from 'fastify'
import { addedWith, doneWith, idParams, pageWith, route, signedInOn } from '../../platform/routes.ts'
import type { Auth } from '../../platform/sessions.ts'
import { tillReportCsv } from './report-csv.ts'
import type { RegistersService } from './service.ts'
import { cashMovementInCents, closeInCents, toMovementRecord, toSessionSummary } from './wire.ts'

// Every route here is gated, so the guard has put the signed-in user on the request before the handler.
const signedIn = (auth: Auth | null) => signedInOn('registers routes', auth)

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
export function registersRoutes(registers: RegistersService) {
  return [
    route({
      method: 'GET',
      url: '/registers',
      gate: 'saleCreate',
      summary: 'The tills with their open session, and whether the POS requires an open session to sell',
      response: registerListSchema,
      handler: async () => {
        const { registers: list, sessionRequired } = await registers.list()
        return {
          registers: list.map((register) => ({
            ...register,
            openSession: register.openSession ? toSessionSummary(register.openSession) : null,
          })),
          sessionRequired,
        }
      },
    }),
    route({
      method: 'POST',
      url: '/registers',
      gate: 'generalSetting',
      summary: 'Adds a till; its name is unique',
      body: registerInputSchema,
      status: 201,
      response: createdResponseSchema,
      handler: ({ body }) => addedWith(registers.add(body.name), REGISTER_MESSAGES.added),
    }),
    route({
      method: 'PATCH',
      url: '/registers/:id',
      gate: 'generalSetting',
      summary: 'Renames a till',
      params: idParams,
      body: registerInputSchema,
      response: messageResponseSchema,
      handler: ({ params, body }) => doneWith(registers.rename(params.id, body.name), REGISTER_MESSAGES.updated),
    }),
    route({
      method: 'POST',
      url: '/registers/:id/open',
      gate: 'saleCreate',
      summary: 'Opens a session on a till with its counted float; a till has at most one open session (409)',
      params: idParams,
      body: openSessionSchema,
      status: 201,
      response: sessionResponseSchema,
      handler: async ({ params, body, auth }) => {
        const session = await registers.open(signedIn(auth), params.id, toCents(body.openingFloat))
        return { message: REGISTER_MESSAGES.opened, session: toSessionSummary(session) }
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
        doneWith(registers.cash(signedIn(auth), params.id, cashMovementInCents(body)), REGISTER_MESSAGES.cashRecorded),
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
        doneWith(registers.noSale(signedIn(auth), params.id, body.reason), REGISTER_MESSAGES.noSaleRecorded),
    }),
    ...reportRoutes({
      path: 'x-report',
      gate: 'saleCreate',
      summary: 'The X report: live figures of an open session (a closed one answers its Z)',
      csvSummary: 'The X report as CSV (a closed session: its Z)',
      load: (id) => registers.xReport(id),
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
        const session = await registers.close(signedIn(auth), params.id, closeInCents(body))
        return { message: REGISTER_MESSAGES.closed, session: toSessionSummary(session) }
      },
    }),
    route({
      method: 'GET',
      url: '/till-sessions',
      gate: 'reports',
      summary: 'Paged sessions, newest first, of one till or all, with their differences',
      query: sessionListQuerySchema,
      response: sessionPageSchema,
      handler: ({ query }) => pageWith(registers.sessions(query, query.register_id ?? null), toSessionSummary),
    }),
    route({
      method: 'GET',
      url: '/till-sessions/:id',
      gate: 'reports',
      summary: 'A session with its cash movements',
      params: idParams,
      response: sessionDetailSchema,
      handler: async ({ params }) => {
        const { session, movements } = await registers.detail(params.id)
        return { session: toSessionSummary(session), movements: movements.map(toMovementRecord) }
      },
    }),
    ...reportRoutes({
      path: 'z-report',
      gate: 'reports',
      summary: 'The Z report of a closed session, exactly as stored at the close',
      csvSummary: 'The Z report as CSV, made from the stored document only',
      load: (id) => registers.zReport(id),
    }),
    route({
      method: 'PATCH',
      url: '/till-sessions/:id/z-report',
      gate: 'reports',
      summary: 'Refused: a Z report is final (409)',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params }) => registers.refuseZChange(params.id),
    }),
    route({
      method: 'DELETE',
      url: '/till-sessions/:id/z-report',
      gate: 'reports',
      summary: 'Refused: a Z report is final (409)',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params }) => registers.refuseZChange(params.id),
    }),
  ]
}
