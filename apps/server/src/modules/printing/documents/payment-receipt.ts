import type { Cents } from '@counterpart/domain/money'
import { paymentMethodText } from '@counterpart/domain/schemas/payments'
import { PRINT_SLIP_TEXT as TEXT } from '@counterpart/domain/schemas/printing'
import type { PrintDocument } from '../print-document.ts'
import { printedAt } from './printed-at.ts'
import { slipMoney, type SlipCurrency } from './slip-money.ts'

export interface PaymentReceipt {
  shopName: string
  currency: SlipCurrency
  /** The number of the document it pays (a sale's, a purchase's). */
  documentNumber: string
  at: string
  amount: Cents
  gateway: string
  /** What is left to pay on that document after this payment. */
  leftToPay: Cents
}

/** A payment taken on a sale or a debt: the document it pays, the amount, the method, what is left to pay. */
export function paymentReceiptDocument(payment: PaymentReceipt, openDrawer: boolean): PrintDocument {
  const money = slipMoney(payment.currency)
  return {
    blocks: [
      { type: 'logo' },
      { type: 'heading', text: payment.shopName },
      { type: 'text', text: TEXT.paymentTitle, align: 'center', bold: true },
      { type: 'text', text: TEXT.paymentFor(payment.documentNumber), align: 'center' },
      { type: 'text', text: printedAt(payment.at), align: 'center' },
      { type: 'feed', lines: 1 },
      { type: 'row', label: TEXT.paymentAmount, value: money(payment.amount), bold: true },
      {
        type: 'row',
        label: paymentMethodText({ method: true, gateway: payment.gateway }),
        value: money(payment.amount),
      },
      { type: 'rule' },
      { type: 'row', label: TEXT.leftToPay, value: money(payment.leftToPay), bold: true },
      { type: 'feed', lines: 1 },
      { type: 'barcode', value: payment.documentNumber },
      { type: 'feed', lines: 1 },
      { type: 'text', text: TEXT.thanks, align: 'center' },
    ],
    cut: true,
    openDrawer,
  }
}
