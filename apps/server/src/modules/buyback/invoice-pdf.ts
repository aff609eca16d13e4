import type { Selectable } from 'kysely'
import { DEFAULT_LANGUAGE, languageDirection, type Language } from '@counterpart/domain/i18n/languages'
import { tr } from '@counterpart/domain/i18n/translate'
import type { StoredSettings } from '@counterpart/domain/settings'
import type { CustomProductTable } from '../../db/schema.ts'
import type { DocumentFormats } from '../../platform/document-formats.ts'
import { inLanguage } from '../../platform/request-language.ts'
import { PdfWriter } from '../../platform/text/pdf-writer.ts'

/** The bought item the invoice prints; `cost` is what the shop paid the customer, in cents. */
export type InvoiceItem = Pick<
  Selectable<CustomProductTable>,
  'id' | 'barcode' | 'created_at' | 'fullName' | 'phone' | 'address' | 'model' | 'imei' | 'cost'
>

/**
 * The purchase invoice of an item bought from a customer: shop, seller, device, amount paid, the
 * custom-purchase terms, the seller's signature and the vendor credit unless the owner licence removes
 * it (`vendorCreditShown`). A real PDF, built in memory (a page or two), in `language` (the seller's, else
 * the shop's), right to left in Arabic.
 */
export function buildCustomPurchaseInvoice(
  item: InvoiceItem,
  settings: StoredSettings,
  images: { signature: Buffer | null; logo: Buffer | null; vendorCredit: boolean },
  formats: DocumentFormats,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Buffer> {
  return inLanguage(language, () => drawPurchaseInvoice(item, settings, images, formats, language))
}

function drawPurchaseInvoice(
  item: InvoiceItem,
  settings: StoredSettings,
  images: { signature: Buffer | null; logo: Buffer | null; vendorCredit: boolean },
  formats: DocumentFormats,
  language: Language,
): Promise<Buffer> {
  const { general } = settings
  const pdf = new PdfWriter({
    direction: languageDirection(language),
    title: tr('documents:purchaseInvoice.fileTitle', { reference: item.barcode }),
    author: general.site_name,
  })

  if (images.logo) {
    try {
      const height = general.logoHight || 40
      pdf.image(images.logo, 50, 45, [general.logoWidth || 120, height])
      pdf.y = 45 + height + 4
    } catch {
      // A logo pdfkit cannot read is left out rather than failing the invoice.
    }
  }
  pdf.text(general.site_name, { align: 'end', size: 18, bold: true })
  for (const line of [general.address_1, general.address_2, general.address_3, general.phone]) {
    if (line) pdf.text(line, { align: 'end', size: 9 })
  }
  pdf.moveDown(1)
  pdf.text(tr('documents:purchaseInvoice.title'), { size: 16, bold: true })
  pdf.text(tr('documents:purchaseInvoice.reference', { reference: item.barcode }), { size: 10 })
  pdf.text(tr('documents:purchaseInvoice.date', { date: formats.dateTime(item.created_at) }), { size: 10 })
  pdf.moveDown(0.5)

  const row = (label: string, value: string) => {
    const written = tr('documents:purchaseInvoice.row', { label })
    const y = pdf.y
    pdf.text(written, { y, size: 10, bold: true, stay: true })
    const indent = pdf.widthOf(written, { size: 10, bold: true }) + 2
    pdf.text(value || '-', { x: pdf.left + indent, y, size: 10 })
  }
  pdf.text(tr('documents:purchaseInvoice.seller'), { size: 12, bold: true })
  row(tr('documents:purchaseInvoice.name'), item.fullName)
  row(tr('documents:purchaseInvoice.phone'), item.phone)
  row(tr('documents:purchaseInvoice.address'), item.address)
  pdf.moveDown(0.5)
  pdf.text(tr('documents:purchaseInvoice.device'), { size: 12, bold: true })
  row(tr('documents:purchaseInvoice.model'), item.model)
  row(tr('documents:purchaseInvoice.imei'), item.imei)
  pdf.moveDown(0.5)
  pdf.text(tr('documents:purchaseInvoice.amountPaid', { amount: formats.money(item.cost) }), { size: 14, bold: true })
  pdf.moveDown(0.5)

  if (settings.terms.customTerms.trim()) {
    pdf.text(
      settings.terms.customTerms
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
      { size: 9 },
    )
    pdf.moveDown(0.5)
  }

  pdf.text(tr('documents:purchaseInvoice.signature'), { size: 10, bold: true })
  if (images.signature) {
    try {
      pdf.keepRoom(90)
      pdf.image(images.signature, 50, pdf.y, [220, 90])
      pdf.y += 94
    } catch {
      pdf.text(tr('documents:purchaseInvoice.signatureUnreadable'), { size: 10 })
    }
  } else {
    pdf.moveDown(2)
    pdf.text('______________________________', { size: 10 })
  }

  // The vendor credit footer stays unless the owner licence (ownnerInfo) unlocks it (spec 001 §9).
  if (images.vendorCredit) {
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
