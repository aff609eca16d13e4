import { saleReceiptRows } from '../repository.ts'
import type { DocumentContext, JobPayload } from './loaders.ts'
import { saleReceiptDocument, type SaleReceipt } from './sale-receipt.ts'

/** A sale's receipt as it stands in the database, in the shop's currency. */
export async function loadSaleReceipt({ db, settings }: DocumentContext, orderId: number): Promise<SaleReceipt> {
  const rows = await saleReceiptRows(db, orderId)
  if (!rows) throw new Error('The sale of this receipt no longer exists.')
  const { general } = await settings.get()
  const { order, lines, payments } = rows
  const money = payments.filter((payment) => payment.type === 'credit')
  const cashPaid = money
    .filter((payment) => payment.status === 1 && payment.gateway === 'cash')
    .reduce((sum, payment) => sum + payment.amount, 0)
  return {
    shopName: general.site_name,
    currency: general,
    number: order.key,
    at: order.created_at,
    lines: lines.map((line) => ({ name: line.name, qty: line.qty, subTotal: line.subTotal })),
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

export const saleReceiptLoader = async (context: DocumentContext, orderId: number, payload: JobPayload) =>
  saleReceiptDocument(await loadSaleReceipt(context, orderId), payload.openDrawer === true)
