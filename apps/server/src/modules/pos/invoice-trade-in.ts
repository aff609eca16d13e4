import { tr } from '@counterpart/domain/i18n/translate'
import { tradeInSplit } from '@counterpart/domain/schemas/trade-in'
import type { InvoiceOrder } from './invoice-pdf.ts'

/**
 * The trade-in's rows of a sale's invoice (issue 29, item 7): the device with its IMEI, as a minus, and
 * the net the customer paid, or what the shop paid out in cash when the device was worth more. Cents in,
 * text out through `money`; the third of a row says it is a total (printed bold).
 */
export function tradeInTotals(
  order: Pick<InvoiceOrder, 'totalAmount' | 'tradeIn'>,
  money: (cents: number) => string,
): [string, string, boolean][] {
  if (!order.tradeIn) return []
  const { model, imei, amount } = order.tradeIn
  const split = tradeInSplit(order.totalAmount, amount)
  return [
    [tr('documents:invoice.tradeIn', { model }), `- ${money(amount)}`, false],
    // On a row of its own: a 15-digit IMEI beside the model would wrap in the totals' column.
    ...(imei ? ([[tr('documents:invoice.imei', { imei }), '', false]] as [string, string, boolean][]) : []),
    split.cashOut > 0
      ? [tr('documents:invoice.totalPaidOutInCash'), money(split.cashOut), true]
      : [tr('documents:invoice.totalNetToPay'), money(split.net), true],
  ]
}

/** What the customer had to pay by the sale's own method: its total less a trade-in's value (cents). */
export function netToPay(order: Pick<InvoiceOrder, 'totalAmount' | 'tradeIn'>): number {
  return tradeInSplit(order.totalAmount, order.tradeIn?.amount ?? 0).net
}
