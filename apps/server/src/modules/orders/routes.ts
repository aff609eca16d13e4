import { holdsGate } from '@counterpart/domain/permissions'
import {
  orderDetailResponseSchema,
  orderListQuerySchema,
  orderListRowSchema,
  type OrderDetailResponse,
  type OrderListRow,
} from '@counterpart/domain/schemas/orders'
import type { Page } from '@counterpart/domain/schemas/paging'
import { POS_MESSAGES } from '@counterpart/domain/schemas/pos'
import { messageResponseSchema, pageSchema } from '@counterpart/domain/schemas/responses'
import { idParams, route, doneWith } from '../../platform/routes.ts'
import type { OrdersService } from './service.ts'
import { toOrderDetail, toOrderListRow, withoutCost } from './wire.ts'

export function ordersRoutes(orders: OrdersService) {
  return [
    route({
      method: 'GET',
      url: '/order/:id',
      // One call for sales, refunds and purchases: the service checks the gates of the order's kind.
      gate: 'signedIn',
      summary: 'An order (sale, refund or purchase) with its items, supplier or customer, payments and due',
      params: idParams,
      response: orderDetailResponseSchema,
      handler: async ({ params, auth }): Promise<OrderDetailResponse> => {
        const detail = toOrderDetail(await orders.detail(auth, params.id))
        return holdsGate(auth?.actions, 'saleCost') ? detail : withoutCost(detail)
      },
    }),
    route({
      method: 'GET',
      url: '/order',
      // filter=purchasing needs purchaseList, salling saleList, refunding refundList (checked by the service).
      gate: 'signedIn',
      summary: 'Paged orders of one kind (filter=salling|refunding|purchasing), newest first',
      query: orderListQuerySchema,
      response: pageSchema(orderListRowSchema),
      handler: async ({ query, auth }): Promise<Page<OrderListRow>> => {
        const page = await orders.list(auth, query)
        return { items: page.items.map(toOrderListRow), total: page.total }
      },
    }),
    route({
      method: 'DELETE',
      url: '/order/:id',
      gate: 'orderRemove',
      summary:
        "Removes a sale or refund from Transactions (soft delete): a sale's units go back on the shelf, a refund's returned units back out",
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params, auth }) =>
        doneWith(orders.remove(params.id, auth?.user.id ?? null), POS_MESSAGES.orderRemoved),
    }),
  ]
}
