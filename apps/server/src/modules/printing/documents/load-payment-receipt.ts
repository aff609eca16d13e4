import { canReadOrder, orderKind } from '@counterpart/domain/schemas/orders'
import type { DocumentLoader } from './loaders.ts'
import { paymentReceiptDocument } from './payment-receipt.ts'

/** A payment as stored with the document it pays, through the payments service (404 for a buy-back's payout). */
export const paymentReceiptLoader: DocumentLoader = async ({ readers, settings }, paymentId, payload) => {
  const { payment, order } = await readers.payments.detail(paymentId)
  const { due } = await readers.payments.ofOrder(order.id)
  const { general } = await settings.get()
  const document = paymentReceiptDocument(
    {
      shopName: general.site_name,
      currency: general,
      documentNumber: order.key,
      at: payment.created_at,
      amount: payment.amount,
      gateway: payment.gateway,
      leftToPay: due,
    },
    payload.openDrawer === true,
  )
  return { document, label: order.key, readable: (actions) => canReadOrder(actions, orderKind(order)) }
}
