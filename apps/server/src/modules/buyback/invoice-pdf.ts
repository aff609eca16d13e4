import type { Selectable } from 'kysely'
import PDFDocument from 'pdfkit'
import type { StoredSettings } from '@counterpart/domain/settings'
import type { CustomProductTable } from '../../db/schema.ts'
import type { DocumentFormats } from '../../platform/document-formats.ts'
import { VENDOR_CREDIT } from '../../platform/owner-licence.ts'

/** The bought item the invoice prints; `cost` is what the shop paid the customer, in cents. */
export type InvoiceItem = Pick<
  Selectable<CustomProductTable>,
  'id' | 'barcode' | 'created_at' | 'fullName' | 'phone' | 'address' | 'model' | 'imei' | 'cost'
>

/**
 * The purchase invoice of an item bought from a customer: shop, seller, device, amount paid, the
 * custom-purchase terms, the seller's signature and the vendor credit unless the owner licence removes
 * it (`vendorCreditShown`). A real PDF, built in memory (a page or two).
 */
export function buildCustomPurchaseInvoice(
  item: InvoiceItem,
  settings: StoredSettings,
  images: { signature: Buffer | null; logo: Buffer | null; vendorCredit: boolean },
  formats: DocumentFormats,
): Promise<Buffer> {
  const { general } = settings
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Purchase invoice ${item.barcode}`, Author: general.site_name },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  if (images.logo) {
    try {
      doc.image(images.logo, 50, 45, { fit: [general.logoWidth || 120, general.logoHight || 40] })
      doc.moveDown(3)
    } catch {
      // A logo pdfkit cannot read is left out rather than failing the invoice.
    }
  }
  doc.fontSize(18).font('Helvetica-Bold').text(general.site_name, { align: 'right' })
  doc.fontSize(9).font('Helvetica')
  for (const line of [general.address_1, general.address_2, general.address_3, general.phone]) {
    if (line) doc.text(line, { align: 'right' })
  }
  doc.moveDown(1.5)
  doc.fontSize(16).font('Helvetica-Bold').text('Purchase Invoice (Buy From Customer)')
  doc
    .fontSize(10)
    .font('Helvetica')
    .text(`Reference: ${item.barcode}`)
    .text(`Date: ${formats.dateTime(item.created_at)}`)
  doc.moveDown()

  const row = (label: string, value: string) => {
    doc
      .font('Helvetica-Bold')
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .text(value || '-')
  }
  doc.fontSize(12).font('Helvetica-Bold').text('Seller')
  doc.fontSize(10)
  row('Name', item.fullName)
  row('Phone', item.phone)
  row('Address', item.address)
  doc.moveDown()
  doc.fontSize(12).font('Helvetica-Bold').text('Device')
  doc.fontSize(10)
  row('Model', item.model)
  row('IMEI', item.imei)
  doc.moveDown()
  doc
    .fontSize(14)
    .font('Helvetica-Bold')
    .text(`Amount paid: ${formats.money(item.cost)}`)
  doc.moveDown()

  if (settings.terms.customTerms.trim()) {
    doc
      .fontSize(9)
      .font('Helvetica')
      .text(
        settings.terms.customTerms
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      )
    doc.moveDown()
  }

  doc.fontSize(10).font('Helvetica-Bold').text('Seller signature')
  if (images.signature) {
    try {
      doc.image(images.signature, { fit: [220, 90] })
    } catch {
      doc.font('Helvetica').text('(signature image unreadable)')
    }
  } else {
    doc.moveDown(3).font('Helvetica').text('______________________________')
  }

  // The vendor credit footer stays unless the owner licence (ownnerInfo) unlocks it (spec 001 §9).
  if (images.vendorCredit) {
    doc
      .fontSize(8)
      .font('Helvetica')
      .fillColor('#777777')
      .text(VENDOR_CREDIT, 50, doc.page.height - 70, {
        align: 'center',
        width: doc.page.width - 100,
      })
  }
  doc.end()
  return done
}
