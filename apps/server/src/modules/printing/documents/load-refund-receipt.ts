import { canReadOrder } from '@counterpart/domain/schemas/orders'
import { NotFoundError } from '../../../platform/errors.ts'
import { customerLanguage, inCustomerLanguage } from './document-language.ts'
import type { DocumentLoader } from './loaders.ts'
import { orderWithPayments } from './load-sale-receipt.ts'
import { refundReceiptDocument } from './refund-receipt.ts'

/** A refund order as stored, with the number of the sale it refunds and the money it paid back. */
export const refundReceiptLoader: DocumentLoader = async (context, refundId, payload) => {
  const { order, items, payments } = await orderWithPayments(context, refundId)
  if (order.refunding !== 1 || order.parent_id === null) throw new NotFoundError()
  const sale = await context.readers.orders.withItems(context.db, order.parent_id)
  const { general } = await context.settings.get()
  const language = await customerLanguage(context, order.customer_id, general)
  const document = inCustomerLanguage(language, () =>
    refundReceiptDocument(
      {
        shopName: general.site_name,
        currency: general,
        number: order.key,
        saleNumber: sale?.order.key ?? '',
        at: order.created_at,
        lines: items.map((line) => ({ name: line.name, qty: line.qty, subTotal: line.subTotal })),
        total: order.totalAmount,
        paidBack: payments
          .filter((payment) => payment.type === 'debit' && payment.status === 1)
          .map((payment) => ({ gateway: payment.gateway, amount: payment.amount })),
      },
      payload.openDrawer === true,
    ),
  )
  return { document, label: `refund ${order.key}`, readable: (actions) => canReadOrder(actions, 'refunding') }
}
