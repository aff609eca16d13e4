import { tr } from '@counterpart/domain/i18n/translate'
import { fromCents, toCents } from '@counterpart/domain/money'
import { changeDue } from '@counterpart/domain/pricing/pos'
import type { OrderDetailResponse } from '@counterpart/domain/schemas/orders'
import { GIFT_CARD_GATEWAY, STORE_CREDIT_GATEWAY } from '@counterpart/domain/schemas/tenders'
import { TRADE_IN_GATEWAY, tradeInSplit } from '@counterpart/domain/schemas/trade-in'

/** One line under a receipt's items: a label, an amount (formatted), bold or not. */
export interface ReceiptLine {
  label: string
  amount: string
  strong?: boolean
  /** A discount is printed with its minus sign: "- $2.00". */
  minus?: boolean
}

/**
 * The translation key of each gateway the receipt names; read when the receipt is drawn, once SaleReceipt's
 * useTranslation('orders') has loaded the namespace.
 */
const GATEWAY_KEYS: Record<string, string> = {
  cash: 'orders:receipt.gateway.cash',
  card: 'orders:receipt.gateway.card',
  cheque: 'orders:receipt.gateway.cheque',
  other: 'orders:receipt.gateway.other',
  [TRADE_IN_GATEWAY]: 'orders:receipt.gateway.tradeIn',
  // Stored value (issue 31).
  [STORE_CREDIT_GATEWAY]: 'orders:receipt.gateway.storeCredit',
  [GIFT_CARD_GATEWAY]: 'orders:receipt.gateway.giftCard',
}

/** A payment's gateway as the receipt names it: "Cash", "Card"; one the shop added reads as stored. */
export function gatewayName(gateway: string): string {
  const key = GATEWAY_KEYS[gateway]
  if (key) return tr(key)
  return gateway ? gateway.charAt(0).toUpperCase() + gateway.slice(1) : tr('orders:receipt.gateway.cash')
}

/** "2 × $9.99", or with the unit printed (billItemUnit) and one that is not a count of pieces, "1.5 kg × $4.00". */
export function quantityLine(qty: number, price: string, unit: string | null): string {
  const measured = unit && unit.toLowerCase() !== 'pcs' ? ` ${unit}` : ''
  return `${qty}${measured} × ${price}`
}

/**
 * The lines between the items and the status of a sale or refund receipt (issue 26): shipping, tax and
 * discount only when they are not zero; the total; then what was handed over by method — "Cash $1,200.00"
 * and the Change on a cash sale whose tendered amount was kept, else each payment received by its gateway; on
 * account with part paid, each as a "Deposit (Cash)" and what is left to pay.
 */
export function receiptLines(detail: OrderDetailResponse, money: (amount: number) => string): ReceiptLine[] {
  const { order, payments } = detail
  const refund = order.refunding
  const lines: ReceiptLine[] = [
    { label: tr('orders:receipt.subTotal', { items: order.totalItems }), amount: money(order.subTotal) },
  ]
  if (order.shippingAmount > 0)
    lines.push({ label: tr('orders:receipt.shipping'), amount: money(order.shippingAmount) })
  if (order.taxAmount > 0) {
    lines.push({
      label: tr(refund ? 'orders:receipt.taxFall' : 'orders:receipt.tax', { rate: order.taxRate }),
      amount: money(order.taxAmount),
    })
  }
  if (order.discountedAmount > 0) {
    lines.push({
      label: tr(refund ? 'orders:receipt.reversedDiscount' : 'orders:receipt.discount', { rate: order.discountRate }),
      amount: money(order.discountedAmount),
      minus: true,
    })
  }
  lines.push({
    label: refund ? tr('orders:receipt.totalRefund') : tr('orders:receipt.total'),
    amount: money(order.totalAmount),
    strong: true,
  })
  if (refund) {
    if (order.cancelledDue > 0)
      lines.push({ label: tr('orders:receipt.takenOffDue'), amount: money(order.cancelledDue) })
    return lines
  }
  // A trade-in (issue 29, item 7) pays part of the sale: its line as a minus, then the net the customer paid,
  // or the cash paid out to them when the device was worth more than the goods.
  const trade = detail.tradeIn
  const split = tradeInSplit(toCents(order.totalAmount), trade ? toCents(trade.amount) : 0)
  if (trade) {
    lines.push({
      label: tr('orders:receipt.tradeIn', { model: trade.model }),
      amount: money(trade.amount),
      minus: true,
    })
    if (trade.imei) lines.push({ label: tr('orders:receipt.imei', { imei: trade.imei }), amount: '' })
    lines.push(
      split.cashOut > 0
        ? { label: tr('orders:receipt.paidOutInCash'), amount: money(fromCents(split.cashOut)), strong: true }
        : { label: tr('orders:receipt.netToPay'), amount: money(fromCents(split.net)), strong: true },
    )
  }
  const received = payments.filter(
    (payment) => payment.status && payment.amount > 0 && (!trade || payment.gateway !== TRADE_IN_GATEWAY),
  )
  const tendered = order.method && order.enterAmount > 0 ? toCents(order.enterAmount) : null
  if (!order.method && detail.due > 0 && received.length > 0) {
    // Issue 31, item 5: on account with part paid, what was paid is the deposit, then what is left to pay.
    for (const payment of received)
      lines.push({
        label: tr('orders:receipt.deposit', { method: gatewayName(payment.gateway) }),
        amount: money(payment.amount),
      })
    lines.push({ label: tr('orders:receipt.leftToPay'), amount: money(detail.due), strong: true })
    return lines
  }
  // Paid in parts (issue 31): each part by its method, then the cash handed over and the change on the cash
  // part alone.
  if (new Set(received.map((payment) => payment.gateway)).size > 1) {
    const cash = received.filter((payment) => payment.gateway === 'cash')
    for (const payment of received.filter((entry) => entry.gateway !== 'cash' || tendered === null)) {
      lines.push({ label: gatewayName(payment.gateway), amount: money(payment.amount) })
    }
    if (tendered !== null && cash.length > 0) {
      const cashPaid = cash.reduce((sum, payment) => sum + toCents(payment.amount), 0)
      lines.push({ label: gatewayName('cash'), amount: money(order.enterAmount) })
      lines.push({
        label: tr('orders:receipt.change'),
        amount: money(fromCents(Math.max(0, changeDue(tendered, cashPaid)))),
        strong: true,
      })
    }
    return lines
  }
  if (tendered !== null) {
    lines.push({ label: gatewayName(received[0]?.gateway ?? 'cash'), amount: money(order.enterAmount) })
    lines.push({
      label: tr('orders:receipt.change'),
      amount: money(fromCents(Math.max(0, changeDue(tendered, split.net)))),
      strong: true,
    })
  } else {
    for (const payment of received) lines.push({ label: gatewayName(payment.gateway), amount: money(payment.amount) })
  }
  return lines
}

/** The status under the totals: due, settled, Refunded on a refund, else Paid (codes; the receipt words them). */
export function receiptStatus(detail: OrderDetailResponse): 'due' | 'Settled' | 'Refunded' | 'Paid' {
  if (detail.due > 0) return 'due'
  if (detail.order.refunding) return detail.order.cancelledDue > 0 ? 'Settled' : 'Refunded'
  return 'Paid'
}
