import ReceiptPrinterEncoder, { type TableColumn } from '@point-of-sale/receipt-printer-encoder'
import type { Cents } from '@counterpart/domain/money'
import { formatCents } from '@counterpart/domain/format'
import type { CurrencySettings } from '@counterpart/domain/format'
import { paymentMethodText } from '@counterpart/domain/schemas/payments'
import { PRINTER_CODE_PAGES } from '@counterpart/domain/schemas/printing'

/**
 * ESC/POS for the counter's receipt printers (issue 33), through a maintained encoder: the text in the
 * printer's code page, tables laid out to the paper's width (48 columns on 80 mm, 32 on 58 mm), a CODE128
 * barcode, the cut. Raster mode (text no code page holds, printed as an image) is for a later session: a
 * raster printer gets the same text-mode receipt for now.
 */

export interface ReceiptPrinter {
  name: string
  paper_width: number
  code_page: string
  drawer_pin: number
}

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
  currency: CurrencySettings
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

/** ESC p m t1 t2: a pulse on the drawer kick connector's pin 2 (m = 0) or pin 5 (m = 1), 50 ms on, 500 ms off. */
export function drawerPulse(pin: number): Uint8Array {
  return Uint8Array.from([0x1b, 0x70, pin === 5 ? 1 : 0, 25, 250])
}

/** Characters per line in the printer's normal font: 48 on 80 mm paper, 32 on 58 mm. */
export const columnsOf = (paperWidth: number) => (paperWidth === 58 ? 32 : 48)

function encoderFor(printer: ReceiptPrinter) {
  return new ReceiptPrinterEncoder({ language: 'esc-pos', columns: columnsOf(printer.paper_width) })
    .initialize()
    .codepage(PRINTER_CODE_PAGES.find((page) => page === printer.code_page) ?? 'cp437')
}

/** Two columns: the label on the left, the amount on the right, to the paper's width. */
function amountTable(encoder: ReceiptPrinterEncoder, columns: number, rows: [string, string][]) {
  const right = Math.min(16, Math.floor(columns / 2))
  const layout: TableColumn[] = [
    { width: columns - right - 1, marginRight: 1 },
    { width: right, align: 'right' },
  ]
  return encoder.table(layout, rows)
}

/** A sale's receipt: shop, lines, totals, payments by method, tendered and change, the number's barcode. */
export function encodeSaleReceipt(printer: ReceiptPrinter, receipt: SaleReceipt, openDrawer: boolean): Uint8Array {
  const columns = columnsOf(printer.paper_width)
  const money = (cents: Cents) => formatCents(cents, receipt.currency)
  const encoder = encoderFor(printer)
  encoder.align('center').bold(true).size(2, 2).line(receipt.shopName).size(1, 1).bold(false)
  encoder.line(`Sale ${receipt.number}`).line(receipt.at.slice(0, 16).replace('T', ' ')).newline()
  encoder.align('left')
  const lineRows: [string, string][] = receipt.lines.map((line) => [`${line.qty} x ${line.name}`, money(line.subTotal)])
  amountTable(encoder, columns, lineRows).rule()
  const totals: [string, string][] = [['Subtotal', money(receipt.subTotal)]]
  if (receipt.discount > 0) totals.push(['Discount', `-${money(receipt.discount)}`])
  if (receipt.tax > 0) totals.push(['Tax', money(receipt.tax)])
  if (receipt.shipping > 0) totals.push(['Shipping', money(receipt.shipping)])
  amountTable(encoder, columns, totals)
  amountTable(encoder.bold(true), columns, [['Total', money(receipt.total)]])
    .bold(false)
    .rule()
  const paid: [string, string][] = receipt.payments.map((payment) => [
    paymentMethodText({ method: payment.paid, gateway: payment.gateway }),
    money(payment.amount),
  ])
  if (receipt.tendered > 0) paid.push(['Tendered', money(receipt.tendered)])
  if (receipt.change > 0) paid.push(['Change', money(receipt.change)])
  if (paid.length) amountTable(encoder, columns, paid)
  if (receipt.note) encoder.newline().line(receipt.note)
  encoder.newline().align('center').barcode(receipt.number, 'code128', { height: 60, text: 'below' })
  encoder.newline().line('Thank you').newline(2).cut()
  return withDrawer(encoder.encode(), printer, openDrawer)
}

/** The test page: shop and printer names, a full line in each width the paper takes, a barcode. */
export function encodeTestPage(printer: ReceiptPrinter, shopName: string, at: string): Uint8Array {
  const columns = columnsOf(printer.paper_width)
  const encoder = encoderFor(printer)
  encoder.align('center').bold(true).line(shopName).bold(false).line(`Test page: ${printer.name}`)
  encoder.line(at.slice(0, 16).replace('T', ' ')).newline().align('left')
  // A line of each width: the normal font's full line, then double width (half as many characters).
  encoder.line('1234567890'.repeat(Math.ceil(columns / 10)).slice(0, columns))
  encoder
    .size(2, 1)
    .line('ABCDEFGHIJ'.repeat(Math.ceil(columns / 20)).slice(0, columns / 2))
    .size(1, 1)
  encoder.line(`${printer.paper_width} mm paper, ${columns} columns, code page ${printer.code_page}`)
  encoder.newline().align('center').barcode('TEST-PAGE', 'code128', { height: 60, text: 'below' })
  encoder.newline(2).cut()
  return encoder.encode()
}

/** The drawer's pulse comes after the cut: the receipt is in the customer's hand as the drawer opens. */
function withDrawer(bytes: Uint8Array, printer: ReceiptPrinter, openDrawer: boolean): Uint8Array {
  if (!openDrawer) return bytes
  const pulse = drawerPulse(printer.drawer_pin)
  const all = new Uint8Array(bytes.length + pulse.length)
  all.set(bytes)
  all.set(pulse, bytes.length)
  return all
}
