import { describe, expect, it } from 'vitest'
import type { Language } from '@counterpart/domain/i18n/languages'
import { paperOf, paperPng } from '../../../test/escpos-pictures.ts'
import { expectGolden } from '../../../test/golden.ts'
import { inCustomerLanguage } from './documents/document-language.ts'
import { saleReceiptDocument, type SaleReceipt } from './documents/sale-receipt.ts'
import { encodeDocument } from './escpos-encode.ts'
import type { PrinterSetup } from './print-document.ts'

/**
 * The 80 mm sale receipt printed as pictures (a raster printer), in English and in a customer's Arabic: the
 * bytes the printer would get read back into the paper it would print and compared with the goldens under
 * test/golden/ (UPDATE_GOLDEN=1 writes them anew).
 */

const RASTER: PrinterSetup = { name: 'Counter', paper_width: 80, mode: 'raster', code_page: 'cp437', drawer_pin: 2 }

function receipt(shopName: string, names: [string, string]): SaleReceipt {
  return {
    shopName,
    currency: { symbol: '$', symbolOnLeft: true, spaceBetweenAmountAndSymbol: false },
    number: 'S-1042',
    at: '2026-11-27T14:05:00.000Z',
    lines: [
      { name: names[0], qty: 2, subTotal: 4936 },
      { name: names[1], qty: 1, subTotal: 4999 },
    ],
    subTotal: 9935,
    discount: 0,
    tax: 0,
    shipping: 0,
    total: 9935,
    payments: [{ gateway: 'cash', paid: true, amount: 9935 }],
    tendered: 10000,
    change: 65,
    note: '',
  }
}

function printed(slip: SaleReceipt, language: Language) {
  const document = inCustomerLanguage(language, () => saleReceiptDocument(slip, false))
  return { document, paper: paperOf(Buffer.from(encodeDocument(RASTER, document))) }
}

describe('the 80 mm sale receipt at a raster printer', () => {
  it('in English matches its golden', async () => {
    const { document, paper } = printed(
      receipt('Counterpart Phones', ['Fast phone charger', 'Bluetooth earbuds']),
      'en',
    )
    expect(document.direction).toBeUndefined()
    expect(paper.width).toBe(576)
    await expectGolden(await paperPng(paper), 'receipt-en')
  })

  it('for a customer who reads Arabic: right to left, its words in Arabic, and matches its golden', async () => {
    // Without the payment's row: its method's name is a domain label, translated apart from this slip.
    const slip = { ...receipt('متجر الأمل للهواتف', ['شاحن سريع للهاتف', 'سماعات بلوتوث لاسلكية']), payments: [] }
    const { document, paper } = printed(slip, 'ar')
    expect(document.direction).toBe('rtl')
    const words = document.blocks.flatMap((block) =>
      block.type === 'row' ? [block.label] : block.type === 'text' ? [block.text] : [],
    )
    expect(words).toEqual(expect.arrayContaining(['بيع S-1042', 'الإجمالي', 'المبلغ المستلم', 'الباقي']))
    await expectGolden(await paperPng(paper), 'receipt-ar')
  })
})
