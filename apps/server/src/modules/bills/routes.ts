import { BILL_MESSAGES, billInputSchema, type BillRecord } from '@counterpart/domain/schemas/bills'
import { pagingQuerySchema } from '@counterpart/domain/schemas/paging'
import { idParams, route } from '../../platform/routes.ts'
import type { BillsService } from './service.ts'

export function billsRoutes(bills: BillsService) {
  return [
    route({
      method: 'GET',
      url: '/bill',
      gate: 'billManage',
      summary: 'Paged, searchable list of bills',
      query: pagingQuerySchema,
      handler: async ({ query }) => bills.list(query),
    }),
    route({
      method: 'GET',
      url: '/bill/:id',
      gate: 'billManage',
      summary: 'One bill with its items',
      params: idParams,
      handler: async ({ params }): Promise<BillRecord> => bills.get(params.id),
    }),
    route({
      method: 'POST',
      url: '/bill',
      gate: 'billManage',
      summary: 'Issues a bill; the total is recomputed from the items, charges and tax',
      body: billInputSchema,
      handler: async ({ body, auth }) => {
        const id = await bills.create(body, auth?.user.id ?? null)
        return { message: BILL_MESSAGES.created, id }
      },
    }),
    route({
      method: 'PATCH',
      url: '/bill/:id',
      gate: 'billManage',
      summary: 'Edits a bill and replaces its items',
      params: idParams,
      body: billInputSchema,
      handler: async ({ params, body }) => {
        await bills.update(params.id, body)
        return { message: BILL_MESSAGES.updated }
      },
    }),
    route({
      method: 'DELETE',
      url: '/bill/:id',
      gate: 'billManage',
      summary: 'Removes a bill',
      params: idParams,
      handler: async ({ params }) => {
        await bills.remove(params.id)
        return { message: BILL_MESSAGES.removed }
      },
    }),
  ]
}
