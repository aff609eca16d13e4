import {
  BILL_MESSAGES,
  billCreatedSchema,
  billInputSchema,
  billListSchema,
  billRecordSchema,
} from '@counterpart/domain/schemas/bills'
import { pagingQuerySchema } from '@counterpart/domain/schemas/paging'
import { messageResponseSchema } from '@counterpart/domain/schemas/responses'
import { idParams, route, addedWith, doneWith } from '../../platform/routes.ts'
import type { BillsService } from './service.ts'
import { billInCents, toBillPage, toBillRecord } from './wire.ts'

export function billsRoutes(bills: BillsService) {
  return [
    route({
      method: 'GET',
      url: '/bill',
      gate: 'billManage',
      summary: 'Paged, searchable list of bills',
      query: pagingQuerySchema,
      response: billListSchema,
      handler: async ({ query }) => toBillPage(await bills.list(query)),
    }),
    route({
      method: 'GET',
      url: '/bill/:id',
      gate: 'billManage',
      summary: 'One bill with its items',
      params: idParams,
      response: billRecordSchema,
      handler: async ({ params }) => toBillRecord(await bills.get(params.id)),
    }),
    route({
      method: 'POST',
      url: '/bill',
      gate: 'billManage',
      summary: 'Issues a bill; the total is recomputed from the items, charges and tax',
      body: billInputSchema,
      response: billCreatedSchema,
      handler: ({ body, auth }) =>
        addedWith(bills.create(billInCents(body), auth?.user.id ?? null), BILL_MESSAGES.created),
    }),
    route({
      method: 'PATCH',
      url: '/bill/:id',
      gate: 'billManage',
      summary: 'Edits a bill and replaces its items',
      params: idParams,
      body: billInputSchema,
      response: messageResponseSchema,
      handler: ({ params, body }) => doneWith(bills.update(params.id, billInCents(body)), BILL_MESSAGES.updated),
    }),
    route({
      method: 'DELETE',
      url: '/bill/:id',
      gate: 'billManage',
      summary: 'Removes a bill',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params }) => doneWith(bills.remove(params.id), BILL_MESSAGES.removed),
    }),
  ]
}
