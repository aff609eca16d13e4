import type { Cents } from '@counterpart/domain/money'
import { paymentMethodText } from '@counterpart/domain/schemas/payments'
import { PRINT_SLIP_TEXT as TEXT } from '@counterpart/domain/schemas/printing'
import type { PrintBlock, PrintDocument } from '../print-document.ts'
import { printedAt } from './printed-at.ts'
import type { ReceiptLine } from './sale-receipt.ts'
import { slipMoney, type SlipCurrency } from './slip-money.ts'

export interface RefundReceipt {
  shopName: string
  currency: SlipCurrency
  /** The refund's number and the number of the sale it refunds. */
  number: string
  saleNumber: string
  at: string
  lines: ReceiptLine[]
  total: Cents
  /** How the money went back, by method (a refund of a sale owed on credit may pay nothing back). */
  paidBack: { gateway: string; amount: Cents }[]
}

/** A refund's receipt: its number and its sale's, the lines returned, the total, how it was paid back. */
export function refundReceiptDocument(refund: RefundReceipt, openDrawer: boolean): PrintDocument {
  const money = slipMoney(refund.currency)
  const blocks: PrintBlock[] = [
    { type: 'logo' },
    { type: 'heading', text: refund.shopName },
    { type: 'text', text: TEXT.refund(refund.number), align: 'center', bold: true },
    { type: 'text', text: TEXT.refundOf(refund.saleNumber), align: 'center' },
    { type: 'text', text: printedAt(refund.at), align: 'center' },
    { type: 'feed', lines: 1 },
    ...refund.lines.map((line): PrintBlock => ({
      type: 'row',
      label: `${line.qty} x ${line.name}`,
      value: money(line.subTotal),
    })),
    { type: 'rule' },
    { type: 'row', label: TEXT.refundTotal, value: money(refund.total), bold: true },
    ...refund.paidBack.map((payment): PrintBlock => ({
      type: 'row',
      label: TEXT.paidBack(paymentMethodText({ method: true, gateway: payment.gateway })),
      value: money(payment.amount),
    })),
    { type: 'feed', lines: 1 },
    { type: 'barcode', value: refund.number },
  ]
  return { blocks, cut: true, openDrawer }
}
