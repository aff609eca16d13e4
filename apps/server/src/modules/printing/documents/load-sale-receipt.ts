import { canReadOrder } from '@counterpart/domain/schemas/orders'
import { NotFoundError } from '../../../platform/errors.ts'
import type { Language } from '@counterpart/domain/i18n/languages'
import { customerLanguage, inCustomerLanguage } from './document-language.ts'
import type { DocumentContext, DocumentLoader } from './loaders.ts'
import { saleReceiptDocument, type SaleReceipt } from './sale-receipt.ts'

/** An order with its lines and payments as stored, through the orders and payments services; 404 when missing. */
export async function orderWithPayments({ db, readers }: DocumentContext, orderId: number) {
  const found = await readers.orders.withItems(db, orderId)
  if (!found) throw new NotFoundError()
  const { payments, due } = await readers.payments.ofOrder(orderId)
  return { ...found, payments, due }
}

/** A sale's receipt as it stands in the database, in the shop's currency, and the language it prints in. */
export async function loadSaleReceipt(
  context: DocumentContext,
  orderId: number,
): Promise<SaleReceipt & { language: Language }> {
  const { order, items, payments } = await orderWithPayments(context, orderId)
  // A refund's id sent as a sale's: not this kind's document.
  if (order.salling !== 1) throw new NotFoundError()
  const { general } = await context.settings.get()
  const language = await customerLanguage(context, order.customer_id, general)
  const money = payments.filter((payment) => payment.type === 'credit')
  const cashPaid = money
    .filter((payment) => payment.status === 1 && payment.gateway === 'cash')
    .reduce((sum, payment) => sum + payment.amount, 0)
  return {
    language,
    shopName: general.site_name,
    currency: general,
    number: order.key,
    at: order.created_at,
    lines: items.map((line) => ({ name: line.name, qty: line.qty, subTotal: line.subTotal })),
    subTotal: order.subTotal,
    discount: order.discountedAmount,
    tax: order.taxIncluded ? 0 : order.taxAmount,
    shipping: order.shippingAmount,
    total: order.totalAmount,
    payments: money.map((payment) => ({
      gateway: payment.gateway,
      paid: payment.status === 1,
      amount: payment.amount,
    })),
    tendered: order.enterAmount,
    change: cashPaid > 0 ? Math.max(0, order.enterAmount - cashPaid) : 0,
    note: order.printNote,
  }
}

export const saleReceiptLoader: DocumentLoader = async (context, orderId, payload) => {
  const receipt = await loadSaleReceipt(context, orderId)
  return {
    document: inCustomerLanguage(receipt.language, () => saleReceiptDocument(receipt, payload.openDrawer === true)),
    label: `sale ${receipt.number}`,
    readable: (actions) => canReadOrder(actions, 'salling'),
  }
}
