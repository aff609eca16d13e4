import { z } from 'zod'
import {
  PAYMENT_MESSAGES,
  customerBalanceResponseSchema,
  type CustomerBalanceResponse,
  orderPaymentsResponseSchema,
  paymentDetailResponseSchema,
  paymentInputSchema,
  paymentListRowSchema,
  paymentMadeResponseSchema,
  type OrderPaymentsResponse,
  type PaymentDetailResponse,
  type PaymentListRow,
} from '@counterpart/domain/schemas/payments'
import { pagingQuerySchema, type Page } from '@counterpart/domain/schemas/paging'
import { messageResponseSchema, pageSchema } from '@counterpart/domain/schemas/responses'
import { idParams, route, addedWith, doneWith, signedInOn } from '../../platform/routes.ts'
import type { Auth } from '../../platform/sessions.ts'
import type { PaymentsService } from './service.ts'
import {
  paymentInCents,
  toCustomerBalance,
  toOrderPayments,
  toPaymentListRow,
  toPaymentOrder,
  toPaymentRecord,
} from './wire.ts'

const orderIdParams = z.object({ orderId: idParams.shape.id })

// Every route here is gated, so the guard has put the signed-in user on the request before the handler.
const signedIn = (auth: Auth | null) => signedInOn('payments routes', auth)

export function paymentsRoutes(payments: PaymentsService) {
  return [
    route({
      method: 'GET',
      url: '/order-payments/:orderId',
      // The panel is part of the order screen: whoever may read the order (by its kind) sees its payments.
      gate: 'signedIn',
      summary: 'The payments of an order and what is due, computed by the server',
      params: orderIdParams,
      response: orderPaymentsResponseSchema,
      handler: async ({ params, auth }): Promise<OrderPaymentsResponse> => {
        return toOrderPayments(await payments.orderPanel(auth, params.orderId))
      },
    }),
    route({
      method: 'GET',
      url: '/customer-balance/:id',
      gate: 'saleCreate',
      summary:
        "What a customer owes: each of their sales with something due, and the sum (the terminal's customer chip)",
      params: idParams,
      response: customerBalanceResponseSchema,
      handler: async ({ params }): Promise<CustomerBalanceResponse> =>
        toCustomerBalance(await payments.customerBalance(params.id)),
    }),
    route({
      method: 'POST',
      url: '/make-payment/:orderId',
      gate: 'paymentDetails',
      summary: 'Records a payment on an order; the paid total never exceeds the order total',
      params: orderIdParams,
      body: paymentInputSchema,
      status: 201,
      response: paymentMadeResponseSchema,
      till: 'optional',
      handler: ({ params, body, auth, till }) =>
        addedWith(payments.make(signedIn(auth), params.orderId, paymentInCents(body), till), PAYMENT_MESSAGES.made),
    }),
    route({
      method: 'PATCH',
      url: '/payment/:id',
      gate: 'paymentDetails',
      summary: 'Edits a payment (amount, gateway, status, method, note)',
      params: idParams,
      body: paymentInputSchema,
      response: messageResponseSchema,
      handler: ({ params, body, auth }) =>
        doneWith(payments.update(signedIn(auth), params.id, paymentInCents(body)), PAYMENT_MESSAGES.updated),
    }),
    route({
      method: 'DELETE',
      url: '/payment/:id',
      gate: 'paymentDetails',
      summary: 'Removes a payment; what it paid becomes due again',
      params: idParams,
      response: messageResponseSchema,
      handler: ({ params, auth }) => doneWith(payments.remove(signedIn(auth), params.id), PAYMENT_MESSAGES.removed),
    }),
    route({
      method: 'GET',
      url: '/payment/:id',
      gate: 'paymentDetails',
      summary: 'A payment with its order',
      params: idParams,
      response: paymentDetailResponseSchema,
      handler: async ({ params }): Promise<PaymentDetailResponse> => {
        const { payment, order } = await payments.detail(params.id)
        return { payment: { ...toPaymentRecord(payment), order: toPaymentOrder(order) } }
      },
    }),
    route({
      method: 'GET',
      url: '/payment',
      gate: 'paymentList',
      summary: 'Paged payments, newest first, searched over the order number and reference and the note',
      query: pagingQuerySchema,
      response: pageSchema(paymentListRowSchema),
      handler: async ({ query }): Promise<Page<PaymentListRow>> => {
        const page = await payments.list(query)
        return {
          items: page.items.map(toPaymentListRow),
          total: page.total,
        }
      },
    }),
  ]
}
