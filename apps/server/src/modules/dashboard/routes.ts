import {
  dashboardChartResponseSchema,
  ownerHomeQuerySchema,
  ownerHomeResponseSchema,
  type OwnerHomeResponse,
} from '@counterpart/domain/schemas/dashboard'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import { REPORT_MESSAGES, sendMailSchema, type DashboardChartResponse } from '@counterpart/domain/schemas/reports'
import { route, doneWith } from '../../platform/routes.ts'
import type { DashboardService } from './service.ts'
import { toDashboardChart, toOwnerHome } from './wire.ts'

/**
 * The dashboard is every user's landing page; its figures are report data, so they need `reports`
 * (the page shows a friendly card instead). The quick mail sends from the shop's address: `reports`
 * too, so only trusted staff can send mail in the shop's name (docs/decisions.md, Reports and dashboard).
 */
export function dashboardRoutes(dashboard: DashboardService) {
  return [
    route({
      method: 'GET',
      url: '/dashboard-chart',
      gate: 'reports',
      summary:
        'Sale totals vs cost per month over the last 12 months, and the sales, sold, profit, cost and tax of that window',
      response: dashboardChartResponseSchema,
      handler: async (): Promise<DashboardChartResponse> => toDashboardChart(await dashboard.chart()),
    }),
    route({
      method: 'GET',
      url: '/dashboard/home',
      gate: 'reports',
      summary:
        "The owner's home: today's net sales and takings by method, repairs, money owed each way, low stock and open till sessions",
      query: ownerHomeQuerySchema,
      response: ownerHomeResponseSchema,
      handler: async ({ query }): Promise<OwnerHomeResponse> => toOwnerHome(await dashboard.home(query.threshHold)),
    }),
    route({
      method: 'POST',
      url: '/send-mail',
      readOnly: true,
      gate: 'reports',
      summary: 'The quick mail of the dashboard: email, subject, message over the configured SMTP server',
      body: sendMailSchema,
      response: messageResponseSchema,
      handler: ({ body, request }) => doneWith(dashboard.sendMail(body, request.log), REPORT_MESSAGES.mailSent),
    }),
  ]
}
