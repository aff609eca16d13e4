import {
  balanceListQuerySchema,
  balanceListResponseSchema,
  reminderDraftSchema,
  sendReminderSchema,
  type BalanceListResponse,
  type ReminderDraft,
} from '@counterpart/domain/schemas/balances'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import { idParams, route } from '../../platform/routes.ts'
import type { BalancesService } from './balances-service.ts'
import { agedAsDecimals, toBalanceRow } from './wire.ts'

/** Who owes what (issue 28, item 7): money owed is report data, so `reports` opens it. */
export function balancesRoutes(balances: BalancesService) {
  return [
    route({
      method: 'GET',
      url: '/balances',
      gate: 'reports',
      summary:
        'Every customer who owes the shop and every supplier it owes, aged 0-30, 31-60, 61-90 and 90+ days; paged, largest first, searched by name, company, phone and email',
      query: balanceListQuerySchema,
      response: balanceListResponseSchema,
      handler: async ({ query }): Promise<BalanceListResponse> => {
        const listed = await balances.list(query)
        return {
          items: listed.items.map(toBalanceRow),
          total: listed.total,
          customers: agedAsDecimals(listed.customers),
          suppliers: agedAsDecimals(listed.suppliers),
        }
      },
    }),
    route({
      method: 'GET',
      url: '/balances/reminder/:id',
      gate: 'reports',
      summary: "A customer's payment reminder from the shop's wording, filled in with what they owe (409 when nothing)",
      params: idParams,
      response: reminderDraftSchema,
      handler: ({ params }): Promise<ReminderDraft> => balances.reminderFor(params.id),
    }),
    route({
      method: 'POST',
      url: '/balances/reminder/:id',
      gate: 'reports',
      summary: 'Sends the payment reminder as written over the configured SMTP server; on the customer history',
      params: idParams,
      body: sendReminderSchema,
      response: messageResponseSchema,
      handler: async ({ params, body, request }) => ({
        message: await balances.sendReminder(params.id, body, request.log),
      }),
    }),
  ]
}
