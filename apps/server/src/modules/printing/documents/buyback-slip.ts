import type { Cents } from '@counterpart/domain/money'
import { paymentMethodText } from '@counterpart/domain/schemas/payments'
import { PRINT_SLIP_TEXT as TEXT } from '@counterpart/domain/schemas/printing'
import type { PrintBlock, PrintDocument } from '../print-document.ts'
import { printedAt } from './printed-at.ts'
import { slipMoney, type SlipCurrency } from './slip-money.ts'

export interface BuybackSlip {
  shopName: string
  currency: SlipCurrency
  /** The item's barcode: the number the buy-back is found by. */
  number: string
  at: string
  seller: string
  item: string
  imei: string
  paid: Cents
  /** How the seller was paid; null for a trade-in (its value went on the sale). */
  gateway: string | null
}

/** What the shop bought from a customer: the item, its IMEI, what was paid and how, a line to sign. */
export function buybackSlipDocument(slip: BuybackSlip, openDrawer: boolean): PrintDocument {
  const money = slipMoney(slip.currency)
  const blocks: PrintBlock[] = [
    { type: 'logo' },
    { type: 'heading', text: slip.shopName },
    { type: 'text', text: TEXT.buybackTitle, align: 'center', bold: true },
    { type: 'text', text: TEXT.buyback(slip.number), align: 'center' },
    { type: 'text', text: printedAt(slip.at), align: 'center' },
    { type: 'feed', lines: 1 },
    { type: 'row', label: TEXT.customer, value: slip.seller },
    { type: 'row', label: TEXT.device, value: slip.item },
  ]
  if (slip.imei) blocks.push({ type: 'row', label: TEXT.imei, value: slip.imei })
  blocks.push({ type: 'rule' }, { type: 'row', label: TEXT.total, value: money(slip.paid), bold: true })
  if (slip.gateway !== null)
    blocks.push({
      type: 'row',
      label: TEXT.paidOut(paymentMethodText({ method: true, gateway: slip.gateway })),
      value: money(slip.paid),
    })
  blocks.push(
    { type: 'feed', lines: 2 },
    { type: 'text', text: `${TEXT.signature}: ______________________` },
    { type: 'feed', lines: 1 },
    { type: 'barcode', value: slip.number },
  )
  return { blocks, cut: true, openDrawer }
}
