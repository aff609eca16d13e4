import type { Cents } from '@counterpart/domain/money'
import { tr } from '@counterpart/domain/i18n/translate'
import { paymentMethodText } from '@counterpart/domain/schemas/payments'
import type { PrintBlock, PrintDocument } from '../print-document.ts'
import { printedAt } from './printed-at.ts'
import { slipMoney, type SlipCurrency } from './slip-money.ts'

export interface ReceiptLine {
  name: string
  qty: number
  /** The line's amount after its discount (cents). */
  subTotal: Cents
}

export interface ReceiptPayment {
  gateway: string
  /** Paid at once (a due part of an on-account sale is owed, not paid). */
  paid: boolean
  amount: Cents
}

export interface SaleReceipt {
  shopName: string
  currency: SlipCurrency
  /** The sale's number as every screen shows it (the order's key). */
  number: string
  at: string
  lines: ReceiptLine[]
  subTotal: Cents
  discount: Cents
  tax: Cents
  shipping: Cents
  total: Cents
  payments: ReceiptPayment[]
  /** The cash handed over (0: none recorded) and the change given back. */
  tendered: Cents
  change: Cents
  note: string
}

/**
 * A sale's receipt: shop, lines, totals, payments by method, tendered and change, the number's barcode. Its
 * words are in the language of the moment: the loader builds it inside the customer's (inLanguage).
 */
export function saleReceiptDocument(receipt: SaleReceipt, openDrawer: boolean): PrintDocument {
  const money = slipMoney(receipt.currency)
  const blocks: PrintBlock[] = [
    { type: 'logo' },
    { type: 'heading', text: receipt.shopName },
    { type: 'text', text: tr('documents:receipt.sale', { number: receipt.number }), align: 'center' },
    { type: 'text', text: printedAt(receipt.at), align: 'center' },
    { type: 'feed', lines: 1 },
    ...receipt.lines.map((line): PrintBlock => ({
      type: 'row',
      label: tr('documents:receipt.line', { qty: line.qty, name: line.name }),
      value: money(line.subTotal),
    })),
    { type: 'rule' },
    { type: 'row', label: tr('documents:receipt.subtotal'), value: money(receipt.subTotal) },
  ]
  if (receipt.discount > 0)
    blocks.push({ type: 'row', label: tr('documents:receipt.discount'), value: `-${money(receipt.discount)}` })
  if (receipt.tax > 0) blocks.push({ type: 'row', label: tr('documents:receipt.tax'), value: money(receipt.tax) })
  if (receipt.shipping > 0)
    blocks.push({ type: 'row', label: tr('documents:receipt.shipping'), value: money(receipt.shipping) })
  blocks.push(
    { type: 'row', label: tr('documents:receipt.total'), value: money(receipt.total), bold: true },
    { type: 'rule' },
  )
  for (const payment of receipt.payments)
    blocks.push({
      type: 'row',
      label: paymentMethodText({ method: payment.paid, gateway: payment.gateway }),
      value: money(payment.amount),
    })
  if (receipt.tendered > 0)
    blocks.push({ type: 'row', label: tr('documents:receipt.tendered'), value: money(receipt.tendered) })
  if (receipt.change > 0)
    blocks.push({ type: 'row', label: tr('documents:receipt.change'), value: money(receipt.change) })
  if (receipt.note) blocks.push({ type: 'feed', lines: 1 }, { type: 'text', text: receipt.note })
  blocks.push(
    { type: 'feed', lines: 1 },
    { type: 'barcode', value: receipt.number },
    { type: 'feed', lines: 1 },
    { type: 'text', text: tr('documents:receipt.thanks'), align: 'center' },
  )
  return { blocks, cut: true, openDrawer }
}
