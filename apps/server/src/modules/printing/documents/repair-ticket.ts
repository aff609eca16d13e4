import type { Cents } from '@counterpart/domain/money'
import { PRINT_SLIP_TEXT as TEXT } from '@counterpart/domain/schemas/printing'
import type { PrintBlock, PrintDocument } from '../print-document.ts'
import { printedAt } from './printed-at.ts'
import { slipMoney, type SlipCurrency } from './slip-money.ts'

export interface RepairTicket {
  shopName: string
  currency: SlipCurrency
  /** The repair's number: its tracking key, as its page and printed receipt show it. */
  number: string
  at: string
  customer: string
  phone: string
  device: string
  imei: string
  serial: string
  fault: string
  estimate: Cents
  deposit: Cents
  /** "Deposit (Cash)": the deposit's label with how it was paid, as the repair's print view words it. */
  depositLabel: string
  balance: Cents
  /** The first line of the shop's repair terms, '' when it has none. */
  terms: string
  /** The public tracking page, '' when the shop's address is not set (no QR code then). */
  trackingUrl: string
}

/** The repair ticket given at intake: number, customer, device, fault, estimate and deposit, the tracking QR. */
export function repairTicketDocument(ticket: RepairTicket, openDrawer: boolean): PrintDocument {
  const money = slipMoney(ticket.currency)
  const blocks: PrintBlock[] = [
    { type: 'logo' },
    { type: 'heading', text: ticket.shopName },
    { type: 'text', text: TEXT.repairTitle, align: 'center', bold: true },
    { type: 'text', text: ticket.number, align: 'center', wide: true },
    { type: 'text', text: printedAt(ticket.at), align: 'center' },
    { type: 'feed', lines: 1 },
    { type: 'row', label: TEXT.customer, value: ticket.customer },
  ]
  if (ticket.phone) blocks.push({ type: 'row', label: TEXT.phone, value: ticket.phone })
  blocks.push({ type: 'row', label: TEXT.device, value: ticket.device })
  if (ticket.imei) blocks.push({ type: 'row', label: TEXT.imei, value: ticket.imei })
  if (ticket.serial) blocks.push({ type: 'row', label: TEXT.serial, value: ticket.serial })
  if (ticket.fault) blocks.push({ type: 'text', text: `${TEXT.fault}: ${ticket.fault}` })
  blocks.push(
    { type: 'rule' },
    { type: 'row', label: TEXT.estimate, value: money(ticket.estimate) },
    { type: 'row', label: ticket.depositLabel, value: money(ticket.deposit) },
    { type: 'row', label: TEXT.balance, value: money(ticket.balance), bold: true },
  )
  if (ticket.terms) blocks.push({ type: 'feed', lines: 1 }, { type: 'text', text: ticket.terms })
  if (ticket.trackingUrl)
    blocks.push(
      { type: 'feed', lines: 1 },
      { type: 'qr', value: ticket.trackingUrl },
      { type: 'text', text: TEXT.scanToTrack, align: 'center' },
    )
  return { blocks, cut: true, openDrawer }
}

export interface DeviceLabel {
  number: string
  customer: string
  device: string
  at: string
}

/** A small slip stuck on the device: its repair's number as a barcode, the customer, the device, the date. */
export function deviceLabelDocument(label: DeviceLabel): PrintDocument {
  return {
    blocks: [
      { type: 'barcode', value: label.number },
      { type: 'text', text: label.customer, bold: true },
      { type: 'text', text: label.device },
      { type: 'text', text: printedAt(label.at) },
    ],
    cut: true,
    openDrawer: false,
  }
}
