import { toBuffer } from 'bwip-js/node'
import { DEFAULT_LANGUAGE, languageDirection, type Language } from '@counterpart/domain/i18n/languages'
import { tr } from '@counterpart/domain/i18n/translate'
import { changeDue } from '@counterpart/domain/pricing/pos'
import { paymentMethodLabel } from '@counterpart/domain/schemas/tenders'
import { netToPay, tradeInTotals } from './invoice-trade-in.ts'
import type { StoredSettings } from '@counterpart/domain/settings'
import type { DocumentFormats } from '../../platform/document-formats.ts'
import { inLanguage } from '../../platform/request-language.ts'
import { PdfWriter } from '../../platform/text/pdf-writer.ts'

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
  /**
   * A sale on account with part paid (issue 31, item 5): what was paid, each by its method (cents), printed
   * as the deposit, with what is left to pay. Empty otherwise.
   */
  deposits?: { gateway: string; amount: number }[]
}

/** A sale on account with part paid: each deposit by its method, then what is left to pay. */
function depositTotals(order: InvoiceOrder, money: (cents: number) => string): [string, string][] {
  const deposits = order.deposits ?? []
  if (deposits.length === 0) return []
  return [
    ...deposits.map((deposit): [string, string] => [
      tr('documents:invoice.deposit', { method: paymentMethodLabel(deposit.gateway) }),
      money(deposit.amount),
    ]),
    [tr('documents:invoice.leftToPay'), money(order.due)],
  ]
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
 * the vendor credit unless the owner licence removes it. Written in `language` (the customer's, else the
 * shop's: documentLanguage), right to left in Arabic.
 */
export async function buildSaleInvoice(
  order: InvoiceOrder,
  settings: StoredSettings,
  options: { logo: Buffer | null; vendorCredit: boolean; formats: DocumentFormats; language?: Language },
): Promise<Buffer> {
  const language = options.language ?? DEFAULT_LANGUAGE
  return inLanguage(language, () => drawSaleInvoice(order, settings, { ...options, language }))
}

async function drawSaleInvoice(
  order: InvoiceOrder,
  settings: StoredSettings,
  options: { logo: Buffer | null; vendorCredit: boolean; formats: DocumentFormats; language: Language },
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
  const title = order.refunding ? tr('documents:invoice.refundTitle') : tr('documents:invoice.saleTitle')
  const pdf = new PdfWriter({
    direction: languageDirection(options.language),
    title: tr('documents:invoice.fileTitle', { title, key: order.key }),
    author: general.site_name,
  })

  const top = pdf.y
  if (options.logo) {
    try {
      pdf.image(options.logo, 50, top, [settings.bill.billLogoWidth || 70, settings.bill.billLogoHeight || 70])
    } catch {
      // A logo pdfkit cannot read is left out rather than failing the invoice.
    }
  }
  pdf.text(general.site_name, { y: top, align: 'end', size: 18, bold: true })
  for (const line of [general.address_1, general.address_2, general.address_3, general.phone]) {
    if (line) pdf.text(line, { align: 'end', size: 9 })
  }
  pdf.y = Math.max(pdf.y, top + (options.logo ? settings.bill.billLogoHeight || 70 : 0))
  pdf.moveDown(1.5)
  pdf.text(title, { size: 16, bold: true })
  const barcodeTop = pdf.y
  pdf.text(tr('documents:invoice.transaction', { key: order.key }), { size: 10 })
  if (order.parentKey) pdf.text(tr('documents:invoice.refundOf', { key: order.parentKey }), { size: 10 })
  pdf.text(tr('documents:invoice.date', { date: dateTime(order.created_at) }), { size: 10 })
  if (order.by) pdf.text(tr('documents:invoice.by', { name: order.by }), { size: 10 })
  pdf.image(barcode, pdf.right - 160, barcodeTop, [160, 40])
  pdf.y = Math.max(pdf.y, barcodeTop + 44)
  pdf.moveDown(0.5)

  if (order.customer) {
    pdf.text(tr('documents:invoice.customer'), { size: 10, bold: true })
    pdf.text(order.customer.name, { size: 10 })
    for (const line of [order.customer.phone, order.customer.email, order.customer.address])
      if (line) pdf.text(line, { size: 10 })
    pdf.moveDown(0.5)
  }

  // The lines: name, SKU, qty, unit price, discount %, total.
  const columns = [
    { label: tr('documents:invoice.columns.item'), x: 50, width: 190, align: 'start' as const },
    { label: tr('documents:invoice.columns.sku'), x: 240, width: 80, align: 'start' as const },
    { label: tr('documents:invoice.columns.qty'), x: 320, width: 40, align: 'end' as const },
    { label: tr('documents:invoice.columns.price'), x: 360, width: 70, align: 'end' as const },
    { label: tr('documents:invoice.columns.discount'), x: 430, width: 45, align: 'end' as const },
    { label: tr('documents:invoice.columns.total'), x: 475, width: 70, align: 'end' as const },
  ]
  const row = (values: string[], bold = false) => {
    pdf.keepRoom(120)
    const y = pdf.y
    let height = 0
    columns.forEach((column, index) => {
      const used = pdf.text(values[index] ?? '', {
        x: column.x,
        y,
        width: column.width,
        align: column.align,
        size: 9,
        bold,
        stay: true,
      })
      height = Math.max(height, used)
    })
    pdf.y = y + height + 2
  }
  row(
    columns.map((column) => column.label),
    true,
  )
  pdf.rule(50, 495, pdf.y - 2)
  for (const item of order.items) {
    row([item.name, item.sku, String(item.qty), money(item.price), String(item.discount), money(item.subTotal)])
  }
  pdf.rule(50, 495)
  pdf.moveDown(0.5)

  const line = (label: string, value: string): [string, string] => [label, value]
  const totalLines = new Set<string>()
  const total = (label: string, value: string): [string, string] => {
    totalLines.add(label)
    return [label, value]
  }
  const totals: [string, string][] = [
    line(tr('documents:invoice.subTotal', { count: order.totalItems }), money(order.subTotal)),
    ...(order.shippingAmount ? [line(tr('documents:invoice.shipping'), money(order.shippingAmount))] : []),
    line(
      order.refunding
        ? tr('documents:invoice.taxFall', { rate: order.taxRate })
        : tr('documents:invoice.tax', { rate: order.taxRate }),
      money(order.taxAmount),
    ),
    line(
      order.refunding
        ? tr('documents:invoice.reversedDiscount', { rate: order.discountRate })
        : tr('documents:invoice.discount', { rate: order.discountRate }),
      money(order.discountedAmount),
    ),
    total(
      order.refunding ? tr('documents:invoice.totalRefund') : tr('documents:invoice.totalPayable'),
      money(order.totalAmount),
    ),
    // A trade-in pays part of the sale (issue 29, item 7): its line, then what was left to pay (or paid out).
    ...tradeInTotals(order, money).map(([label, value, bold]) => (bold ? total(label, value) : line(label, value))),
    // Paid in parts (issue 31): each method, then the cash handed over and the change on the cash part.
    ...order.parts
      .filter((part) => part.gateway !== 'cash' || order.tendered === null)
      .map((part): [string, string] => [part.label, money(part.amount)]),
    ...(order.tendered === null
      ? []
      : order.parts.length > 0
        ? [
            line(tr('documents:invoice.cashTendered'), money(order.tendered)),
            line(
              tr('documents:invoice.change'),
              money(
                Math.max(
                  0,
                  changeDue(
                    order.tendered,
                    order.parts.filter((part) => part.gateway === 'cash').reduce((sum, part) => sum + part.amount, 0),
                  ),
                ),
              ),
            ),
          ]
        : [
            line(tr('documents:invoice.tendered'), money(order.tendered)),
            line(tr('documents:invoice.change'), money(Math.max(0, changeDue(order.tendered, netToPay(order))))),
          ]),
    ...depositTotals(order, money),
  ]
  for (const [label, value] of totals) {
    pdf.keepRoom(40)
    const y = pdf.y
    const bold = totalLines.has(label)
    const used = pdf.text(label, { x: 300, y, width: 160, align: 'end', size: 10, bold, stay: true })
    pdf.text(value, { x: 465, y, width: 80, align: 'end', size: 10, bold, stay: true })
    pdf.y = y + used
  }
  pdf.moveDown(0.5)
  pdf.text(
    order.paid
      ? tr('documents:invoice.paid')
      : tr('documents:invoice.dueTill', { date: date(order.dueDate), amount: money(order.due) }),
    { size: 11, bold: true },
  )

  if (order.shippingRecipient || order.shippingInfo) {
    pdf.moveDown(0.5)
    pdf.text(tr('documents:invoice.shippingHeading'), { size: 9, bold: true })
    pdf.text([order.shippingRecipient, order.shippingInfo].filter(Boolean).join('\n'), { size: 9 })
  }
  if (order.printNote) {
    pdf.moveDown(0.5)
    pdf.text(order.printNote, { size: 9 })
  }

  const terms = termPoints(order.refunding ? settings.terms.refundTerms : settings.terms.saleTerms)
  if (terms.length) {
    pdf.moveDown(0.5)
    for (const term of terms) pdf.text(`- ${term}`, { size: 8 })
  }

  if (options.vendorCredit) {
    pdf.text(tr('documents:vendorCredit'), {
      y: pdf.pageHeight - 70,
      align: 'center',
      size: 8,
      color: '#777777',
      stay: true,
    })
  }
  return pdf.end()
}
