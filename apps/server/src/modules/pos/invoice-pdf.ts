import { toBuffer } from 'bwip-js/node'
import PDFDocument from 'pdfkit'
import { changeDue } from '@counterpart/domain/pricing/pos'
import { netToPay, tradeInTotals } from './invoice-trade-in.ts'
import type { StoredSettings } from '@counterpart/domain/settings'
import type { DocumentFormats } from '../../platform/document-formats.ts'
import { VENDOR_CREDIT } from '../../platform/owner-licence.ts'

export interface InvoiceOrder {
  key: string
  refunding: boolean
  created_at: string
  by: string
  parentKey: string | null
  customer: { name: string; phone: string; email: string; address: string } | null
  items: { name: string; sku: string; qty: number; price: number; discount: number; subTotal: number }[]
  totalItems: number
  subTotal: number
  shippingAmount: number
  taxRate: number
  taxAmount: number
  discountRate: number
  discountedAmount: number
  totalAmount: number
  /** On a cash sale, what the customer handed over (cents); null when none was recorded or on credit. */
  tendered: number | null
  /** A sale paid in several ways (issue 31): each method and what it paid, cash last; else empty. Cents. */
  parts: { gateway: string; label: string; amount: number }[]
  /** True when nothing is left to pay. */
  paid: boolean
  due: number
  dueDate: string | null
  shippingRecipient: string
  shippingInfo: string
  printNote: string
  /** A device the customer traded in toward the sale (issue 29, item 7): its value in cents. */
  tradeIn?: { model: string; imei: string; amount: number } | null
}

/** Terms are comma-separated entries, each printed as its own point (spec 002 §3). */
export function termPoints(terms: string): string[] {
  return terms
    .replace(/<[^>]*>/g, ' ')
    .split(',')
    .map((term) => term.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

/**
 * The sale (or refund) invoice as a real PDF, built in memory with pdfkit: the shop, the transaction
 * number and its barcode, the customer, the lines, the totals, Paid or Due Till {date}, the terms and
 * the vendor credit unless the owner licence removes it.
 */
export async function buildSaleInvoice(
  order: InvoiceOrder,
  settings: StoredSettings,
  options: { logo: Buffer | null; vendorCredit: boolean; formats: DocumentFormats },
): Promise<Buffer> {
  const { general } = settings
  const { money, date, dateTime } = options.formats
  const barcode = await toBuffer({
    bcid: 'code128',
    text: order.key,
    scale: 2,
    height: 10,
    includetext: true,
    textxalign: 'center',
  })
  const title = order.refunding ? 'Refund Invoice' : 'Sale Invoice'
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${title} ${order.key}`, Author: general.site_name },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const top = doc.y
  if (options.logo) {
    try {
      doc.image(options.logo, 50, top, { fit: [settings.bill.billLogoWidth || 70, settings.bill.billLogoHeight || 70] })
    } catch {
      // A logo pdfkit cannot read is left out rather than failing the invoice.
    }
  }
  doc.fontSize(18).font('Helvetica-Bold').text(general.site_name, 50, top, { align: 'right' })
  doc.fontSize(9).font('Helvetica')
  for (const line of [general.address_1, general.address_2, general.address_3, general.phone]) {
    if (line) doc.text(line, { align: 'right' })
  }
  doc.moveDown(2)
  doc.x = 50
  doc.fontSize(16).font('Helvetica-Bold').text(title)
  doc.fontSize(10).font('Helvetica')
  doc.text(`Transaction: ${order.key}`)
  if (order.parentKey) doc.text(`Refund of sale: ${order.parentKey}`)
  doc.text(`Date: ${dateTime(order.created_at)}`)
  if (order.by) doc.text(`By: ${order.by}`)
  doc.image(barcode, doc.page.width - 50 - 160, doc.y - 40, { fit: [160, 40] })
  doc.moveDown()

  if (order.customer) {
    doc.font('Helvetica-Bold').text('Customer')
    doc.font('Helvetica').text(order.customer.name)
    for (const line of [order.customer.phone, order.customer.email, order.customer.address]) if (line) doc.text(line)
    doc.moveDown()
  }

  // The lines: name, SKU, qty, unit price, discount %, total.
  const columns = [
    { label: 'Item', x: 50, width: 190, align: 'left' as const },
    { label: 'SKU', x: 240, width: 80, align: 'left' as const },
    { label: 'Qty', x: 320, width: 40, align: 'right' as const },
    { label: 'Price', x: 360, width: 70, align: 'right' as const },
    { label: 'Disc %', x: 430, width: 45, align: 'right' as const },
    { label: 'Total', x: 475, width: 70, align: 'right' as const },
  ]
  const row = (values: string[], bold = false) => {
    if (doc.y > doc.page.height - 120) doc.addPage()
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9)
    let height = 0
    columns.forEach((column, index) => {
      doc.text(values[index] ?? '', column.x, y, { width: column.width, align: column.align })
      height = Math.max(height, doc.y - y)
    })
    doc.y = y + height + 4
  }
  row(
    columns.map((column) => column.label),
    true,
  )
  doc
    .moveTo(50, doc.y - 2)
    .lineTo(545, doc.y - 2)
    .stroke()
  for (const item of order.items) {
    row([item.name, item.sku, String(item.qty), money(item.price), String(item.discount), money(item.subTotal)])
  }
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke()
  doc.moveDown()

  const totals: [string, string][] = [
    [`Sub total (${order.totalItems} items)`, money(order.subTotal)],
    ...(order.shippingAmount ? ([['Shipping', money(order.shippingAmount)]] as [string, string][]) : []),
    [order.refunding ? `Tax fall (${order.taxRate}%)` : `Tax (${order.taxRate}%)`, money(order.taxAmount)],
    [
      order.refunding ? `Reversed discount (${order.discountRate}%)` : `Discount (${order.discountRate}%)`,
      money(order.discountedAmount),
    ],
    [order.refunding ? 'Total refund' : 'Total payable', money(order.totalAmount)],
    // A trade-in pays part of the sale (issue 29, item 7): its line, then what was left to pay (or paid out).
    ...tradeInTotals(order, money),
    // Paid in parts (issue 31): each method, then the cash handed over and the change on the cash part.
    ...order.parts
      .filter((part) => part.gateway !== 'cash' || order.tendered === null)
      .map((part): [string, string] => [part.label, money(part.amount)]),
    ...(order.tendered === null
      ? []
      : order.parts.length > 0
        ? ([
            ['Cash tendered', money(order.tendered)],
            [
              'Change',
              money(
                Math.max(
                  0,
                  changeDue(
                    order.tendered,
                    order.parts.filter((part) => part.gateway === 'cash').reduce((sum, part) => sum + part.amount, 0),
                  ),
                ),
              ),
            ],
          ] as [string, string][])
        : ([
            ['Tendered', money(order.tendered)],
            ['Change', money(Math.max(0, changeDue(order.tendered, netToPay(order))))],
          ] as [string, string][])),
  ]
  for (const [label, value] of totals) {
    const y = doc.y
    doc.font(label.startsWith('Total') ? 'Helvetica-Bold' : 'Helvetica').fontSize(10)
    doc.text(label, 300, y, { width: 160, align: 'right' })
    doc.text(value, 465, y, { width: 80, align: 'right' })
  }
  doc.moveDown()
  doc.x = 50
  doc
    .fontSize(11)
    .font('Helvetica-Bold')
    .text(order.paid ? 'Paid' : `Due Till ${date(order.dueDate)} (${money(order.due)} due)`, 50)
  doc.font('Helvetica').fontSize(9)

  if (order.shippingRecipient || order.shippingInfo) {
    doc.moveDown().font('Helvetica-Bold').text('Shipping')
    doc.font('Helvetica').text([order.shippingRecipient, order.shippingInfo].filter(Boolean).join('\n'))
  }
  if (order.printNote) doc.moveDown().text(order.printNote)

  const terms = termPoints(order.refunding ? settings.terms.refundTerms : settings.terms.saleTerms)
  if (terms.length) {
    doc.moveDown().fontSize(8)
    for (const term of terms) doc.text(`- ${term}`)
  }

  if (options.vendorCredit) {
    doc
      .fontSize(8)
      .fillColor('#777777')
      .text(VENDOR_CREDIT, 50, doc.page.height - 70, { align: 'center', width: doc.page.width - 100, lineBreak: false })
  }
  doc.end()
  return done
}
