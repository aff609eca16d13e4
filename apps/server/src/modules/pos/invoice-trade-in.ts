import { tradeInSplit } from '@counterpart/domain/schemas/trade-in'
import type { InvoiceOrder } from './invoice-pdf.ts'

/**
 * The trade-in's rows of a sale's invoice (issue 29, item 7): the device with its IMEI, as a minus, and
 * the net the customer paid, or what the shop paid out in cash when the device was worth more. Cents in,
 * text out through `money`.
 */
export function tradeInTotals(
  order: Pick<InvoiceOrder, 'totalAmount' | 'tradeIn'>,
  money: (cents: number) => string,
): [string, string][] {
  if (!order.tradeIn) return []
  const { model, imei, amount } = order.tradeIn
  const split = tradeInSplit(order.totalAmount, amount)
  return [
    [`Trade-in: ${model}`, `- ${money(amount)}`],
    // On a row of its own: a 15-digit IMEI beside the model would wrap in the totals' column.
    ...(imei ? ([[`IMEI ${imei}`, '']] as [string, string][]) : []),
    split.cashOut > 0 ? ['Total paid out in cash', money(split.cashOut)] : ['Total net to pay', money(split.net)],
  ]
}

/** What the customer had to pay by the sale's own method: its total less a trade-in's value (cents). */
export function netToPay(order: Pick<InvoiceOrder, 'totalAmount' | 'tradeIn'>): number {
  return tradeInSplit(order.totalAmount, order.tradeIn?.amount ?? 0).net
}
