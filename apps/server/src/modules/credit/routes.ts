import { z } from 'zod'
import {
  CREDIT_MESSAGES,
  creditEntrySchema,
  creditHistoryQuerySchema,
  creditHistorySchema,
  type CreditHistory,
} from '@counterpart/domain/schemas/credit'
import { idParams, route } from '../../platform/routes.ts'
import type { CreditService } from './service.ts'
import { toBalance, toCreditEntry, toCreditHistory } from './wire.ts'

const savedSchema = z.object({ message: z.string(), balance: z.number() })

/** A customer's store credit (issue 31): read with the customer's details, entered by hand with its switch. */
export function creditRoutes(credit: CreditService) {
  return [
    route({
      method: 'GET',
      url: '/customers/:id/credit',
      gate: 'customerDetials',
      summary: "A customer's store credit: the balance and a page of its events, oldest first",
      params: idParams,
      query: creditHistoryQuerySchema,
      response: creditHistorySchema,
      handler: async ({ params, query }): Promise<CreditHistory> =>
        toCreditHistory(await credit.history(params.id, query.page, query.itemsPerPage)),
    }),
    route({
      method: 'POST',
      url: '/customers/:id/credit',
      gate: 'creditManage',
      summary:
        'Issues, takes or adjusts store credit by hand; never below zero (409 with what is left), an adjustment with its note',
      params: idParams,
      body: creditEntrySchema,
      response: savedSchema,
      handler: async ({ params, body, auth }) => ({
        message: CREDIT_MESSAGES.saved,
        ...toBalance(await credit.enter(params.id, toCreditEntry(body), auth?.user.id ?? null)),
      }),
    }),
  ]
}
