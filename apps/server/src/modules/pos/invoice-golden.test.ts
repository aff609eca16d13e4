import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, type StoredSettings } from '@counterpart/domain/settings'
import type { Language } from '@counterpart/domain/i18n/languages'
import { expectGolden, pdfPagePng, pdftotext } from '../../../test/golden.ts'
import { pdfText } from '../../../test/pdf-text.ts'
import { documentFormats } from '../../platform/document-formats.ts'
import { buildSaleInvoice, type InvoiceOrder } from './invoice-pdf.ts'

/**
 * The A4 sale invoice in English and in Arabic, drawn by pdftoppm and compared with the goldens under
 * test/golden/ (UPDATE_GOLDEN=1 writes them anew), and read back by pdftotext: the Arabic words as typed,
 * the amounts, phone numbers and codes whole.
 */

function shop(siteName: string, address: string): StoredSettings {
  return {
    ...DEFAULT_SETTINGS,
    general: { ...DEFAULT_SETTINGS.general, site_name: siteName, address_1: address, phone: '+966 55 123 4567' },
    terms: { ...DEFAULT_SETTINGS.terms, saleTerms: '', refundTerms: '' },
  }
}

function sale(customer: InvoiceOrder['customer'], names: [string, string, string]): InvoiceOrder {
  return {
    key: 'S-1042',
    refunding: false,
    created_at: '2026-11-27T14:05:00.000Z',
    by: 'admin',
    parentKey: null,
    customer,
    items: [
      { name: names[0], sku: 'CHG-20W', qty: 2, price: 2468, discount: 0, subTotal: 4936 },
      { name: names[1], sku: 'BT-EAR-5', qty: 1, price: 4999, discount: 0, subTotal: 4999 },
      { name: names[2], sku: 'USBC-2M', qty: 1, price: 899, discount: 10, subTotal: 809 },
    ],
    totalItems: 4,
    subTotal: 10744,
    shippingAmount: 0,
    taxRate: 0,
    taxAmount: 0,
    discountRate: 0,
    discountedAmount: 0,
    totalAmount: 10744,
    tendered: 11000,
    parts: [],
    paid: true,
    due: 0,
    dueDate: null,
    shippingRecipient: '',
    shippingInfo: '',
    printNote: '',
    tradeIn: null,
    deposits: [],
  }
}

async function invoice(order: InvoiceOrder, settings: StoredSettings, language: Language) {
  return buildSaleInvoice(order, settings, {
    logo: null,
    vendorCredit: true,
    formats: documentFormats(settings.general, 'UTC', language),
    language,
  })
}

describe('the A4 sale invoice', () => {
  it('in English reads as before and matches its golden', async () => {
    const pdf = await invoice(
      sale({ name: 'Jane Doe', phone: '+1 555 010 0199', email: 'jane@example.com', address: '12 High Street' }, [
        'Fast phone charger',
        'Wireless Bluetooth earbuds',
        'USB-C cable, braided, 2 m',
      ]),
      shop('Counterpart Phones', '12 Market Street'),
      'en',
    )
    const text = pdfText(pdf)
    expect(text).toContain('Sale Invoice')
    expect(text).toContain('Transaction: S-1042')
    expect(text).toMatch(/Total payable\n\$107\.44/u)
    expect(text).toMatch(/Tendered\n\$110\.00\nChange\n\$2\.56/u)
    const read = pdftotext(pdf)
    expect(read).toContain('Wireless Bluetooth earbuds')
    expect(read).toContain('+1 555 010 0199')
    await expectGolden(pdfPagePng(pdf), 'invoice-en')
  })

  it('in Arabic reads right to left, its words as typed and its numbers whole, and matches its golden', async () => {
    const pdf = await invoice(
      sale({ name: 'أحمد علي', phone: '+966 50 765 4321', email: 'ahmed@example.com', address: 'حي النخيل، الرياض' }, [
        'شاحن سريع للهاتف',
        'سماعات بلوتوث لاسلكية',
        'USB-C cable, braided, 2 m',
      ]),
      shop('متجر الأمل للهواتف', 'شارع الملك فهد، الرياض'),
      'ar',
    )
    const read = pdftotext(pdf)
    for (const typed of [
      'فاتورة بيع',
      'متجر الأمل للهواتف',
      'شاحن سريع للهاتف',
      'سماعات بلوتوث لاسلكية',
      'أحمد علي',
      'الإجمالي المستحق',
    ])
      expect(read).toContain(typed)
    for (const whole of [
      'S-1042',
      '+966 50 765 4321',
      '+966 55 123 4567',
      '$107.44',
      '$49.36',
      'CHG-20W',
      'USB-C cable',
    ])
      expect(read).toContain(whole)
    expect(read).not.toContain('Sale Invoice')
    await expectGolden(pdfPagePng(pdf), 'invoice-ar')
  })
})
