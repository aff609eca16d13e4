import type { Cents } from '@counterpart/domain/money'
import { groupGiftCardCode } from '@counterpart/domain/schemas/gift-cards'
import { paymentMethodText } from '@counterpart/domain/schemas/payments'
import { PRINT_SLIP_TEXT as TEXT } from '@counterpart/domain/schemas/printing'
import type { PrintBlock, PrintDocument } from '../print-document.ts'
import { printedAt } from './printed-at.ts'
import { slipMoney, type SlipCurrency } from './slip-money.ts'

export interface GiftCardSlip {
  shopName: string
  currency: SlipCurrency
  number: string
  at: string
  cards: { code: string; amount: Cents; expiresAt: string | null }[]
  total: Cents
  gateway: string
}

/** A sale of gift cards: each card's code as a barcode with its value, the total and how it was paid. */
export function giftCardSlipDocument(slip: GiftCardSlip, openDrawer: boolean): PrintDocument {
  const money = slipMoney(slip.currency)
  const blocks: PrintBlock[] = [
    { type: 'logo' },
    { type: 'heading', text: slip.shopName },
    { type: 'text', text: TEXT.giftCardTitle, align: 'center', bold: true },
    { type: 'text', text: TEXT.giftCardSale(slip.number), align: 'center' },
    { type: 'text', text: printedAt(slip.at), align: 'center' },
  ]
  for (const card of slip.cards) {
    blocks.push(
      { type: 'rule' },
      { type: 'barcode', value: card.code },
      { type: 'text', text: groupGiftCardCode(card.code), align: 'center', bold: true },
      { type: 'row', label: TEXT.giftCardValue, value: money(card.amount), bold: true },
    )
    if (card.expiresAt) blocks.push({ type: 'text', text: TEXT.expires(card.expiresAt.slice(0, 10)) })
  }
  blocks.push(
    { type: 'rule' },
    { type: 'row', label: TEXT.total, value: money(slip.total), bold: true },
    { type: 'row', label: paymentMethodText({ method: true, gateway: slip.gateway }), value: money(slip.total) },
    { type: 'feed', lines: 1 },
    { type: 'text', text: TEXT.thanks, align: 'center' },
  )
  return { blocks, cut: true, openDrawer }
}
